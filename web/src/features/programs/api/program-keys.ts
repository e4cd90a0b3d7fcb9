import { useCallback } from 'react';
import { mutate as globalMutate, useSWRConfig, type ScopedMutator } from 'swr';
import { pathOf } from '../../../lib/api-client';
import { repertoireHistoryKey } from '../../../lib/repertoire-history';

/**
 * swr keys of the programs API. Lists are keyed by their status filter (the cache keys
 * in_progress, all…); one program by its path.
 */
export const programsKey = (status: 'in_progress' | 'all') =>
  status === 'all' ? '/programs?status=all' : '/programs?status=in_progress';
export const programKey = (id: number) => pathOf('GET /api/programs/{id}', { id });

const isProgramsKey = (id?: number) => (key: unknown) =>
  typeof key === 'string' &&
  (key.startsWith('/programs?') || key === repertoireHistoryKey || (id !== undefined && key === programKey(id)));

/**
 * Every list of programs, the repertoire history (a finalized program's pieces, date and title are
 * in it) and, if given, one program: refetched after any change (the app's global cache).
 */
export const revalidatePrograms = (id?: number, mutate: ScopedMutator = globalMutate) => mutate(isProgramsKey(id));

/** `revalidatePrograms` on the cache of the nearest SWRConfig (component tests give each render its own). */
export function useRevalidatePrograms() {
  const { mutate } = useSWRConfig();
  return useCallback((id?: number) => revalidatePrograms(id, mutate), [mutate]);
}
