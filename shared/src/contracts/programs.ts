import * as z from 'zod/mini';
import type { UilEnsembleCheck } from '../domain/uil-contest';
import { printable, type TextKind } from './text';

/**
 * The program and its pieces as the browser reads them.
 * Request schemas of the programs routes live beside these types.
 */
export type ProgramStatus = 'in_progress' | 'finalized';

export interface ProgramPiece {
  id: number;
  title: string;
  composer: string | null;
  arranger: string | null;
  /** Seconds; null when the length is unknown. */
  duration: number | null;
  /** 1-based: unassigned pieces first, then each ensemble in program order. */
  order: number;
  /** null = unassigned. */
  ensemble_id: number | null;
  /** Program notes printed under the piece when the export includes them. */
  notes: string | null;
  /** The library entry it was copied from, if any. */
  library_entry_id: number | null;
}

export interface ProgramEnsemble {
  ensemble_id: number;
  order: number;
  /** Joined from the ensemble at read time. */
  name: string;
  type: string;
}

/** A program shared with its audience: its public page is `/p/<token>` (the token, ≥ 128 random bits, is the link). */
export interface ProgramShare {
  token: string;
  shared_at: string;
}

export interface Program {
  id: number;
  title: string;
  /** The browser reads `name`; it always equals the title. */
  name: string;
  /** Same as performance_date (the browser reads both). */
  date: string | null;
  status: ProgramStatus;
  pieces: ProgramPiece[];
  program_ensembles: ProgramEnsemble[];
  /** YYYY-MM-DD */
  performance_date: string | null;
  /** HH:MM (24 h) */
  performance_time: string | null;
  venue: string | null;
  is_half_concert: boolean;
  /** A UIL Concert and Sight-Reading program: the builder checks each set against the UIL's requirements. */
  uil_contest: boolean;
  /** Minutes. */
  target_duration: number | null;
  notes: string | null;
  /** Seconds, the sum of piece durations. */
  total_duration: number;
  /** Its public page, while the director shares it; null when not shared. */
  share: ProgramShare | null;
  /** m:ss */
  formatted_duration: string;
  created_at: string;
  updated_at: string;
}

/**
 * A program as GET /programs lists it: what the Programs page and Select Program show (name, status,
 * date, venue, ensembles, piece count, running time), without its pieces or notes; GET /programs/{id}
 * answers the whole program.
 */
export interface ProgramSummary extends Omit<Program, 'pieces' | 'notes'> {
  piece_count: number;
  /** Pieces whose length is unknown (`total_duration` counts only the known ones). */
  pieces_without_duration: number;
}

/**
 * One piece one ensemble played: the repertoire history is every piece of a finalized program whose
 * date has passed, with the ensemble it was assigned to (unassigned pieces were not performed).
 */
export interface Performance {
  program_id: number;
  program_title: string;
  /** YYYY-MM-DD: the performance date, or the day it was finalized when the program has none. */
  date: string;
  ensemble_id: number;
  /** null when the ensemble has been deleted since. */
  ensemble_name: string | null;
  title: string;
  composer: string | null;
  arranger: string | null;
  library_entry_id: number | null;
}

/** GET /programs/{id}/uil-check: each ensemble's set against the UIL's stated requirements. */
export interface UilCheck {
  program_id: number;
  uil_contest: boolean;
  sets: UilEnsembleCheck[];
}

export const programStatuses = ['in_progress', 'finalized'] as const;

/** Validation messages, word for word as the product's texts require. */
export const PROGRAM_NAME_REQUIRED = 'Program name is required';
export const ENSEMBLES_REQUIRED = 'Please select at least one ensemble';
export const TARGET_DURATION_NOT_NUMBER = 'Target duration must be a number';
export const EMPTY_ENSEMBLE_UPDATE = 'Cannot update program with empty ensemble list';
export const EMPTY_ENSEMBLE_REORDER = 'Cannot reorder with empty ensemble list';

/** Limits that keep one program item far below DynamoDB's 400 KB. */
export const MAX_PROGRAM_PIECES = 100;
export const MAX_PROGRAM_ENSEMBLES = 20;
/** A director's programs at most: the list answer stays small (docs/architecture.md, "Caps"). */
export const MAX_PROGRAMS = 1000;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const text = (max: number, kind: TextKind, label: string) =>
  z.pipe(z.transform(blankToNull), z.nullable(z.string().check(z.trim(), z.maxLength(max), printable(kind, label))));

/** Positive integer ids below 2^53 (the browser keeps them exact). */
export const entityId = z.int().check(z.positive());

