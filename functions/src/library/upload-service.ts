import { basename } from 'node:path';
import { CSV_MAX_BYTES, type UploadTask } from '@app/shared/contracts/library';
import { BIDI_CONTROLS } from '@app/shared/contracts/text';
import type { Caller } from '../lib/caller';
import { config } from '../lib/config';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '../lib/errors';
import { newId } from '../lib/ids';
import { parseSingleFile } from '../lib/multipart';
import { logger } from '../lib/observability';
import type { ApiEvent } from '../lib/responses';
import { deleteObject, putObject, S3UnavailableError } from '../lib/s3';
import { sendToCsvQueue } from '../lib/sqs';
import { inspectCsvUpload } from './csv/parse-library-csv';
import { deleteQueuedTask, getTask, insertUploadTask, listTasks, toUploadTask } from './upload-task-repository';

/** What the CSV queue carries: which task of whom (the file is named by the task). */
export interface CsvImportMessage {
  sub: string;
  task_id: number;
}

const TOO_LARGE = 'The file is larger than 10 MB. Split it into smaller files and import each one.';

/** Control characters and the bidi controls of the text rules: dropped from a file name shown. */
const UNSHOWABLE = new RegExp(`[\\u0000-\\u001f\\u007f${BIDI_CONTROLS}]`, 'g');

/** A file name fit to show: no folders, no control or bidi characters, at most 200 characters. */
const displayName = (filename: string) =>
  [...basename(filename.replace(/\\/g, '/')).replace(UNSHOWABLE, '')].slice(0, 200).join('').trim() || 'library.csv';

/** What a director reads when S3 or SQS is down: nothing was kept, so the upload is simply repeated. */
const NOT_STARTED =
  'The import could not be started just now, and nothing was imported. Please upload the file again in a few minutes.';

const notStarted = (cause: unknown) => new ServiceUnavailableError('IMPORT_UNAVAILABLE', NOT_STARTED, { cause });

/**
 * POST /library/upload/csv: checks the file (400 with the reason and no task when it cannot be
 * imported), keeps it in the uploads bucket, records a queued task and queues it for the worker.
 * If S3 or SQS is down: 503, and neither the file nor the task is left behind.
 */
export async function startImport(caller: Caller, event: ApiEvent): Promise<{ id: number; status: 'queued' }> {
  const file = await parseSingleFile(event, CSV_MAX_BYTES, TOO_LARGE);
  const inspection = await inspectCsvUpload(file.data);
  if (!inspection.ok) throw new ValidationError(inspection.reason, { code: inspection.code });

  // the file is kept before its task is written (no task names a missing file), under an id of its own
  const objectKey = `imports/${encodeURIComponent(caller.sub)}/${newId()}.csv`;
  try {
    await putObject(config.UPLOADS_BUCKET, objectKey, file.data, { contentType: 'text/csv' });
  } catch (error) {
    // an object stored whose answer was lost expires with the bucket's lifecycle rule
    if (error instanceof S3UnavailableError) throw notStarted(error);
    throw error;
  }
  const { id } = await insertUploadTask(caller.sub, {
    filename: displayName(file.filename),
    rows_total: inspection.rows,
    object_key: objectKey,
  }).catch(async (error: unknown) => {
    await dropFile(objectKey);
    throw error;
  });
  try {
    await sendToCsvQueue({ sub: caller.sub, task_id: id } satisfies CsvImportMessage);
  } catch (error) {
    // a message whose answer was lost may still have arrived: if the worker has taken the task, it runs
    if (!(await deleteQueuedTask(caller.sub, id))) {
      logger.warn('CSV import queued although SendMessage failed', { task_id: id, error: error as Error });
      return { id, status: 'queued' };
    }
    logger.error('CSV import not queued; task and file removed', { task_id: id, error: error as Error });
    await dropFile(objectKey);
    throw notStarted(error);
  }
  return { id, status: 'queued' };
}

/** Removes an uploaded file no task will read; if S3 is down too, the bucket's lifecycle rule expires it. */
const dropFile = (objectKey: string) =>
  deleteObject(config.UPLOADS_BUCKET, objectKey).catch((error: unknown) =>
    logger.warn('uploaded CSV left to expire', { object_key: objectKey, error: error as Error }),
  );

export async function getTaskStatus(caller: Caller, id: number): Promise<UploadTask> {
  const task = await getTask(caller.sub, id);
  if (!task) throw NotFoundError.of('Upload task');
  return toUploadTask(task);
}

/** The user's imports, newest first, one page with the total. */
export async function listTaskPage(
  caller: Caller,
  page: { skip: number; limit: number },
): Promise<{ data: UploadTask[]; total: number }> {
  const tasks = await listTasks(caller.sub);
  return { data: tasks.slice(page.skip, page.skip + page.limit).map(toUploadTask), total: tasks.length };
}
