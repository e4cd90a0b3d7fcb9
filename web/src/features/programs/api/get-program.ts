import useSWR from 'swr';
import { call } from '../../../lib/api-client';
import { programKey } from './program-keys';

export const getProgram = (id: number) => call('GET /api/programs/{id}', { params: { id } });

/**
 * One program (GET /programs/{id}); `null` loads nothing. Loaded once, then only refreshed on
 * purpose (the builder's refresh and open, after its saves settled): a read racing the saves
 * would show an order the director already changed.
 */
export const useProgram = (id: number | null) =>
  useSWR(id === null ? null : programKey(id), () => getProgram(id!), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
