import * as z from 'zod/mini';
import { CHAT_MESSAGE_MAX } from '../domain/chat-limits';
import { printable } from './text';

/**
 * The repertoire assistant: chat sessions and the chat calls. The request fields are fixed by the
 * product; the answers are ours: every chat call that recommends answers a `ChatAnswer`.
 */

/** Characters of the first message kept as a session's title. */
/** Past conversations listed at most, the most recent first: the answer stays small (docs/architecture.md, "Caps"). */
export const SESSIONS_LISTED = 500;

export const CHAT_TITLE_MAX = 80;

export type RecommendationSource = 'library' | 'catalog';

/** A work's entry on the Texas UIL Prescribed Music List (https://www.uiltexas.org/pml/). */
export interface UilListing {
  /** Event–grade–id, e.g. `926-2-34285`. */
  code: string;
  /** The UIL's grade: 1 (easiest) – 5 (hardest); 6 for extended choral works. */
  grade: number;
  /** What must be performed, voicing, language… as the list says. */
  specification: string | null;
}

/** The scale a catalogue work's grade is on: uil, uil_class (a solo-and-ensemble class, converted), wrp (Wind Repertory Project) or publisher. */
export type CatalogGradeScale = 'uil' | 'uil_class' | 'wrp' | 'publisher';

export interface Recommendation {
  title: string;
  composer: string | null;
  arranger: string | null;
  /** 0.5–6; null only for a library entry without a grade. */
  grade: number | null;
  /** The scale `grade` is on, for a catalogue work (a library entry's grade is the director's own). */
  grade_scale?: CatalogGradeScale;
  /** Seconds; null for a library entry without a duration, or a catalogue work whose length no page states. */
  duration: number | null;
  ensemble_types: string[];
  source: RecommendationSource;
  /** Set when the work is on the UIL list (catalogue works). */
  uil?: UilListing;
  /** Set when source is library. */
  library_entry_id?: number;
  /** Set when source is catalog. */
  catalog_id?: string;
  /** Why it fits, in a sentence. */
  reason: string;
  /** The ensemble it is for, when one answer serves several ensembles ("15 minutes for the band and 10 for the jazz band"). */
  ensemble_id?: number;
}

export interface ChatAnswer {
  session_id: number;
  reply: string;
  recommendations: Recommendation[];
}

/** Answer of POST /chat/session. */
export interface ChatSessionStarted {
  session_id: number;
}

/** Answer of GET /chat/ensemble-recommendations/{ensembleId}: a balanced set, nothing stored. */
export interface EnsembleRecommendations {
  ensemble_id: number;
  reply: string;
  recommendations: Recommendation[];
}

/** Answer of GET /chat/recommendations/{sessionId}: every recommendation of the session, each piece once. */
export interface SessionRecommendations {
  session_id: number;
  recommendations: Recommendation[];
}

export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  /** What the director typed, or the assistant's reply. */
  content: string;
  /** message | followup | vector | ensemble: which call asked. */
  kind: ChatKind;
  recommendations: Recommendation[];
  created_at: string;
}
export type ChatKind = 'message' | 'followup' | 'vector' | 'ensemble';

/**
 * GET /chat/history/{id}: one page of a session's messages. Pages run from the newest back: the
 * first holds the newest messages (all of them in a short session), and `next_cursor`, passed as
 * `before`, asks for the page before it. Each page lists its messages oldest first.
 */
export interface ChatHistory {
  session_id: number;
  ensemble_id: number | null;
  title: string;
  messages: ChatMessage[];
  /** Earlier messages remain: the `before` of the page before this one; null when this page starts the session. */
  next_cursor: string | null;
}

/** Messages on a history page unless `limit` asks for fewer or more, and the most a page holds. */
export const CHAT_HISTORY_PAGE_DEFAULT = 50;
export const CHAT_HISTORY_PAGE_MAX = 200;

/** GET /chat/history/{id} query: `before` (a page's `next_cursor`) and `limit` (at most 200 are given). */
export const chatHistoryQuerySchema = z.strictObject({
  before: z.optional(
    z.string().check(z.regex(/^\d{15}-[1-9]\d{0,15}$/, 'before must be the next_cursor of a history page')),
  ),
  limit: z.pipe(
    z.optional(z.string().check(z.regex(/^[1-9]\d*$/, 'limit must be a whole number of at least 1'))),
    z.transform((v: string | undefined) =>
      v === undefined ? CHAT_HISTORY_PAGE_DEFAULT : Math.min(Number(v), CHAT_HISTORY_PAGE_MAX),
    ),
  ),
});
export type ChatHistoryQuery = z.output<typeof chatHistoryQuerySchema>;

export interface ChatSessionSummary {
  session_id: number;
  /** The ensemble of its latest turn. */
  ensemble_id: number | null;
  /** That ensemble's name when it still exists. */
  ensemble_name: string | null;
  /**
   * Every ensemble its turns were answered for (one, or each of several a message asked about, or
   * each the director turned to) that still exists, by name as the director's lists order them.
   */
  ensembles: { id: number; name: string }[];
  title: string;
  message_count: number;
  created_at: string;
  updated_at: string;
}

export type DisambiguationChoice =
  | { label: string; ensemble_id: number }
  | { label: string; title: string; composer: string | null; arranger: string | null; source: RecommendationSource };

