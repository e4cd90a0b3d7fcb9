import useSWR from 'swr';
import type { UploadTask } from '@app/shared/contracts/library';
import { call, pathOf } from '../../../lib/api-client';

/** How often a running import is asked for its progress. */
export const UPLOAD_POLL_MS = 700;

export const isFinished = (task: Pick<UploadTask, 'status'> | undefined) =>
  task?.status === 'completed' || task?.status === 'failed';

/** How long until the task is asked again: every 700 ms while it runs, never once it has ended. */
export const uploadPollInterval = (task: Pick<UploadTask, 'status'> | undefined) =>
  isFinished(task) ? 0 : UPLOAD_POLL_MS;

export const uploadStatusKey = (id: number) => pathOf('GET /api/library/upload/status/{id}', { id });

/** GET /library/upload/status/{id}. */
export const getUploadStatus = (id: number) => call('GET /api/library/upload/status/{id}', { params: { id } });

/**
 * One import task, asked again every 700 ms while it is queued or processing. A task already in
 * the cache (from the list of past imports) is not asked for again unless it is still running.
 */
export const useUploadTask = (id: number | null) =>
  useSWR(id === null ? null : uploadStatusKey(id), () => getUploadStatus(id!), {
    refreshInterval: uploadPollInterval,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    dedupingInterval: 0,
  });
