import useSWR from 'swr';
import { UPLOAD_TASKS_PAGE_DEFAULT } from '@app/shared/contracts/library';
import { call } from '../../../lib/api-client';
import { UPLOAD_TASKS_PATH } from './library-keys';

export const UPLOAD_TASKS_PAGE = UPLOAD_TASKS_PAGE_DEFAULT;

/** GET /library/upload/tasks: the director's imports, newest first, 10 a page. */
export const getUploadTasks = (skip: number) =>
  call('GET /api/library/upload/tasks', { query: { skip, limit: UPLOAD_TASKS_PAGE } });

export const useUploadTasks = (page: number, enabled = true) =>
  useSWR(enabled ? [UPLOAD_TASKS_PATH, page] : null, ([, p]) => getUploadTasks((p - 1) * UPLOAD_TASKS_PAGE), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
