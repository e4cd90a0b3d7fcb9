import type { Key, ScopedMutator } from 'swr';
import { pathOf } from '../../../lib/api-client';

/** swr keys of the library: every page of entries is `['/library/entries', query]`. */
export const ENTRIES_PATH = pathOf('GET /api/library/entries');
export const UPLOAD_TASKS_PATH = pathOf('GET /api/library/upload/tasks');

const isListOf = (path: string) => (key: Key) => Array.isArray(key) && key[0] === path;

/** After a change to the library: every page of entries (any filters) is fetched again when shown. */
export const revalidateEntries = (mutate: ScopedMutator) => mutate(isListOf(ENTRIES_PATH));

export const revalidateUploadTasks = (mutate: ScopedMutator) => mutate(isListOf(UPLOAD_TASKS_PATH));
