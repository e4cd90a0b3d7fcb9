import { CSV_MAX_RECEIVE_COUNT } from '@app/shared/layout';
import {
  UPLOAD_ERRORS_KEPT,
  type LibraryEntryField,
  type LibraryEntryInput,
  type UploadRowProblem,
} from '@app/shared/contracts/library';
import { pieceIdentity } from '@app/shared/domain/search-text';
import { catalogFillsFor } from '../catalog/match-catalog';
import { config } from '../lib/config';
import { count, logger, METRIC } from '../lib/observability';
import { getObject } from '../lib/s3';
import { CsvFileError } from './csv/csv-file-error';
import { decodeCsvStream } from './csv/decode';
import { importedEntryId } from './imported-entry-id';
import { parseLibraryCsv, type LibraryCsvLayout } from './csv/parse-library-csv';
import type { Caller } from '../lib/caller';
import {
  batchPutEntries,
  claimPiece,
  listEntryItems,
  newLibraryRecord,
  pieceClaims,
  updateEntryFields,
  type LibraryRecord,
} from './entry-repository';
import { currentLibrary, libraryChanged } from './library-copy';
import {
  endImportHold,
  getLibraryVersion,
  holdNewPieces,
  IMPORT_HOLD_MS,
  type ImportHold,
  setLibraryCount,
} from './library-version-repository';
import { getTask, noRowsYet, updateTask } from './upload-task-repository';
import type { CsvImportMessage } from './upload-service';

/** Rows written at once (one chunk), and single conditional writes in flight within a chunk. */
const CHUNK_ROWS = 500;
const WRITES_IN_FLIGHT = 64;
/** Tries at a piece whose holder the director keeps deleting or renaming as the row is written. */
const HOLDER_TRIES = 5;

/** A row read and waiting to be written: its entry, the fields its file fills, the id it would create. */
interface PendingRow {
  /** The row's line in the file, and its place among the data rows (from 1). */
  line: number;
  index: number;
  identity: string;
  entry: LibraryEntryInput;
  fields: Partial<LibraryEntryInput>;
  id: number;
}

/**
 * Writes an import's rows in chunks, one chunk after the other while the file waits, so the
 * director's writes in between meet an import that decides each row against what is stored:
 * - a piece the import knows (`known`, the library as read at the start and as written since)
 *   gets the row's fields with one UpdateItem, on condition that the entry is still that piece:
 *   the director may be editing that entry right now;
 * - the chunk's other pieces are new, unless the director created one since the import read the
 *   library. Holding new pieces for the chunk (library-version-repository.ts), so that no director
 *   claims one meanwhile, the import reads their claims in one BatchGetItem: a piece claimed is
 *   claimed as a director's write would be (entry-repository.ts), which names the entry that holds
 *   it, updated instead; the others' entries are written with BatchWriteItem, under the import's
 *   own ids and without claims. A director's write finds them in its copy of the library, which it
 *   checks while no import holds new pieces, so after the chunk's version bump.
 * So a piece is never two entries and a deleted entry never comes back under its id: a row
 * written after the delete creates the piece anew. The library's count moves by the entries
 * the chunk really created, with the version bump after each chunk.
 */
class ImportWriter {
  private chunk: PendingRow[] = [];
  private readonly identities = new Set<string>();
  private writing: Promise<void> = Promise.resolve();
  private inFlight = false;

  /**
   * Lets the chunk being written take its answers between two rows read: the reader would otherwise
   * run through the rows already read before the writes' answers are seen.
   */
  async yieldToWrites(): Promise<void> {
    if (this.inFlight) await new Promise((resolve) => setImmediate(resolve));
  }

  /** `pieceWrites`: the directors' piece writers that had run when the import read the library. */
  constructor(
    private readonly taskId: number,
    private readonly caller: Caller,
    private readonly known: Map<string, LibraryRecord>,
    private readonly counts: ReturnType<typeof noRowsYet>,
    private readonly now: string,
    private readonly pieceWrites: number,
  ) {}

  async add(row: PendingRow): Promise<void> {
    // the same piece twice in a chunk: the earlier row is written first, so the later one wins
    if (this.identities.has(row.identity)) await this.startChunk();
    this.chunk.push(row);
    this.identities.add(row.identity);
    if (this.chunk.length >= CHUNK_ROWS) await this.startChunk();
  }

