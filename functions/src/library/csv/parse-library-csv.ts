/**
 * A director's library CSV → one result per data row, streaming.
 *
 * How the worker reads an uploaded file (S3 object body: `ReadableStream<Uint8Array>`):
 *
 * ```ts
 * import { decodeCsvStream } from './csv/decode';
 * import { parseLibraryCsv } from './csv/parse-library-csv';
 * import { CsvFileError } from './csv/csv-file-error';
 *
 * try {
 *   const text = decodeCsvStream(body, { onEncoding: ({ encoding }) => logger.info('csv', { encoding }) });
 *   for await (const { row, entry, problems } of parseLibraryCsv(text, { onLayout: (layout) => notes.push(...layout.ignoredColumns) })) {
 *     if (entry) batch.push(entry);   // valid: write it (25 per BatchWriteItem)
 *     else skipped++;                 // no title (or an unreadable row): nothing to write
 *     errors.push(...problems);       // per row, with the file's line and column name
 *   }
 * } catch (err) {
 *   if (err instanceof CsvFileError) failTask(err.message); // not text, too large, no title column…
 *   else throw err;                                          // S3 or network: let SQS retry
 * }
 * ```
 *
 * The upload route calls `inspectCsvUpload(bytes)` first and answers 400 with its `reason`, so
 * a file that cannot be imported creates no task.
 *
 * Reading: the delimiter (comma, semicolon or tab) is sniffed from the first 64 K characters;
 * csv-parse reads quoted fields (delimiters, line breaks and `""` inside them), rows of any
 * length, CRLF, LF or CR; blank lines and rows whose cells are all blank are skipped; the header
 * is the row with a title column among the first 20 non-blank rows (banner rows above it are
 * skipped, see `columns.ts`). Each data row is checked field by field with the entry schema: a
 * value that cannot be read or is over its limit is a problem in that column and the field is
 * left empty (never cut short); a row without a title gives no entry.
 */
import { Readable, pipeline } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import {
  blankLibraryFields,
  CSV_MAX_BYTES,
  libraryEntryFields,
  libraryTitle,
  type LibraryEntryField,
  type LibraryEntryInput,
  type UploadRowProblem,
} from '@app/shared/contracts/library';
import { formatIssues, humanErrorMap } from '@app/shared/validation';
import {
  findHeaderRow,
  HEADER_SEARCH_ROWS,
  mapChosenHeader,
  mapHeader,
  noTitleColumnMessage,
  type ColumnChoice,
  type ColumnMapping,
} from './columns';
import { CsvFileError, type CsvFileErrorCode } from './csv-file-error';
import { unguardFormula } from './formula-guard';
import { decodeCsvBytes, decodeCsvStream, tooLargeMessage, type CsvEncoding, type DetectedEncoding } from './decode';
import { sniffCsv, type CsvDelimiter, type LineEnding } from './sniff';
import {
  parseArranger,
  parseDuration,
  parseEnsembleType,
  parseGrade,
  parseTags,
  parseYear,
  type ValueResult,
} from './values';

export interface LibraryCsvRow {
  /** The 1-based line of the file where the row starts. */
  row: number;
  /** The entry to store; absent when the row has no (valid) title or could not be read. */
  entry?: LibraryEntryInput;
  /** What was wrong in this row (the entry, if any, is still stored without those fields). */
  problems: UploadRowProblem[];
  /** The row's cells as the file wrote them (with the `keepCells` option only). */
  cells?: readonly string[];
}

export interface LibraryCsvLayout {
  delimiter: CsvDelimiter;
  lineEnding: LineEnding | null;
  /** The 1-based line of the header row. */
  headerRow: number;
  /** The header row's cells, trimmed. */
  header: string[];
  /** The columns read, left to right. */
  columns: ColumnMapping[];
  /** The entry fields the file's columns fill (a grade column fills the grade as written too). */
  fields: LibraryEntryField[];
  /** One notice per column that is not read ("column ignored: …"), on the header's line. */
  ignoredColumns: UploadRowProblem[];
}

