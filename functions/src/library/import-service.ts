import { CSV_MAX_RECEIVE_COUNT } from '@app/shared/layout';
import { UPLOAD_ERRORS_KEPT, type LibraryEntryInput, type UploadRowProblem } from '@app/shared/contracts/library';
import { pieceIdentity } from '@app/shared/domain/search-text';
import { catalogFillsFor } from '../catalog/match-catalog';
import { config } from '../lib/config';
import { count, logger, METRIC } from '../lib/observability';
import { getObject } from '../lib/s3';
import { CsvFileError } from './csv/csv-file-error';
import { decodeCsvStream } from './csv/decode';
import { importedEntryId } from './imported-entry-id';
import { parseLibraryCsv } from './csv/parse-library-csv';
import type { Caller } from '../lib/caller';
import {
  batchPutEntries,
  listEntryItems,
  newLibraryRecord,
  replacedRecord,
  type LibraryRecord,
} from './entry-repository';
import { currentLibrary, libraryChanged } from './library-copy';
import { getLibraryVersion, setLibraryCount } from './library-version-repository';
import { getTask, noRowsYet, updateTask } from './upload-task-repository';
import type { CsvImportMessage } from './upload-service';

/** Entries per write (four BatchWriteItem calls), writes in flight while the file is read on, entries per version bump. */
const WRITE_RECORDS = 100;
const WRITES_IN_FLIGHT = 4;
const BUMP_EVERY_RECORDS = 1000;
/** The task's progress is saved at most once a second. */
const PROGRESS_EVERY_MS = 1000;

/**
 * Writes an import's entries while the file is still being read: batches of 100 go out with up
 * to four in flight. An entry whose earlier version is still in flight (the same piece twice in a
 * file) waits for it, so the later row always wins. The library's version is bumped (and its
 * count raised by the entries created) after every thousand written and at the end.
 */
class ImportWriter {
  private batch: LibraryRecord[] = [];
  private batchCreated = 0;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly inFlightIds = new Set<number>();
  private writtenSinceBump = 0;
  private createdSinceBump = 0;

  constructor(private readonly caller: Caller) {}

  async add(record: LibraryRecord, created: boolean): Promise<void> {
    const waiting = this.batch.findIndex((r) => r.id === record.id);
    if (waiting >= 0) {
      this.batch[waiting] = record; // one BatchWriteItem may not name a key twice
      return;
    }
    if (this.inFlightIds.has(record.id)) await this.drain();
    this.batch.push(record);
    if (created) this.batchCreated += 1;
    if (this.batch.length >= WRITE_RECORDS) await this.send();
  }

  async finish(): Promise<void> {
    await this.drain();
    if (this.writtenSinceBump) await this.bump();
  }

  private async send(): Promise<void> {
    const records = this.batch;
    const created = this.batchCreated;
    this.batch = [];
    this.batchCreated = 0;
    if (!records.length) return;
    if (this.inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(this.inFlight);
    for (const r of records) this.inFlightIds.add(r.id);
    const write: Promise<void> = batchPutEntries(records).then(async () => {
      for (const r of records) this.inFlightIds.delete(r.id);
      this.writtenSinceBump += records.length;
      this.createdSinceBump += created;
      if (this.writtenSinceBump >= BUMP_EVERY_RECORDS) await this.bump();
    });
    this.inFlight.add(write);
    void write.finally(() => this.inFlight.delete(write)).catch(() => undefined);
  }

  /** Sends what is batched and waits for every write in flight (throws the first failure). */
  private async drain(): Promise<void> {
    await this.send();
    await Promise.all([...this.inFlight]);
  }

  private async bump(): Promise<void> {
    const created = this.createdSinceBump;
    this.writtenSinceBump = 0;
    this.createdSinceBump = 0;
    await libraryChanged(this.caller, { countChange: created, stale: true });
  }
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
 * delivery after one that died mid-file reads the library from the table, and counts the entries
 * the task created before as created (their ids say so), so the task ends as one clean run would.
 *
 * A file the reader refuses fails the task for good (no retry). Any other error is thrown, so SQS
 * delivers the message again; on the last delivery the task is marked failed first.
 */
export async function runImport({ sub, task_id: taskId }: CsvImportMessage, receiveCount: number): Promise<void> {
  const task = await getTask(sub, taskId);
  if (!task) {
    logger.warn('CSV import message for a task that does not exist', { task_id: taskId });
    return;
  }
  if (task.status === 'completed' || task.status === 'failed') return;
  const resumed = task.status === 'processing';
  const counts = noRowsYet();
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
  try {
    const known = resumed ? await libraryAsStored(caller) : new Map((await currentLibrary(caller)).byIdentity);
    const writer = new ImportWriter(caller);
    let lastProgress = Date.now();

    const now = new Date().toISOString();
    const body = await getObject(config.UPLOADS_BUCKET, task.object_key);
    // columns the import does not read are reported once, on the header's line
    const onLayout = ({ ignoredColumns }: { ignoredColumns: UploadRowProblem[] }) =>
      errors.push(...ignoredColumns.slice(0, UPLOAD_ERRORS_KEPT));
    for await (const { entry: read, problems, row } of parseLibraryCsv(decodeCsvStream(body), { onLayout })) {
      counts.rows_processed += 1;
      for (const problem of problems) if (errors.length < UPLOAD_ERRORS_KEPT) errors.push(problem);
      if (!read) {
        if (problems.some((p) => p.message === NO_TITLE)) counts.skipped += 1;
        else counts.failed += 1;
        continue;
      }
      const identity = pieceIdentity(read);
      const existing = known.get(identity);
      const { entry, fills } = withCatalogFacts(read, existing, row);
      if (fills.length) {
        counts.filled += 1;
        for (const fill of fills) if (catalogFills.length < UPLOAD_ERRORS_KEPT) catalogFills.push(fill);
      }
      const id = importedEntryId(taskId, counts.rows_processed);
      const record = existing ? replacedRecord(existing, entry, now) : newLibraryRecord(sub, entry, now, id);
      // an entry this row created in an interrupted delivery: created, and already counted in the library
      if (!existing || existing.id === id) counts.created += 1;
      else counts.updated += 1;
      known.set(identity, record);
      await writer.add(record, !existing);
      if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = Date.now();
        await updateTask(sub, taskId, ['processing'], { ...counts });
      }
    }
    await writer.finish();
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