  /**
   * Starts writing the rows read so far, once the chunk before is written: the file is read on
   * meanwhile, and chunks are written one after the other (throws the first failure).
   */
  private async startChunk(): Promise<void> {
    const rows = this.chunk;
    this.chunk = [];
    this.identities.clear();
    await this.writing;
    if (!rows.length) return;
    this.inFlight = true;
    this.writing = this.write(rows).finally(() => (this.inFlight = false));
    // awaited by the next chunk or by flush: a failure meanwhile is not left unhandled
    this.writing.catch(() => {});
  }

  /** Writes the rows read so far and waits until every chunk is written (throws the first failure). */
  async flush(): Promise<void> {
    await this.startChunk();
    await this.writing;
  }

  /** Waits for the chunk being written, if any, whatever its outcome (an import that stops). */
  async settle(): Promise<void> {
    await this.writing.catch(() => {});
  }

  /** Writes a chunk, then moves the task's cursor past it. */
  private async write(rows: readonly PendingRow[]): Promise<void> {
    const { sub } = this.caller;
    const { created, held } = await this.writeRows(rows);
    const written = { rows: rows.at(-1)!.index, created: this.counts.created, updated: this.counts.updated };
    try {
      // the chunk's entries are written: the version bump (ending the hold) and the cursor go out together
      await Promise.all([
        libraryChanged(this.caller, { countChange: created, stale: true, endsImportHold: held }),
        updateTask(sub, this.taskId, ['processing'], { ...this.counts, written }),
      ]);
    } catch (error) {
      if (held) await endImportHold(sub);
      throw error;
    }
  }

  /** Writes the chunk's entries: how many it created, and whether it holds new pieces (to end with its bump). */
  private async writeRows(rows: readonly PendingRow[]): Promise<{ created: number; held: boolean }> {
    const unknown: PendingRow[] = [];
    await forEachLimited(rows, WRITES_IN_FLIGHT, async (row) => {
      if (!(await this.updateKnown(row))) unknown.push(row);
    });
    if (!unknown.length) return { created: 0, held: false };
    const { sub } = this.caller;
    const hold = await holdNewPieces(sub);
    try {
      return { created: (await this.createPieces(unknown, hold)).length, held: true };
    } catch (error) {
      await endImportHold(sub);
      throw error;
    }
  }

  /** The row's fields on the entry the import knows holds its piece; false when it knows none (or it changed). */
  private async updateKnown(row: PendingRow): Promise<boolean> {
    const known = this.known.get(row.identity);
    if (!known) return false;
    const updated = await updateEntryFields(this.caller.sub, known.id, row.identity, row.fields);
    if (updated) {
      this.updated(updated, row);
      return true;
    }
    this.known.delete(row.identity); // deleted or renamed since the import read it
    return false;
  }

  /** Creates the pieces of `rows` (updates their holders when claimed meanwhile), holding new pieces. */
  private async createPieces(rows: readonly PendingRow[], hold: ImportHold): Promise<LibraryRecord[]> {
    // no director claimed a piece since the import read the library: the claims need no reading
    const claims =
      hold.pieceWrites === this.pieceWrites
        ? new Map<string, number>()
        : await pieceClaims(
            this.caller.sub,
            rows.map((row) => row.identity),
          );
    // a free piece: unclaimed, or claimed for this row's own id by an interrupted delivery of this task
    const free = (row: PendingRow) => (claims.get(row.identity) ?? row.id) === row.id;
    // entries written without claims must land within the hold, else every row is claimed one by one:
    // a quarter of it leaves 15 s for the chunk's BatchWriteItem calls (two a lane, each backing off 3.6 s at most)
    const batched = new Set(Date.now() - hold.since < IMPORT_HOLD_MS / 4 ? rows.filter(free) : []);
    const created = [...batched].map((row) => this.created(row));
    await forEachLimited(
      rows.filter((row) => !batched.has(row)),
      WRITES_IN_FLIGHT,
      async (row) => {
        const record = await this.claimOne(row);
        if (record) created.push(record);
      },
    );
    await batchPutEntries(created);
    return created;
  }

  /** One row whose piece is claimed, or could not be written in the batch: the new record to put if it creates it. */
  private async claimOne(row: PendingRow): Promise<LibraryRecord | undefined> {
    const { sub } = this.caller;
    for (let attempt = 0; attempt < HOLDER_TRIES; attempt += 1) {
      const holder = await claimPiece(sub, row.identity, row.id);
      if (!holder) return this.created(row);
      const updated = await updateEntryFields(sub, holder.id, row.identity, row.fields);
      if (updated) return this.updated(updated, row);
      // the holder was deleted or renamed in between: claim again
    }
    throw new Error(`the piece of row ${row.line} kept changing while the import wrote it`);
  }