export interface ParseLibraryCsvOptions {
  /** Called once, before the first row, when the header has been found. */
  onLayout?: (layout: LibraryCsvLayout) => void;
  /** Yield the rows after the first without reading their cells (no entry, no problems): for counting. */
  countOnly?: boolean;
  /**
   * The director's choice of a field (or none) per column of the header, by its 0-based index,
   * instead of the header's words (see `mapChosenHeader`). The header is then the row the words
   * would find, or the first non-blank row when they find none; it must fill the title.
   */
  mapping?: ColumnChoice | undefined;
  /** For a preview: a header without a title column is read anyway (its rows then give no entry). */
  titleOptional?: boolean;
  /** Each row carries its cells. */
  keepCells?: boolean;
}

/** Characters of the file's start used to sniff the delimiter. */
export const SNIFF_CHARS = 64 * 1024;
/** csv-parse refuses a longer row (an unclosed quote otherwise swallows the rest of the file). */
const MAX_RECORD_CHARS = 1_000_000;

/**
 * A library file's limits, each refused at once with its own sentence: far above any real library
 * (the largest seen has a few thousand pieces and two dozen columns), low enough that one file
 * cannot hold the import queue for long or make an answer too large to send.
 */
export const CSV_MAX_COLUMNS = 200;
export const CSV_MAX_ROWS = 20_000;
const TOO_MANY_COLUMNS = (count: number) =>
  `The file has ${count.toLocaleString('en-US')} columns; a library file has at most ${CSV_MAX_COLUMNS}. Check that this is the right file (a library export has one column per field).`;
const TOO_MANY_ROWS = `The file has more than ${CSV_MAX_ROWS.toLocaleString('en-US')} pieces, the most one import takes. Split it into smaller files and import them one after the other.`;

export const EMPTY_MESSAGE = 'The file is empty: it has no header row and no pieces.';
const NO_ROWS_MESSAGE = 'The file has a header row but no pieces under it.';
const CHOOSE_TITLE = 'Choose the column that holds the title of each piece.';

type Item =
  | { cells: string[]; line: number; failure?: undefined }
  | { failure: string; line: number; cells?: undefined };

const lineBreaks = (cells: readonly string[]) =>
  cells.reduce((n, cell) => n + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
const isBlank = (cells: readonly string[]) => cells.every((c) => !c.trim());

function failureMessage(err: CsvError): string {
  if (err.code === 'CSV_QUOTE_NOT_CLOSED') {
    return 'A quoted value that starts on this line is never closed (a " is missing), so this row and the rows after it could not be read.';
  }
  if (err.code === 'CSV_MAX_RECORD_SIZE') {
    return `This row is longer than ${MAX_RECORD_CHARS.toLocaleString('en-US')} characters (a " may be missing), so it and the rows after it could not be read.`;
  }
  return `This row could not be read (${err.message}), nor the rows after it.`;
}

/** csv-parse over the text, each non-blank record with the line where it starts; a parse error ends it. */
async function* readRecords(text: AsyncIterable<string>, delimiter: CsvDelimiter): AsyncGenerator<Item> {
  // A record csv-parse cannot read (a quote never closed, a record over the size limit) ends the
  // reading: it is skipped rather than thrown, because an error would drop the records parsed
  // before it in the same chunk; `records` says how many came before it.
  let skipped: { err: CsvError; records: number; emptyLines: number } | null = null;
  const parser = parse({
    delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    bom: true,
    info: true,
    max_record_size: MAX_RECORD_CHARS,
    skip_records_with_error: true,
    on_skip: (err) => {
      if (err && !skipped)
        skipped = { err, records: Number(err.records) || 0, emptyLines: Number(err.empty_lines) || 0 };
      return undefined;
    },
  });
  // errors of the text source reach us through the parser, which pipeline destroys with them
  pipeline(Readable.from(text), parser, () => {});
  // csv-parse counts a CRLF inside a quoted field as two lines, so lines are counted here: a record
  // starts after the previous one and the empty lines skipped since, and spans its own line breaks
  let lastLine = 0;
  let lastEmpty = 0;
  let records = 0;
  const failureAt = (emptyLines: number) => lastLine + 1 + Math.max(0, emptyLines - lastEmpty);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { empty_lines: number } }>) {
      if (skipped && records >= (skipped as { records: number }).records) break;
      records++;
      const line = lastLine + 1 + (info.empty_lines - lastEmpty);
      lastEmpty = info.empty_lines;
      lastLine = line + lineBreaks(record);
      if (!isBlank(record)) yield { cells: record, line };
    }
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    yield { failure: failureMessage(err), line: failureAt(Number(err.empty_lines) || 0) };
    return;
  } finally {
    parser.destroy();
  }
  const failure = skipped as { err: CsvError; emptyLines: number } | null;
  if (failure) yield { failure: failureMessage(failure.err), line: failureAt(failure.emptyLines) };
}

