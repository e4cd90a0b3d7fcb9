import type { UploadTask } from '@app/shared/contracts/library';
import type { Caller } from '../lib/caller';
import { NotFoundError } from '../lib/errors';
import { getTask, listTasks, toUploadTask } from './upload-task-repository';

/**
 * The CSV imports a director has started, as the import dialog follows them. Apart from the upload
 * itself (upload-service.ts), whose parsing and S3/SQS clients load only with the first upload.
 */
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