  private created(row: PendingRow): LibraryRecord {
    const record = newLibraryRecord(this.caller.sub, row.entry, this.now, row.id, row.identity);
    this.known.set(row.identity, record);
    this.counts.created += 1;
    return record;
  }

  private updated(record: LibraryRecord, row: PendingRow): undefined {
    this.known.set(row.identity, record);
    // an entry this row created in an interrupted delivery: created, and already counted in the library
    if (record.id === row.id) this.counts.created += 1;
    else this.counts.updated += 1;
    return undefined;
  }
}

/** Runs `work` on every item, at most `limit` at once; rejects with the first failure once all settled. */
async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  const settled = await Promise.allSettled(lanes);
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) throw failure.reason;
}

/** The row's values of the fields its file has, and of those the catalogue filled in. */
function pickFields(
  entry: LibraryEntryInput,
  fileFields: ReadonlySet<LibraryEntryField>,
  fills: readonly UploadRowProblem[],
): Partial<LibraryEntryInput> {
  const fields: Partial<Record<LibraryEntryField, unknown>> = {};
  for (const field of fileFields) fields[field] = entry[field];
  if (fills.some((f) => f.column === 'Grade')) {
    fields.difficulty = entry.difficulty;
    fields.difficulty_text = entry.difficulty_text;
  }
  if (fills.some((f) => f.column === 'Duration')) fields.duration = entry.duration;
  return fields as Partial<LibraryEntryInput>;
}

/** The row problem that means "no title": such rows are skipped, other unstored rows failed. */
const NO_TITLE = 'title is missing';

const FAILED_ON_OUR_SIDE =
  'The import stopped because of a problem on our side, after several tries. Your library was not changed by the rows not yet read. Please upload the file again; if it happens again, contact us with this import.';

/** Tries at resuming an interrupted import while the library keeps changing, before SQS's next delivery. */
const RESUME_TRIES = 3;

/**
 * The library as the table holds it, for a task an earlier delivery started and did not finish.
 * That delivery may have written entries it never counted (the count moves every thousand), and
 * this container's copy may predate them, so the entries are read from the table and the count
 * set to theirs, conditioned on the version read first (a write in between: read again).
 */
async function libraryAsStored({ sub }: Caller): Promise<Map<string, LibraryRecord>> {
  for (let attempt = 0; attempt < RESUME_TRIES; attempt += 1) {
    const { version } = await getLibraryVersion(sub);
    const records = await listEntryItems(sub);
    if (await setLibraryCount(sub, records.length, version)) return new Map(records.map((r) => [r.identity, r]));
  }
  throw new Error('the library kept changing while an interrupted import was resumed');
}

/**
 * The row with the grade and duration it lacks filled from an unambiguous catalogue match, and a
 * note per fact for the report. The director's values always win: a fact the row or the entry it
 * updates already has is never filled.
 */
function withCatalogFacts(entry: LibraryEntryInput, existing: LibraryRecord | undefined, row: number) {
  const fills: UploadRowProblem[] = [];
  const found = catalogFillsFor({
    ...entry,
    difficulty: entry.difficulty ?? existing?.difficulty ?? null,
    duration: entry.duration ?? existing?.duration ?? null,
  });
  const filled = { ...entry };
  if (found.difficulty) {
    filled.difficulty = found.difficulty.value;
    filled.difficulty_text ??= found.difficulty.text ?? null;
    fills.push({ row, column: 'Grade', message: found.difficulty.note });
  }
  if (found.duration) {
    filled.duration = found.duration.value;
    fills.push({ row, column: 'Duration', message: found.duration.note });
  }
  return { entry: filled, fills };
}

/**
 * Runs one import task: streams its file from S3 through the CSV reader and writes the entries.
 * Idempotent: a piece already in the library (same folded title + composer + arranger), or
 * repeated in the file, updates that entry instead of adding another, so re-importing a file or
 * a second delivery of the message never duplicates. A task already finished is left alone. A
 * delivery after one that died mid-file reads the library from the table and the file from the
 * start, writes the rows after the task's cursor (the rows whose chunks were written, saved with
 * each chunk), and counts the entries the task created before as created (their ids say so), so the
 * task ends as one clean run would.
 *
 * A file the reader refuses fails the task for good (no retry). Any other error is thrown, so SQS
 * delivers the message again; on the last delivery the task is marked failed first.
 */