/**
 * The text in pieces of `SNIFF_CHARS`: a whole file handed to csv-parse as one piece is parsed whole
 * before the first row comes out, so a reader that stops early (the preview's five rows) would still
 * pay for every row of a large file.
 */
async function* chunksOf(source: string | Iterable<string> | AsyncIterable<string>): AsyncGenerator<string> {
  if (typeof source === 'string') {
    for (let at = 0; at < source.length; at += SNIFF_CHARS) yield source.slice(at, at + SNIFF_CHARS);
  } else yield* source;
}

/**
 * Rows of a library CSV, from its text (a string, or chunks such as `decodeCsvStream` gives).
 * Throws `CsvFileError` ('empty', 'no_title_column') before the first row; errors of the source
 * pass through.
 */
export async function* parseLibraryCsv(
  source: string | Iterable<string> | AsyncIterable<string>,
  options: ParseLibraryCsvOptions = {},
): AsyncGenerator<LibraryCsvRow, void, undefined> {
  const chunks = chunksOf(source);
  let sample = '';
  let ended = false;
  while (!ended && (sample.length < SNIFF_CHARS || !sample.trim())) {
    const next = await chunks.next();
    if (next.done) ended = true;
    else sample += next.value;
  }
  if (!sample.replace(/^\uFEFF/, '').trim()) throw new CsvFileError('empty', EMPTY_MESSAGE);
  const { delimiter, lineEnding } = sniffCsv(sample.slice(0, SNIFF_CHARS), {
    complete: ended && sample.length <= SNIFF_CHARS,
  });

  async function* text() {
    yield sample;
    if (!ended) yield* chunks;
  }
  const items = readRecords(text(), delimiter);
  try {
    const head: Item[] = [];
    let records = 0;
    while (records < HEADER_SEARCH_ROWS) {
      const next = await items.next();
      if (next.done) break;
      head.push(next.value);
      if (next.value.failure !== undefined) break;
      records++;
    }
    const headRecords = head.filter((item) => item.cells !== undefined);
    if (headRecords.length === 0 && head.length === 0) throw new CsvFileError('empty', EMPTY_MESSAGE);
    let headerIndex = findHeaderRow(headRecords.map((item) => item.cells!));
    if (headerIndex === -1 && headRecords.length && (options.mapping || options.titleOptional)) headerIndex = 0;
    if (headerIndex === -1) throw new CsvFileError('no_title_column', noTitleColumnMessage(headRecords[0]?.cells));
    const header = headRecords[headerIndex]!;
    if (header.cells!.length > CSV_MAX_COLUMNS)
      throw new CsvFileError('too_many_columns', TOO_MANY_COLUMNS(header.cells!.length));
    const { columns, ignored } = options.mapping
      ? mapChosenHeader(header.cells!, options.mapping)
      : mapHeader(header.cells!);
    const hasTitle = columns.some((c) => c.field === 'title');
    if (!hasTitle && !options.titleOptional) {
      throw new CsvFileError('no_title_column', options.mapping ? CHOOSE_TITLE : noTitleColumnMessage(header.cells));
    }
    const fields = [...new Set(columns.map((c) => c.field))];
    if (fields.includes('difficulty') && !fields.includes('difficulty_text')) fields.push('difficulty_text');
    options.onLayout?.({
      delimiter,
      lineEnding,
      headerRow: header.line,
      header: header.cells!.map((cell) => cell.trim()),
      columns,
      fields,
      ignoredColumns: ignored.map(({ name, message }) => ({ row: header.line, column: name, message })),
    });

    let rowsRead = 0;
    const toRow = (item: Item): LibraryCsvRow => {
      rowsRead += 1;
      if (rowsRead > CSV_MAX_ROWS) throw new CsvFileError('too_many_rows', TOO_MANY_ROWS);
      if (options.countOnly && rowsRead > 1) return { row: item.line, problems: [] };
      if (item.failure !== undefined) {
        return { row: item.line, problems: [{ row: item.line, column: null, message: item.failure }] };
      }
      const read = hasTitle ? readLibraryRow(item.cells, item.line, columns) : { row: item.line, problems: [] };
      return options.keepCells ? { ...read, cells: item.cells } : read;
    };
    for (const item of head.slice(head.indexOf(header) + 1)) yield toRow(item);
    for (;;) {
      const next = await items.next();
      if (next.done) break;
      yield toRow(next.value);
    }
  } finally {
    await items.return(undefined);
  }
}