const programTitle = z.pipe(
  z.transform(blankToNull),
  z
    .string({ error: (issue) => (issue.input == null ? PROGRAM_NAME_REQUIRED : undefined) })
    .check(
      z.trim(),
      z.minLength(1, PROGRAM_NAME_REQUIRED),
      z.maxLength(200, 'Program name must be at most 200 characters'),
      printable('name', 'Program name'),
    ),
);

/** YYYY-MM-DD, a real calendar date; '' or null clears it. */
const performanceDate = z.pipe(
  z.transform(blankToNull),
  z.nullable(z.iso.date({ error: 'Performance date must be a real date in the form YYYY-MM-DD' })),
);

/** HH:MM (24 h); HH:MM:SS is accepted and cut to HH:MM. */
const performanceTime = z.pipe(
  z.transform(blankToNull),
  z.nullable(
    z.pipe(
      z
        .string({ error: 'Performance time must be a time in the form HH:MM' })
        .check(
          z.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/, 'Performance time must be a time in the form HH:MM'),
        ),
      z.transform((v: string) => v.slice(0, 5)),
    ),
  ),
);

/** Whole minutes; numeric strings are parsed as the browser's form sends them. */
const targetDuration = z.pipe(
  z.transform((v: unknown) => {
    if (typeof v !== 'string') return v;
    const t = v.trim();
    if (t === '') return null;
    return /^[+-]?\d+(\.\d+)?$/.test(t) ? Number(t) : v;
  }),
  z.nullable(
    z
      .number({ error: TARGET_DURATION_NOT_NUMBER })
      .check(
        z.int('Target duration must be a whole number of minutes'),
        z.gte(1, 'Target duration must be at least 1 minute'),
        z.lte(1440, 'Target duration must be at most 1440 minutes'),
      ),
  ),
);

const ensembleIds = (emptyMessage: string) =>
  z
    .array(entityId, {
      error: (issue) => (issue.input == null ? emptyMessage : 'ensemble_ids must be a list of ensemble ids'),
    })
    .check(
      z.minLength(1, emptyMessage),
      z.maxLength(MAX_PROGRAM_ENSEMBLES, `A program can have at most ${MAX_PROGRAM_ENSEMBLES} ensembles`),
      z.refine((ids) => new Set(ids).size === ids.length, 'ensemble_ids must not list an ensemble twice'),
    );

/** A piece's ensemble: an id (numeric strings accepted), or null / '' for unassigned. */
const pieceEnsembleId = z.pipe(
  z.transform((v: unknown) =>
    typeof v === 'string' ? (v.trim() === '' ? null : /^\d+$/.test(v.trim()) ? Number(v.trim()) : v) : v,
  ),
  z.nullable(entityId),
);

const pieceTitle = z.pipe(
  z.transform(blankToNull),
  z
    .string({ error: (issue) => (issue.input == null ? 'Piece title is required' : 'title must be a string') })
    .check(
      z.trim(),
      z.minLength(1, 'Piece title is required'),
      z.maxLength(300, 'title must be at most 300 characters'),
      printable('name', 'Piece title'),
    ),
);
const pieceDuration = z.pipe(
  z.transform(blankToNull),
  z.nullable(
    z
      .int({ error: 'Duration must be a whole number of seconds' })
      .check(z.gte(0, 'Duration must not be negative'), z.lte(86_400, 'Duration must be at most 86400 seconds')),
  ),
);

const pieceFields = {
  composer: z.optional(text(200, 'name', 'Composer')),
  arranger: z.optional(text(200, 'name', 'Arranger')),
  duration: z.optional(pieceDuration),
  notes: z.optional(text(2000, 'lines', 'Piece notes')),
  ensemble_id: z.optional(pieceEnsembleId),
};

/**
 * A piece of POST /programs/{id}/pieces/0 (described by the body) or of POST /programs `pieces`.
 * With a library entry id (path or `library_entry_id`), the entry's fields are the defaults.
 */
export const pieceInputSchema = z.strictObject({
  title: z.optional(pieceTitle),
  ...pieceFields,
  library_entry_id: z.optional(z.nullable(entityId)),
});
export type PieceInput = z.infer<typeof pieceInputSchema>;

/** PATCH /programs/{id}/pieces/{pieceId}. */
export const updatePieceSchema = z.strictObject({ title: z.optional(pieceTitle), ...pieceFields });
export type UpdatePieceInput = z.infer<typeof updatePieceSchema>;

/** The creation input may call the title `name` and the date `date`: both are aliases. */
const mergeAliases = (input: unknown) => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const { name, date, ...rest } = input as Record<string, unknown>;
  const blank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');
  if (name !== undefined && blank(rest.title)) rest.title = name;
  if (date !== undefined && blank(rest.performance_date)) rest.performance_date = date;
  return rest;
};

