import useSWR from 'swr';
import { call } from '../../../lib/api-client';
import { programsKey } from './program-keys';

/** De-duplicated by id, first one kept. */
export const uniqueById = <T extends { id: number }>(items: readonly T[]): T[] => {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
};

export const getPrograms = async (status: 'in_progress' | 'all') =>
  uniqueById(await call('GET /api/programs', { query: status === 'all' ? undefined : { status } }));

/** Caching: fresh 5 minutes, kept 10 minutes, no retry. */
export const PROGRAMS_CACHE = {
  dedupingInterval: 5 * 60_000,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
} as const;

/** The programs list: every program (the Programs page) or those in progress (Select Program). */
export const usePrograms = (status: 'in_progress' | 'all', enabled = true) =>
  useSWR(enabled ? programsKey(status) : null, () => getPrograms(status), PROGRAMS_CACHE);
