import { mutate } from 'swr';

/**
 * swr keys of the programs API. Lists are keyed by their status filter (spec §3: the cache keys
 * in_progress, all…); one program by its path.
 */
export const programsKey = (status: 'in_progress' | 'all') => (status === 'all' ? '/programs?status=all' : '/programs?status=in_progress');
export const programKey = (id: number) => `/programs/${id}`;

/** Every list of programs and, if given, one program: refetched after any change. */
export const revalidatePrograms = (id?: number) =>
  mutate((key) => typeof key === 'string' && (key.startsWith('/programs?') || (id !== undefined && key === programKey(id))));