/** Every field of an entry but the title, empty: what a row's file does not fill. */
const BLANK_FIELDS = blankLibraryFields();

/**
 * One data row → its entry and problems. `fileCells` are the row's cells, `row` its line, `columns`
 * the header's mapping (with a title column). Exported for tests and for callers that parse
 * rows themselves.
 */
export function readLibraryRow(
  fileCells: readonly string[],
  row: number,
  columns: readonly ColumnMapping[],
): LibraryCsvRow {
  // a cell our export guarded against formulas ('=…) reads as the value it guarded
  const cells = fileCells.map(unguardFormula);
  const problems: UploadRowProblem[] = [];
  const problem = (column: string | null, message: string) => problems.push({ row, column, message });
  const titleColumn = columns.find((c) => c.field === 'title')!;
  const titleCell = cells[titleColumn.index] ?? '';
  if (!titleCell.trim()) {
    problem(titleColumn.name, 'title is missing');
    return { row, problems };
  }
  const title = libraryTitle.safeParse(titleCell, { error: humanErrorMap });
  if (!title.success) {
    problem(titleColumn.name, formatIssues(title.error.issues));
    return { row, problems };
  }

  const entry: Partial<Record<LibraryEntryField, unknown>> = { title: title.data };
  const set = (field: LibraryEntryField, column: string, value: unknown) => {
    const checked = libraryEntryFields[field].safeParse(value, { error: humanErrorMap });
    if (checked.success) entry[field] = checked.data;
    else problem(column, formatIssues(checked.error.issues));
  };
  const read = <T>(column: ColumnMapping, result: ValueResult<T>, use: (value: T) => void) => {
    if (result.ok) use(result.value);
    else problem(column.name, result.message);
  };

  let writtenGrade: { text: string; column: string } | null = null;
  for (const column of columns) {
    const cell = cells[column.index] ?? '';
    const { field } = column;
    // one case per field of the contract: a new field is a type error here until its column is read
    switch (field) {
      case 'title':
        break;
      case 'arranger':
        set(field, column.name, parseArranger(cell));
        break;
      case 'composer':
      case 'publisher':
      case 'genre':
      case 'key':
      case 'meter':
      case 'program_notes':
      case 'catalog_number':
      case 'location':
      case 'notes':
        set(field, column.name, cell);
        break;
      case 'difficulty_text':
        if (cell.trim()) writtenGrade = { text: cell, column: column.name };
        break;
      case 'difficulty':
        read(column, parseGrade(cell), (grade) => {
          if (!grade) return;
          set('difficulty', column.name, grade.difficulty);
          if (grade.difficulty_text !== null) writtenGrade ??= { text: grade.difficulty_text, column: column.name };
        });
        break;
      case 'duration':
        read(column, parseDuration(cell, column.durationUnit), (v) => set('duration', column.name, v));
        break;
      case 'ensemble_type':
        read(column, parseEnsembleType(cell), (v) => set('ensemble_type', column.name, v));
        break;
      case 'year':
        read(column, parseYear(cell), (v) => set('year', column.name, v));
        break;
      case 'tags':
        set('tags', column.name, parseTags(cell));
        break;
      default:
        field satisfies never;
    }
  }
  // a "Grade (as written)" column wins over the words of the grade column, whatever their order
  const asWritten = columns.find((c) => c.field === 'difficulty_text');
  const written =
    asWritten && (cells[asWritten.index] ?? '').trim()
      ? { text: cells[asWritten.index]!, column: asWritten.name }
      : writtenGrade;
  if (written) set('difficulty_text', written.column, written.text);

  const unreadable = columns.find((c) => cells[c.index]?.includes('\uFFFD'));
  if (unreadable) {
    problem(
      unreadable.name,
      'some characters could not be read (they show as �): save the file as "CSV UTF-8" and upload it again',
    );
  }
  // each field was checked on its own above: the blank fills the others, as the schema's defaults would
  return { row, entry: { title: '', ...BLANK_FIELDS, tags: [], ...entry } as LibraryEntryInput, problems };
}

