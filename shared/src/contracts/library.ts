import * as z from 'zod/mini';
import { ensembleTypes, type EnsembleType } from './ensembles';
import { printable, type TextKind } from './text';

/**
 * A director's music library: its entries and the library calls. The same schemas check the
 * web form, the API body and every imported CSV row, so a limit is said once and the message
 * names it (nothing is ever cut short silently).
 */
export const LIBRARY_LIMITS = {
  title: 300,
  person: 200,
  publisher: 200,
  difficultyText: 50,
  genre: 100,
  tag: 40,
  tags: 20,
  key: 30,
  meter: 30,
  programNotes: 5000,
  catalogNumber: 100,
  location: 200,
  notes: 2000,
  /** Seconds (4 hours). */
  duration: 4 * 60 * 60,
  minYear: 1000,
  maxYear: 2100,
} as const;

/** Page size of GET /library/entries: 100 by default; more than 500 is capped to 500. */
export const LIBRARY_PAGE_DEFAULT = 100;
export const LIBRARY_PAGE_MAX = 500;
/** Page size of GET /library/upload/tasks. */
export const UPLOAD_TASKS_PAGE_DEFAULT = 10;
/** Largest CSV file accepted at upload. */
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
/** Row problems an upload task keeps (the counts cover every row). */
export const UPLOAD_ERRORS_KEPT = 100;

export interface LibraryEntry {
  id: number;
  title: string;
  composer: string | null;
  arranger: string | null;
  publisher: string | null;
  /** Grade 0.5–6 in steps of 0.5. */
  difficulty: number | null;
  /** The grade as the director's file wrote it ("Medium Easy", "III"). */
  difficulty_text: string | null;
  /** Seconds. */
  duration: number | null;
  ensemble_type: EnsembleType | null;
  genre: string | null;
  tags: string[];
  key: string | null;
  meter: string | null;
  year: number | null;
  /** Printed by the booklet export when the piece is in a program. */
  program_notes: string | null;
  catalog_number: string | null;
  /** Shelf or folder. */
  location: string | null;
  notes: string | null;
  /** YYYY-MM-DD of the last finalized program that held it (read-only). */
  last_performed: string | null;
  times_performed: number;
  created_at: string;
  updated_at: string;
}