/** The optional fields of a program, the same in creation and update. */
const programDetailFields = {
  target_duration: z.optional(targetDuration),
  performance_date: z.optional(performanceDate),
  performance_time: z.optional(performanceTime),
  venue: z.optional(text(200, 'line', 'Venue')),
  is_half_concert: z.optional(z.boolean()),
  uil_contest: z.optional(z.boolean({ error: 'uil_contest must be true or false' })),
  notes: z.optional(text(5000, 'lines', 'Notes')),
};

/** POST /programs: what the Create New Program dialog sends. Empty strings become null. */
export const createProgramSchema = z.pipe(
  z.transform(mergeAliases),
  z.strictObject({
    title: programTitle,
    ensemble_ids: ensembleIds(ENSEMBLES_REQUIRED),
    ...programDetailFields,
    pieces: z.optional(
      z
        .array(
          pieceInputSchema.check(
            z.refine((p) => p.title || p.library_entry_id, { message: 'Piece title is required', path: ['title'] }),
          ),
        )
        .check(z.maxLength(MAX_PROGRAM_PIECES, `A program can hold at most ${MAX_PROGRAM_PIECES} pieces`)),
    ),
  }),
);
export type CreateProgramInput = z.infer<typeof createProgramSchema>;

/** PATCH /programs/{id}: rename {title}, date change, status, the other fields, or the ensembles. */
export const updateProgramSchema = z.pipe(
  z.transform(mergeAliases),
  z.strictObject({
    title: z.optional(programTitle),
    status: z.optional(z.enum(programStatuses)),
    ensemble_ids: z.optional(ensembleIds(EMPTY_ENSEMBLE_UPDATE)),
    ...programDetailFields,
  }),
);
export type UpdateProgramInput = z.infer<typeof updateProgramSchema>;

/**
 * PATCH /programs/{id}/ensembles. With `previous_ensemble_ids` (the program's ensembles as the
 * browser last read them) only the ensembles added or removed since then change, so two windows
 * never undo each other's change; without it the selection replaces the program's.
 */
export const updateProgramEnsemblesSchema = z.strictObject({
  ensemble_ids: ensembleIds(EMPTY_ENSEMBLE_UPDATE),
  previous_ensemble_ids: z.optional(
    z.array(entityId, { error: 'previous_ensemble_ids must be a list of ensemble ids' }).check(z.maxLength(100)),
  ),
});

/** PUT /programs/{id}/ensembles/reorder: a permutation of the program's ensembles. */
export const reorderEnsemblesSchema = z.strictObject({ ensemble_ids: ensembleIds(EMPTY_ENSEMBLE_REORDER) });

/**
 * PUT /programs/{id}/pieces/reorder: the listed pieces (all of the program's or a subset) take the
 * positions those pieces occupy now, in the given order; the others keep theirs.
 */
export const reorderPiecesSchema = z.strictObject({
  piece_ids: z.array(entityId).check(
    z.minLength(1, 'piece_ids must list at least one piece'),
    z.maxLength(MAX_PROGRAM_PIECES),
    z.refine((ids) => new Set(ids).size === ids.length, 'piece_ids must not list a piece twice'),
  ),
});

/** GET /programs?status=…; `all` (the browser's cache key for every program) means no filter. */
export const listProgramsQuerySchema = z.object({
  status: z.optional(z.enum([...programStatuses, 'all'])),
});

/** POST /programs/{id}/duplicate?new_title=…; without it the copy is called "<title> (copy)". */
export const duplicateProgramQuerySchema = z.object({ new_title: z.optional(programTitle) });

/** Answer of POST /programs/{id}/pieces/{pieceId}. */
export interface AddPieceResult {
  program: Program;
  new_piece: ProgramPiece;
}

/** What the public page and its API say of a link that shares nothing (unknown, revoked, or malformed). */
export const SHARED_PROGRAM_GONE = 'This program is not shared, or no longer: ask the director for the link again.';

/** The path of a shared program's public page. */
export const sharedProgramPath = (token: string): string => `/p/${token}`;

/** A piece as the public page shows it: no ids, no lengths, nothing but what the audience reads. */
export interface SharedPiece {
  title: string;
  composer: string | null;
  arranger: string | null;
  notes: string | null;
}

/** Answer of GET /shared/programs/{token} (no sign-in): what a shared program's public page shows. */
export interface SharedProgram {
  title: string;
  /** YYYY-MM-DD */
  performance_date: string | null;
  /** HH:MM (24 h) */
  performance_time: string | null;
  venue: string | null;
  /** The running order: the ensembles' sets in concert order (pieces not yet assigned first, if any). */
  sets: { heading: string; pieces: SharedPiece[] }[];
  /** The set the intermission follows (its index), for a half concert; null otherwise. */
  intermission_after: number | null;
}