export type CsvInspection =
  | {
      ok: true;
      encoding: CsvEncoding;
      /** The file began with a byte order mark. */
      bom: boolean;
      layout: LibraryCsvLayout;
      /** Data rows (each checked), for the task's progress total. */
      rows: number;
    }
  | { ok: false; code: CsvFileErrorCode; reason: string };

/**
 * The upload route's check of a whole file, before it stores it and queues a task: empty, over
 * `CSV_MAX_BYTES`, not text, no title column, or no row under the header → `{ ok: false, reason }`
 * (a sentence for a 400); else how the worker will read it.
 */
export async function inspectCsvUpload(bytes: Uint8Array, mapping?: ColumnChoice): Promise<CsvInspection> {
  if (bytes.length === 0) return { ok: false, code: 'empty', reason: EMPTY_MESSAGE };
  if (bytes.length > CSV_MAX_BYTES) return { ok: false, code: 'too_large', reason: tooLargeMessage(CSV_MAX_BYTES) };
  // in pieces, as a stream would give them: the parser stops at the row cap instead of reading all
  return inspectCsvStream(piecesOf(bytes, SNIFF_CHARS), mapping);
}

function* piecesOf(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/**
 * The same check of a file read as a stream (a file the browser stored in the bucket itself): its
 * bytes pass through once, in the S3 body's pieces, so memory stays flat whatever its size.
 */
export async function inspectCsvStream(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  mapping?: ColumnChoice,
): Promise<CsvInspection> {
  let detected: DetectedEncoding | undefined;
  let bytes = 0;
  async function* counted() {
    for await (const chunk of source) {
      bytes += chunk.length;
      yield chunk;
    }
  }
  try {
    const text = decodeCsvStream(counted(), { maxBytes: CSV_MAX_BYTES, onEncoding: (d) => (detected = d) });
    let layout: LibraryCsvLayout | undefined;
    let rows = 0;
    const options = { onLayout: (l: LibraryCsvLayout) => (layout = l), countOnly: true, ...(mapping && { mapping }) };
    for await (const _row of parseLibraryCsv(text, options)) rows += 1;
    if (bytes === 0) return { ok: false, code: 'empty', reason: EMPTY_MESSAGE };
    if (!rows) return { ok: false, code: 'no_rows', reason: NO_ROWS_MESSAGE };
    return { ok: true, encoding: detected!.encoding, bom: detected!.bom, layout: layout!, rows };
  } catch (err) {
    if (!(err instanceof CsvFileError)) throw err;
    return bytes === 0
      ? { ok: false, code: 'empty', reason: EMPTY_MESSAGE }
      : { ok: false, code: err.code, reason: err.message };
  }
}

/** Rows a preview shows. */
export const PREVIEW_ROWS = 5;

export type CsvPreviewResult =
  | {
      ok: true;
      layout: LibraryCsvLayout;
      /** The first rows under the header, each read as the import would (no entry without a title column). */
      rows: LibraryCsvRow[];
    }
  | { ok: false; code: CsvFileErrorCode; reason: string };

/**
 * The import dialog's look at a file before anything is written: the same checks as
 * `inspectCsvUpload`, except that a header without a title column is shown (the first row that
 * looks most like a header, else the first row) so the director can choose one; then the first
 * rows, read with `mapping` when given, as the worker will read them.
 */
export async function previewCsvUpload(bytes: Uint8Array, mapping?: ColumnChoice): Promise<CsvPreviewResult> {
  if (bytes.length === 0) return { ok: false, code: 'empty', reason: EMPTY_MESSAGE };
  if (bytes.length > CSV_MAX_BYTES) return { ok: false, code: 'too_large', reason: tooLargeMessage(CSV_MAX_BYTES) };
  try {
    const { text } = decodeCsvBytes(bytes);
    let layout: LibraryCsvLayout | undefined;
    const rows: LibraryCsvRow[] = [];
    const options = {
      onLayout: (l: LibraryCsvLayout) => (layout = l),
      titleOptional: true,
      keepCells: true,
      ...(mapping && { mapping }),
    };
    for await (const row of parseLibraryCsv(text, options)) {
      rows.push(row);
      if (rows.length >= PREVIEW_ROWS) break;
    }
    if (!rows.length) return { ok: false, code: 'no_rows', reason: NO_ROWS_MESSAGE };
    return { ok: true, layout: layout!, rows };
  } catch (err) {
    if (err instanceof CsvFileError) return { ok: false, code: err.code, reason: err.message };
    throw err;
  }
}
