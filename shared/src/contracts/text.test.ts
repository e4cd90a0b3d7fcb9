import { describe, expect, it } from 'vitest';
import { humanErrorMap } from '../validation';
import { chatMessageInputSchema } from './chat';
import { createEnsembleSchema } from './ensembles';
import { libraryEntryInputSchema } from './library';
import { createProgramSchema, duplicateProgramQuerySchema, pieceInputSchema, updateProgramSchema } from './programs';
import { hasUnprintable, unprintableMessage } from './text';
import { signupPreferencesSchema, updateProfileSchema } from './users';

const C0_REFUSED = [...Array(32).keys()].filter((c) => c !== 0x09 && c !== 0x0a).map((c) => String.fromCharCode(c));
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const MARKS = ['\u200E', '\u200F', '\u061C'];
const hex = (c: string) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

const messages = (
  schema: {
    safeParse(data: unknown, params?: object): { success: boolean; error?: { issues: { message: string }[] } };
  },
  data: unknown,
) => schema.safeParse(data, { error: humanErrorMap }).error?.issues.map((i) => i.message) ?? [];

describe('the text rule', () => {
  it('refuses every C0 control but tab and line feed, and DEL, in every kind of field (CR only in one-line ones)', () => {
    for (const c of [...C0_REFUSED, '\u007F']) {
      expect(hasUnprintable('name', `a${c}b`), hex(c)).toBe(true);
      expect(hasUnprintable('line', `a${c}b`), hex(c)).toBe(true);
      expect(hasUnprintable('lines', `a${c}b`), hex(c)).toBe(c !== '\r');
      expect(hasUnprintable('message', `a${c}b`), hex(c)).toBe(c !== '\r');
    }
    for (const kind of ['name', 'line', 'lines', 'message'] as const)
      expect(hasUnprintable(kind, 'a\tb\nc')).toBe(false);
  });

  it('refuses bidi embeddings, overrides and isolates in titles, names and chat messages only; the marks pass everywhere', () => {
    for (const c of BIDI) {
      expect(hasUnprintable('name', `a${c}b`), hex(c)).toBe(true);
      expect(hasUnprintable('message', `a${c}b`), hex(c)).toBe(true);
      expect(hasUnprintable('line', `a${c}b`), hex(c)).toBe(false);
      expect(hasUnprintable('lines', `a${c}b`), hex(c)).toBe(false);
    }
    for (const c of MARKS) expect(hasUnprintable('name', `Shalom ${c}שלום`), hex(c)).toBe(false);
    expect(hasUnprintable('name', 'Ñandú · 音楽 · 🎺 · שלום')).toBe(false);
  });
});

describe('the contracts that use it', () => {
  it.each([
    ['program title', createProgramSchema, { title: 'Spring\u202E Concert', ensemble_ids: [1] }, 'Program name'],
    ['program rename', updateProgramSchema, { title: 'Gala\u0007' }, 'Program name'],
    ['duplicate title', duplicateProgramQuerySchema, { new_title: '\u2066Copy\u2069' }, 'Program name'],
    ['piece title', pieceInputSchema, { title: 'Shenandoah\u202D' }, 'Piece title'],
    ['piece composer', pieceInputSchema, { title: 'Shenandoah', composer: 'Ticheli\u202E' }, 'Composer'],
    ['piece arranger', pieceInputSchema, { title: 'Shenandoah', arranger: 'A\u0000B' }, 'Arranger'],
    ['piece notes', pieceInputSchema, { title: 'Shenandoah', notes: 'Soft\u001B[31m' }, 'Piece notes'],
    ['venue', updateProgramSchema, { venue: 'Hall\r' + 'B' }, 'Venue'],
    ['program notes', updateProgramSchema, { notes: 'Bell\u0007' }, 'Notes'],
    ['ensemble name', createEnsembleSchema, { name: 'Winds\u2067', type: 'concert_band' }, 'Ensemble name'],
    [
      'instrumentation',
      createEnsembleSchema,
      { name: 'Winds', type: 'concert_band', instrumentation: 'Flutes\u0000' },
      'Instrumentation',
    ],
    ['library title', libraryEntryInputSchema, { title: 'Suite\u202B' }, 'title'],
    ['library composer', libraryEntryInputSchema, { title: 'Suite', composer: 'Holst\u2068' }, 'composer'],
    ['library arranger', libraryEntryInputSchema, { title: 'Suite', arranger: 'Fennell\u202A' }, 'arranger'],
    ['library publisher', libraryEntryInputSchema, { title: 'Suite', publisher: 'Boosey\u007F' }, 'publisher'],
    ['library tag', libraryEntryInputSchema, { title: 'Suite', tags: ['march\u0008'] }, 'a tag'],
    ['library notes', libraryEntryInputSchema, { title: 'Suite', notes: 'Parts\u000C4-4-3' }, 'notes'],
    ['user name', updateProfileSchema, { name: 'Ana\u202E' }, 'Name'],
    ['school name', updateProfileSchema, { school_name: 'West\u0001' }, 'School name'],
    ['referral source', signupPreferencesSchema, { referral_source: 'a friend\u001F' }, 'How you heard of Podium'],
    ['chat message', chatMessageInputSchema, { message: 'Marches\u2066 please', ensemble_id: 1 }, 'Your message'],
  ])('refuses the %s with a message that names it', (_what, schema, data, label) => {
    expect(messages(schema, data)).toEqual([unprintableMessage(label)]);
  });

  it('accepts CRLF, tabs and marks where they belong', () => {
    expect(messages(updateProgramSchema, { notes: 'First line\r\nSecond\tline' })).toEqual([]);
    expect(
      messages(libraryEntryInputSchema, { title: 'Hatikvah \u200Fהתקווה', program_notes: 'A\r\nB', notes: 'C\rD' }),
    ).toEqual([]);
    expect(
      messages(createEnsembleSchema, { name: 'Winds', type: 'concert_band', instrumentation: 'Fl 2\r\nCl 3' }),
    ).toEqual([]);
    expect(messages(chatMessageInputSchema, { message: 'Marches\r\nfor grade 3', ensemble_id: 1 })).toEqual([]);
  });

  it('leaves control characters at the ends to the trimming', () => {
    expect(createProgramSchema.parse({ title: '\tSpring Concert\r\n', ensemble_ids: [1] }).title).toBe(
      'Spring Concert',
    );
  });
});
