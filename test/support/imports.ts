import { setTimeout as sleep } from 'node:timers/promises';
import type { UploadTask } from '@app/shared/contracts/library';
import type { TestStack } from './local-stack';

/** Polls a CSV import's task until the worker has finished it (completed or failed). */
export async function importFinished(
  local: TestStack,
  token: string,
  id: number,
  timeoutMs = 20_000,
): Promise<UploadTask> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const task = (await local.api<UploadTask>(`/library/upload/status/${id}`, { token })).body;
    if (task.status === 'completed' || task.status === 'failed') return task;
    await sleep(100);
  }
  throw new Error(`import ${id} did not finish within ${timeoutMs / 1000} s`);
}