export interface Disambiguation {
  /** What to ask the director; null when nothing is ambiguous (choices is empty). */
  question: string | null;
  choices: DisambiguationChoice[];
}

export type InsightFit = 'comfortable' | 'stretch' | 'too_hard' | 'too_easy';
export type ConcertPlacement = 'opener' | 'middle' | 'closer';

export interface PieceInsights {
  fit: InsightFit;
  fit_reason: string;
  rehearsal_estimate_minutes: number;
  teaching_points: string[];
  instrumentation_notes: string[];
  placement: ConcertPlacement;
  placement_reason: string;
  summary: string;
  /** The work's UIL listing, when it has one. */
  uil?: UilListing;
}

/** Ids arrive as JSON numbers, or as numeric strings from a form. */
const id = (name: string) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v)),
    z
      .int({
        error: (issue) => (issue.input == null ? `${name} is required` : `${name} must be a positive whole number`),
      })
      .check(
        z.positive(`${name} must be a positive whole number`),
        z.lte(Number.MAX_SAFE_INTEGER, `${name} must be a positive whole number`),
      ),
  );

const message = z
  .string({ error: (issue) => (issue.input == null ? 'Type a message for the assistant.' : 'message must be text') })
  .check(
    z.trim(),
    z.minLength(1, 'Type a message for the assistant.'),
    z.maxLength(CHAT_MESSAGE_MAX, `Your message is too long: at most ${CHAT_MESSAGE_MAX} characters.`),
    // the first message becomes the session's title: no bidi controls either, like every title
    printable('message', 'Your message'),
  );

const libraryOnlySwitch = z.boolean({ error: 'use_library_only must be true or false' });
const useLibraryOnly = z._default(libraryOnlySwitch, false);

export const chatSessionInputSchema = z.strictObject({ ensemble_id: id('ensemble_id') });

export const chatMessageInputSchema = z.strictObject({
  message,
  ensemble_id: id('ensemble_id'),
  use_library_only: useLibraryOnly,
  session_id: z.optional(id('session_id')),
  /** The program open in the builder: its pieces are not recommended again. */
  program_id: z.optional(id('program_id')),
});
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

/**
 * POST /chat/draft-notes: a first version of a piece's program notes, from its facts alone. The piece
 * is a program's (`program_id` and `piece_id`) or a library entry (`library_entry_id`).
 */
export const draftNotesInputSchema = z.union(
  [
    z.strictObject({ program_id: id('program_id'), piece_id: id('piece_id') }),
    z.strictObject({ library_entry_id: id('library_entry_id') }),
  ],
  {
    error: 'name a program and one of its pieces (program_id and piece_id), or a library entry (library_entry_id)',
  },
);
export type DraftNotesInput = z.infer<typeof draftNotesInputSchema>;

/** Answer of POST /chat/draft-notes: two versions of the note, and what the facts do not say (never printed). */
export interface NoteDraft {
  short: string;
  long: string;
  /** What no fact says ("the year it was written"): for the director to add, if they know it. */
  unknown: string[];
  /** The pages the catalogue's description comes from. */
  sources: string[];
}

export const chatFollowupInputSchema = z.strictObject({
  message,
  ensemble_id: id('ensemble_id'),
  session_id: z.optional(id('session_id')),
  // no default: without it, the session's switch carries over (a default would turn it off)
  use_library_only: z.optional(libraryOnlySwitch),
  program_id: z.optional(id('program_id')),
});
export type ChatFollowupInput = z.infer<typeof chatFollowupInputSchema>;

export const chatDisambiguateInputSchema = z.strictObject({
  message,
  ensemble_id: z.optional(id('ensemble_id')),
});
export type ChatDisambiguateInput = z.infer<typeof chatDisambiguateInputSchema>;

/**
 * GET /library/pieces/{pieceId}/analyze/{ensembleId} query: with piece id 0, `catalog_id` names
 * the catalogue work (a recommendation that is not in the library) to analyse.
 */
export const analyzeQuerySchema = z.strictObject({
  catalog_id: z.optional(z.string().check(z.trim(), z.maxLength(200, 'catalog_id must be at most 200 characters'))),
});

/** A catalogue work as the library's Add piece typeahead offers it. */
export interface CatalogWorkSummary {
  id: string;
  title: string;
  composer: string;
  arranger: string | null;
  publisher: string | null;
  grade: number;
  /** The scale the grade is on. */
  grade_scale: CatalogGradeScale;
  /** The grade as its source writes it ("III", "UIL Grade 3", "Medium Easy"). */
  grade_text: string;
  /** Seconds; null when no public page states it. */
  duration: number | null;
  ensemble_types: string[];
  uil: UilListing | null;
}

/** Answer of GET /catalog/works. */
export interface CatalogSearchResult {
  works: CatalogWorkSummary[];
}

export const CATALOG_SEARCH_LIMIT = 8;

/** GET /catalog/works: works whose title or composer contain every word of `q`. */
export const catalogSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'q is required' })
    .check(
      z.trim(),
      z.minLength(2, 'Type at least 2 characters to search the catalogue.'),
      z.maxLength(100, 'q must be at most 100 characters'),
    ),
});
