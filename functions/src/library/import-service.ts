import { CSV_MAX_RECEIVE_COUNT } from '@app/shared/layout';
import { UPLOAD_ERRORS_KEPT, type UploadRowProblem } from '@app/shared/contracts/library';
import { pieceIdentity } from '@app/shared/domain/search-text';
import { config } from '../lib/config';
import { count, logger, METRIC } from '../lib/observability';
import { getObject } from '../lib/s3';
import { CsvFileError } from './csv/csv-file-error';
import { decodeCsvStream } from './csv/decode';
import { parseLibraryCsv } from './csv/parse-library-csv';
import { currentLibrary, libraryChanged } from './library-copy';
import { batchPutEntries, getTask, updateTask, type LibraryRecord } from './repository';
import { newLibraryRecord, replacedRecord } from './service';
import type { CsvImportMessage } from './upload-service';

/** Entries written per flush (four BatchWriteItem calls); the task's progress is saved at most once a second. */
const FLUSH_RECORDS = 100;
const PROGRESS_EVERY_MS = 1000;

/** The row problem that means "no title": such rows are skipped, other unstored rows failed. */
const NO_TITLE = 'title is missing';

const FAILED_ON_OUR_SIDE =
  'The import stopped because of a problem on our side, after several tries. Your library was not changed by the rows not yet read. Please upload the file again; if it happens again, contact us with this import.';

/**
 * Runs one import task: streams its file from S3 through the CSV reader and writes the entries.
 * Idempotent: a piece already in the library (same folded title + composer + arranger), or
 * repeated in the file, updates that entry instead of adding another, so re-importing a file or
 * a second delivery of the message never duplicates. A task already finished is left alone.
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
  const started = await updateTask(sub, taskId, ['queued', 'processing'], {
    status: 'processing',
    rows_processed: 0,
    created: 0,
    updated: 0,
    skipped: 0,
    failed: 0,
    errors: [],
  });
  if (!started) return;

  const counts = { rows_processed: 0, created: 0, updated: 0, skipped: 0, failed: 0 };
  const errors: UploadRowProblem[] = [];
  try {
    const library = await currentLibrary(sub);
    const known = new Map(library.byIdentity);
    const pending = new Map<number, LibraryRecord>();
    let createdPending = 0;
    let lastProgress = Date.now();

    const flush = async () => {
      if (!pending.size) return;
      await batchPutEntries([...pending.values()]);
      await libraryChanged(sub, { countChange: createdPending, stale: true });
      pending.clear();
      createdPending = 0;
    };

    const now = new Date().toISOString();
    const body = await getObject(config.UPLOADS_BUCKET, task.object_key);
    // columns the import does not read are reported once, on the header's line
    const onLayout = ({ ignoredColumns }: { ignoredColumns: UploadRowProblem[] }) => errors.push(...ignoredColumns.slice(0, UPLOAD_ERRORS_KEPT));
    for await (const { entry, problems } of parseLibraryCsv(decodeCsvStream(body), { onLayout })) {
      counts.rows_processed += 1;
      for (const problem of problems) if (errors.length < UPLOAD_ERRORS_KEPT) errors.push(problem);
      if (!entry) {
        if (problems.some((p) => p.message === NO_TITLE)) counts.skipped += 1;
        else counts.failed += 1;
        continue;
      }
      const identity = pieceIdentity(entry);
      const existing = known.get(identity);
      const record = existing ? replacedRecord(existing, entry, now) : newLibraryRecord(sub, entry, now);
      if (existing) counts.updated += 1;
      else {
        counts.created += 1;
        createdPending += 1;
      }
      known.set(identity, record);
      pending.set(record.id, record);
      if (pending.size >= FLUSH_RECORDS) {
        await flush();
        if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
          lastProgress = Date.now();
          await updateTask(sub, taskId, ['processing'], { ...counts });
        }
      }
    }
    await flush();
    count(METRIC.importRows, counts.rows_processed);
    count(METRIC.importRowsFailed, counts.failed);
    await updateTask(sub, taskId, ['processing'], {
      ...counts,
      rows_total: counts.rows_processed,
      status: 'completed',
      errors,
      finished_at: new Date().toISOString(),
    });
  } catch (error) {
    if (error instanceof CsvFileError) {
      await updateTask(sub, taskId, ['processing'], { ...counts, status: 'failed', error: error.message, errors, finished_at: new Date().toISOString() });
      return;
    }
    if (receiveCount >= CSV_MAX_RECEIVE_COUNT) {
      await updateTask(sub, taskId, ['processing'], { ...counts, status: 'failed', error: FAILED_ON_OUR_SIDE, errors, finished_at: new Date().toISOString() });
    }
    throw error;
  }
}
