import * as z from 'zod/mini';

/**
 * The characters free text may not hold: control characters print as nothing or as
 * boxes, and bidi embeddings, overrides and isolates reorder what a director sees in the printed
 * program. Stored text that already holds them is still read and shown; only writes refuse them.
 *
 * - every free-text field refuses the C0 controls other than tab and line feed, and DEL;
 * - multi-line fields (notes, program notes, instrumentation, chat messages) also accept CR:
 *   text pasted from Windows programs and cells of CSV files saved by Excel end lines with CRLF,
 *   and the document export splits lines on CR, LF and CRLF alike. A single-line field has no
 *   reason to hold one (a browser's text input drops line breaks), so there it is refused;
 * - titles and names also refuse the bidi controls U+202A–U+202E and U+2066–U+2069. The marks
 *   LRM, RLM and ALM (U+200E, U+200F, U+061C) stay allowed: they do not reorder text, and
 *   right-to-left titles may need them.
 */
export type TextKind =
  /** A title or a name: one line, no bidi controls. */
  | 'name'
  /** Other one-line text (venue, publisher, key…). */
  | 'line'
  /** Multi-line text (notes): CR accepted. */
  | 'lines'
  /** Multi-line text whose start becomes a title (a chat message names its session): CR accepted, no bidi controls. */
  | 'message';

/** Bidi embeddings, overrides and isolates (a character class body, also used for file names). */
export const BIDI_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069';
/** C0 controls but tab and LF, and DEL. */
const ONE_LINE_CONTROLS = '\\u0000-\\u0008\\u000B-\\u001F\\u007F';
/** The same with CR allowed. */
const MULTI_LINE_CONTROLS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';

const UNPRINTABLE: Record<TextKind, RegExp> = {
  name: new RegExp(`[${ONE_LINE_CONTROLS}${BIDI_CONTROLS}]`),
  line: new RegExp(`[${ONE_LINE_CONTROLS}]`),
  lines: new RegExp(`[${MULTI_LINE_CONTROLS}]`),
  message: new RegExp(`[${MULTI_LINE_CONTROLS}${BIDI_CONTROLS}]`),
};

export const hasUnprintable = (kind: TextKind, value: string): boolean => UNPRINTABLE[kind].test(value);

export const unprintableMessage = (label: string): string =>
  `${label} contains hidden characters that cannot be printed (they often come along with pasted text). Please type it again.`;

/** The check of one free-text field, `label` naming it in the message: `z.string().check(z.trim(), printable('name', 'Title'))`. */
export const printable = (kind: TextKind, label: string) =>
  z.refine<string>((value) => !hasUnprintable(kind, value), { error: unprintableMessage(label) });
