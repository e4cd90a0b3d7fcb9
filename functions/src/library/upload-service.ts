import { basename } from 'node:path';
import { CSV_MAX_BYTES, type UploadTask } from '@app/shared/contracts/library';
import type { Caller } from '../lib/caller';
import { config } from '../lib/config';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '../lib/errors';
import { newId } from '../lib/ids';
import { keys } from '../lib/keys';
import { parseSingleFile } from '../lib/multipart';
import { logger } from '../lib/observability';
import type { ApiEvent } from '../lib/responses';
import { putObject } from '../lib/s3';
import { sendToCsvQueue } from '../lib/sqs';
import { inspectCsvUpload } from './csv/parse-library-csv';
import { getTask, listTasks, noRowsYet, putTask, toUploadTask, updateTask, type UploadTaskRecord } from './repository';

/** What the CSV queue carries: which task of whom (the file is named by the task). */
export interface CsvImportMessage {
  sub: string;
  task_id: number;
}

const TOO_LARGE = 'The file is larger than 10 MB. Split it into smaller files and import each one.';

/** A file name fit to show: no folders, no control characters, at most 200 characters. */
const displayName = (filename: string) =>
  // eslint-disable-next-line no-control-regex
  [...basename(filename.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '')].slice(0, 200).join('').trim() || 'library.csv';

/**
 * POST /library/upload/csv: checks the file (400 with the reason and no task when it cannot be
 * imported), keeps it in the uploads bucket, records a queued task and queues it for the worker.
 */
export async function startImport(caller: Caller, event: ApiEvent): Promise<{ id: number; status: 'queued' }> {
  const file = await parseSingleFile(event, CSV_MAX_BYTES, TOO_LARGE);
  const inspection = await inspectCsvUpload(file.data);
  if (!inspection.ok) throw new ValidationError(inspection.reason, { code: inspection.code });

  const id = newId();
  const objectKey = `imports/${encodeURIComponent(caller.sub)}/${id}.csv`;
  await putObject(config.UPLOADS_BUCKET, objectKey, file.data, { contentType: 'text/csv' });
  const now = new Date().toISOString();
  const task: UploadTaskRecord = {
    ...keys.uploadTask(caller.sub, id),
    entity: 'UploadTask',
    id,
    filename: displayName(file.filename),
    status: 'queued',
    rows_total: inspection.rows,
    ...noRowsYet(),
    errors: [],
    error: null,
    created_at: now,
    finished_at: null,
    object_key: objectKey,
  };
  if (!(await putTask(task))) throw new Error('upload task id collision');
  try {
    await sendToCsvQueue({ sub: caller.sub, task_id: id } satisfies CsvImportMessage);
  } catch (error) {
    logger.error('CSV import not queued', { task_id: id, error: error as Error });
    const reason = 'The import could not be started. Please upload the file again.';
    await updateTask(caller.sub, id, ['queued'], { status: 'failed', error: reason, finished_at: new Date().toISOString() });
    throw new ServiceUnavailableError('IMPORT_UNAVAILABLE', reason, { cause: error });
  }
  return { id, status: 'queued' };
}

export async function getTaskStatus(caller: Caller, id: number): Promise<UploadTask> {
  const task = await getTask(caller.sub, id);
  if (!task) throw new NotFoundError('Upload task not found.');
  return toUploadTask(task);
}

/** The user's imports, newest first, one page with the total. */
export async function listTaskPage(caller: Caller, page: { skip: number; limit: number }): Promise<{ data: UploadTask[]; total: number }> {
  const tasks = await listTasks(caller.sub);
  return { data: tasks.slice(page.skip, page.skip + page.limit).map(toUploadTask), total: tasks.length };
}