export async function runImport(
  { sub, task_id: taskId, mapping }: CsvImportMessage,
  receiveCount: number,
): Promise<void> {
  const task = await getTask(sub, taskId);
  if (!task) {
    logger.warn('CSV import message for a task that does not exist', { task_id: taskId });
    return;
  }
  if (task.status === 'completed' || task.status === 'failed') return;
  const resumed = task.status === 'processing';
  // after a delivery that died mid-file: its rows up to the cursor are written, and counted
  const cursor = resumed ? task.written : undefined;
  const counts = { ...noRowsYet(), created: cursor?.created ?? 0, updated: cursor?.updated ?? 0 };
  const started = await updateTask(sub, taskId, ['queued', 'processing'], {
    status: 'processing',
    ...counts,
    errors: [],
    catalog_fills: [],
  });
  if (!started) return;
  const caller: Caller = { sub };

  const errors: UploadRowProblem[] = [];
  const catalogFills: UploadRowProblem[] = [];
  let writer: ImportWriter | undefined;
  try {
    // read while holding new pieces, so that a director's piece written after it counts in `pieceWrites`
    const { pieceWrites } = await holdNewPieces(sub);
    let known: Map<string, LibraryRecord>;
    try {
      known = resumed ? await libraryAsStored(caller) : new Map((await currentLibrary(caller)).byIdentity);
    } finally {
      await endImportHold(sub);
    }
    const now = new Date().toISOString();
    writer = new ImportWriter(taskId, caller, known, counts, now, pieceWrites);

    const body = await getObject(config.UPLOADS_BUCKET, task.object_key);
    let fileFields: ReadonlySet<LibraryEntryField> = new Set();
    const onLayout = (layout: LibraryCsvLayout) => {
      fileFields = new Set(layout.fields);
      // columns the import does not read are reported once, on the header's line
      errors.push(...layout.ignoredColumns.slice(0, UPLOAD_ERRORS_KEPT));
    };
    for await (const { entry: read, problems, row } of parseLibraryCsv(decodeCsvStream(body), { onLayout, mapping })) {
      counts.rows_processed += 1;
      for (const problem of problems) if (errors.length < UPLOAD_ERRORS_KEPT) errors.push(problem);
      if (!read) {
        if (problems.some((p) => p.message === NO_TITLE)) counts.skipped += 1;
        else counts.failed += 1;
        continue;
      }
      const identity = pieceIdentity(read);
      const index = counts.rows_processed;
      const id = importedEntryId(taskId, index);
      const written = index <= (cursor?.rows ?? 0);
      // a row written before the cursor is read again only for the report: the entry it created is not "existing"
      const existing = known.get(identity);
      const { entry, fills } = withCatalogFacts(read, written && existing?.id === id ? undefined : existing, row);
      if (fills.length) {
        counts.filled += 1;
        for (const fill of fills) if (catalogFills.length < UPLOAD_ERRORS_KEPT) catalogFills.push(fill);
      }
      if (written) continue;
      await writer.yieldToWrites();
      const fields = pickFields(entry, fileFields, fills);
      await writer.add({ line: row, index, identity, entry, fields, id });
    }
    await writer.flush();
    count(METRIC.importRows, counts.rows_processed);
    count(METRIC.importRowsFailed, counts.failed);
    await updateTask(sub, taskId, ['processing'], {
      ...counts,
      rows_total: counts.rows_processed,
      status: 'completed',
      errors,
      catalog_fills: catalogFills,
      finished_at: new Date().toISOString(),
    });
  } catch (error) {
    // a chunk still being written finishes before the task says where the import stopped
    await writer?.settle();
    if (error instanceof CsvFileError) {
      await updateTask(sub, taskId, ['processing'], {
        ...counts,
        status: 'failed',
        error: error.message,
        errors,
        finished_at: new Date().toISOString(),
      });
      return;
    }
    if (receiveCount >= CSV_MAX_RECEIVE_COUNT) {
      await updateTask(sub, taskId, ['processing'], {
        ...counts,
        status: 'failed',
        error: FAILED_ON_OUR_SIDE,
        errors,
        finished_at: new Date().toISOString(),
      });
    }
    throw error;
  }
}