export interface LibraryPage {
  data: LibraryEntry[];
  /** Entries matching the filters, before skip/limit. */
  total: number;
}

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Optional text: trimmed, '' means none, at most `max` characters (the message says so), printable. */
const text = (field: string, max: number, kind: TextKind = 'line') =>
  z.pipe(
    z.transform(blankToNull),
    z.nullable(
      z
        .string({ error: `${field} must be text` })
        .check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters`), printable(kind, field)),
    ),
  );

export const libraryTitle = z
  .string({ error: (issue) => (issue.input == null ? 'title is required' : 'title must be text') })
  .check(
    z.trim(),
    z.minLength(1, 'title is required'),
    z.maxLength(LIBRARY_LIMITS.title, `title must be at most ${LIBRARY_LIMITS.title} characters`),
    printable('name', 'title'),
  );

/** A grade on the 0.5–6 scale in 0.5 steps. */
export const isGrade = (v: number) => v >= 0.5 && v <= 6 && Number.isInteger(v * 2);

export const libraryDifficulty = z.pipe(
  z.transform(blankToNull),
  z.nullable(
    z
      .number({ error: 'difficulty must be a number (a grade from 0.5 to 6)' })
      .check(z.refine(isGrade, 'difficulty must be a grade from 0.5 to 6 in steps of 0.5')),
  ),
);

const duration = z.pipe(
  z.transform(blankToNull),
  z.nullable(
    z
      .number({ error: 'duration must be a number of seconds' })
      .check(
        z.int('duration must be a whole number of seconds'),
        z.gte(1, 'duration must be at least 1 second'),
        z.lte(LIBRARY_LIMITS.duration, `duration must be at most ${LIBRARY_LIMITS.duration} seconds (4 hours)`),
      ),
  ),
);

const ensembleType = z.pipe(
  z.transform(blankToNull),
  z.nullable(z.enum(ensembleTypes, { error: `ensemble_type must be one of: ${ensembleTypes.join(', ')}` })),
);

const tags = z.pipe(
  z
    .array(
      z
        .string({ error: 'each tag must be text' })
        .check(
          z.trim(),
          z.toLowerCase(),
          z.minLength(1, 'a tag must not be empty'),
          z.maxLength(LIBRARY_LIMITS.tag, `each tag must be at most ${LIBRARY_LIMITS.tag} characters`),
          printable('line', 'a tag'),
        ),
      { error: 'tags must be a list of words' },
    )
    .check(z.maxLength(LIBRARY_LIMITS.tags, `tags must have at most ${LIBRARY_LIMITS.tags} items`)),
  z.transform((list: string[]) => [...new Set(list)]),
);

const yearRange = `year must be between ${LIBRARY_LIMITS.minYear} and ${LIBRARY_LIMITS.maxYear}`;
const year = z.pipe(
  z.transform(blankToNull),
  z.nullable(
    z
      .number({ error: 'year must be a number' })
      .check(
        z.int('year must be a whole number'),
        z.gte(LIBRARY_LIMITS.minYear, yearRange),
        z.lte(LIBRARY_LIMITS.maxYear, yearRange),
      ),
  ),
);

/** The writable fields of an entry, each with its own rule. */
export const libraryEntryFields = {
  title: libraryTitle,
  composer: text('composer', LIBRARY_LIMITS.person, 'name'),
  arranger: text('arranger', LIBRARY_LIMITS.person, 'name'),
  publisher: text('publisher', LIBRARY_LIMITS.publisher),
  difficulty: libraryDifficulty,
  difficulty_text: text('difficulty_text', LIBRARY_LIMITS.difficultyText),
  duration,
  ensemble_type: ensembleType,
  genre: text('genre', LIBRARY_LIMITS.genre),
  tags,
  key: text('key', LIBRARY_LIMITS.key),
  meter: text('meter', LIBRARY_LIMITS.meter),
  year,
  program_notes: text('program_notes', LIBRARY_LIMITS.programNotes, 'lines'),
  catalog_number: text('catalog_number', LIBRARY_LIMITS.catalogNumber),
  location: text('location', LIBRARY_LIMITS.location),
  notes: text('notes', LIBRARY_LIMITS.notes, 'lines'),
} as const;

export type LibraryEntryField = keyof typeof libraryEntryFields;

/** The fields by name, in the template's column order. */
export const libraryEntryFieldNames = Object.keys(libraryEntryFields) as LibraryEntryField[];

/** How the page and the import dialog name each field (the template's column headers). */
export const libraryFieldLabels: Readonly<Record<LibraryEntryField, string>> = {
  title: 'Title',
  composer: 'Composer',
  arranger: 'Arranger',
  publisher: 'Publisher',
  difficulty: 'Grade',
  difficulty_text: 'Grade (as written)',
  duration: 'Duration',
  ensemble_type: 'Ensemble type',
  genre: 'Genre',
  tags: 'Tags',
  key: 'Key',
  meter: 'Meter',
  year: 'Year',
  program_notes: 'Program notes',
  catalog_number: 'Catalog number',
  location: 'Location',
  notes: 'Notes',
};

/**
 * POST /library/entries and PUT /library/entries/{id} (PUT replaces the entry: a field left out
 * is cleared). Only the title is required; unknown fields are refused.
 */
export const libraryEntryInputSchema = z.strictObject({
  title: libraryTitle,
  composer: z._default(z.optional(libraryEntryFields.composer), null),
  arranger: z._default(z.optional(libraryEntryFields.arranger), null),
  publisher: z._default(z.optional(libraryEntryFields.publisher), null),
  difficulty: z._default(z.optional(libraryEntryFields.difficulty), null),
  difficulty_text: z._default(z.optional(libraryEntryFields.difficulty_text), null),
  duration: z._default(z.optional(libraryEntryFields.duration), null),
  ensemble_type: z._default(z.optional(libraryEntryFields.ensemble_type), null),
  genre: z._default(z.optional(libraryEntryFields.genre), null),
  tags: z._default(z.optional(libraryEntryFields.tags), []),
  key: z._default(z.optional(libraryEntryFields.key), null),
  meter: z._default(z.optional(libraryEntryFields.meter), null),
  year: z._default(z.optional(libraryEntryFields.year), null),
  program_notes: z._default(z.optional(libraryEntryFields.program_notes), null),
  catalog_number: z._default(z.optional(libraryEntryFields.catalog_number), null),
  location: z._default(z.optional(libraryEntryFields.location), null),
  notes: z._default(z.optional(libraryEntryFields.notes), null),
});
export type LibraryEntryInput = z.output<typeof libraryEntryInputSchema>;

/** What an entry holds besides its title when nothing else is given (every field empty). */
export function blankLibraryFields(): Omit<LibraryEntryInput, 'title'> {
  const { title: _title, ...blank } = libraryEntryInputSchema.parse({ title: '-' });
  return blank;
}

/** `2` or `1.5-2.5` (inclusive), each a grade on the scale. */
export interface GradeRange {
  min: number;
  max: number;
}

const gradeRange = z.pipe(
  z.string().check(z.trim()),
  z.transform((value: string, ctx): GradeRange | undefined => {
    if (value === '') return undefined;
    const match = /^(\d+(?:\.\d+)?)\s*(?:-\s*(\d+(?:\.\d+)?))?$/.exec(value);
    const min = match ? Number(match[1]) : NaN;
    const max = match?.[2] === undefined ? min : Number(match[2]);
    if (!isGrade(min) || !isGrade(max) || min > max) {
      ctx.issues.push({
        code: 'custom',
        message: 'difficulty must be a grade (2) or a range of grades (1.5-2.5) between 0.5 and 6',
        input: value,
      });
      return z.NEVER;
    }
    return { min, max };
  }),
);

const nonNegativeInt = (field: string, fallback: number) =>
  z.pipe(
    z._default(z.string().check(z.trim()), String(fallback)),
    z.transform((value: string, ctx) => {
      const n = value === '' ? fallback : Number(value);
      if (!Number.isSafeInteger(n) || n < 0) {
        ctx.issues.push({ code: 'custom', message: `${field} must be a whole number of at least 0`, input: value });
        return z.NEVER;
      }
      return n;
    }),
  );

const filterText = (field: string) =>
  z.pipe(
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(LIBRARY_LIMITS.person, `${field} must be at most ${LIBRARY_LIMITS.person} characters`),
        ),
    ),
    z.transform((v: string | undefined) => v || undefined),
  );

/** The page size of a list: at most LIBRARY_PAGE_MAX, whatever was asked. */
const pageSize = (fallback: number) =>
  z.pipe(
    nonNegativeInt('limit', fallback),
    z.transform((n: number) => Math.min(n, LIBRARY_PAGE_MAX)),
  );

/** What the library list can be sorted by; entries without the value come last either way. */
export const librarySortKeys = ['title', 'composer', 'difficulty', 'duration', 'last_performed'] as const;
export type LibrarySort = (typeof librarySortKeys)[number];
export type SortOrder = 'asc' | 'desc';

/** GET /library/entries query. */
export const libraryQuerySchema = z.strictObject({
  skip: nonNegativeInt('skip', 0),
  limit: pageSize(LIBRARY_PAGE_DEFAULT),
  search: filterText('search'),
  composer: filterText('composer'),
  arranger: filterText('arranger'),
  difficulty: z.optional(gradeRange),
  sort: z._default(z.enum(librarySortKeys, { error: `sort must be one of: ${librarySortKeys.join(', ')}` }), 'title'),
  order: z._default(z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }), 'asc'),
});
export type LibraryQuery = z.output<typeof libraryQuerySchema>;

/** GET /library/upload/tasks query. */
export const uploadTasksQuerySchema = z.strictObject({
  skip: nonNegativeInt('skip', 0),
  limit: pageSize(UPLOAD_TASKS_PAGE_DEFAULT),
});

export type UploadStatus = 'queued' | 'processing' | 'completed' | 'failed';

export interface UploadRowProblem {
  /** 1-based line of the file. */
  row: number;
  /** The file's column name, when the problem is in one column. */
  column: string | null;
  message: string;
}

/** GET /library/upload/status/{id}; also the items of GET /library/upload/tasks. */
export interface UploadTask {
  id: number;
  filename: string;
  status: UploadStatus;
  rows_total: number;
  rows_processed: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  /** The first 100 row problems. */
  errors: UploadRowProblem[];
  /** Rows whose missing grade or duration the catalogue supplied (an unambiguous match). */
  filled: number;
  /** The first 100 of those facts, each naming its source ("Grade 3 from the UIL list (…)"). */
  catalog_fills: UploadRowProblem[];
  /** Why the whole import failed (status failed). */
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

/**
 * Multipart field `mapping` of POST /library/upload/csv and of its preview (JSON): for each column
 * of the file's header, by its 0-based index, the field it fills or null to ignore it. Replaces
 * the mapping the header's words would give; a column it leaves out is ignored.
 */
export const csvColumnMappingSchema = z.pipe(
  z
    .record(
      z.string().check(z.regex(/^\d{1,4}$/, 'each key of the mapping must be a column number (0, 1, 2…)')),
      z.nullable(
        z.enum(libraryEntryFieldNames, {
          error: `each column must map to one of: ${libraryEntryFieldNames.join(', ')}, or null`,
        }),
      ),
      { error: 'the mapping must be an object of column numbers to fields' },
    )
    .check(
      z.superRefine((mapping, ctx) => {
        const seen = new Set<string>();
        for (const field of Object.values(mapping)) {
          if (field === null) continue;
          if (seen.has(field))
            ctx.addIssue({
              code: 'custom',
              message: `two columns are set to ${libraryFieldLabels[field]}: choose one`,
            });
          seen.add(field);
        }
      }),
    ),
  z.transform(
    (mapping: Record<string, LibraryEntryField | null>) =>
      Object.fromEntries(Object.entries(mapping).map(([index, field]) => [Number(index), field])) as Record<
        number,
        LibraryEntryField | null
      >,
  ),
);
export type CsvColumnMapping = z.output<typeof csvColumnMappingSchema>;

/** A column of the file in a CSV preview: its header, the field it will fill (null: ignored) and its first values. */
export interface CsvPreviewColumn {
  /** 0-based position in a row: the key of the mapping. */
  index: number;
  header: string;
  field: LibraryEntryField | null;
  /** The column's first non-empty cells (up to 3), as the file wrote them. */
  examples: string[];
}

/** A row of a CSV preview as it would be stored: its entry (null when nothing would be) and its problems. */
export interface CsvPreviewRow {
  /** 1-based line of the file. */
  row: number;
  entry: LibraryEntryInput | null;
  problems: UploadRowProblem[];
}

/** Answer of POST /library/upload/csv/preview: nothing is stored. */
export interface CsvPreview {
  /** 1-based line of the header row. */
  header_row: number;
  columns: CsvPreviewColumn[];
  /** The first rows under the header (up to 5). */
  rows: CsvPreviewRow[];
  /** What an empty cell in an imported column does, in a sentence. */
  empty_cell_note: string;
}

/**
 * POST /library/upload/csv/target: where the browser stores a file straight in the uploads bucket
 * (a presigned POST), so a large file never passes the API. The size is checked here and again by
 * S3 (the policy allows 1 byte to CSV_MAX_BYTES) and again when the import starts.
 */
export const csvUploadTargetInputSchema = z.object({
  file_name: z.string().check(z.trim(), z.minLength(1, 'the file name is missing'), z.maxLength(1000)),
  size: z.number().check(z.int('the size is a number of bytes'), z.nonnegative('the size is a number of bytes')),
});
export type CsvUploadTargetInput = z.infer<typeof csvUploadTargetInputSchema>;

/** Answer of POST /library/upload/csv/target: post a form of `fields`, then the file (field `file`), to `url`. */
export interface CsvUploadTarget {
  /** The file's key: the preview and the import name it. */
  key: string;
  url: string;
  fields: Record<string, string>;
  /** Seconds the form may be posted for. */
  expires_in: number;
}

/** POST /library/upload/csv/staged/preview and POST /library/upload/csv/staged: a file stored through its target. */
export const csvStagedFileSchema = z.object({
  key: z.string().check(z.minLength(1, 'the file key is missing'), z.maxLength(300)),
  /** The file's name as the director chose it (shown in the import's history). */
  file_name: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
  mapping: z.optional(csvColumnMappingSchema),
});
export type CsvStagedFile = z.output<typeof csvStagedFileSchema>;

/** POST /library/check-library-status. */
/** Answer of POST /library/upload/csv (202): the task to follow. */
export interface UploadStarted {
  id: number;
  status: 'queued';
}

/** Answer of GET /library/upload/tasks: one page of imports, newest first, and how many there are. */
export interface UploadTaskPage {
  data: UploadTask[];
  total: number;
}

export interface LibraryStatus {
  has_library: boolean;
  entry_count: number;
  last_import: { id: number; status: UploadStatus; finished_at: string | null } | null;
}
