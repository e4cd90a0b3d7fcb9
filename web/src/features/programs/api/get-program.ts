import useSWR from 'swr';
import type { Program } from '@app/shared/contracts/programs';
import { api } from '../../../lib/api-client';
import { programKey } from './program-keys';

export const getProgram = (id: number) => api.get<Program>(programKey(id));

/**
 * One program (GET /programs/{id}); `null` loads nothing. Loaded once, then only refreshed on
 * purpose (the builder's refresh and open, after its saves settled): a read racing the saves
 * would show an order the director already changed.
 */
export const useProgram = (id: number | null) =>
  useSWR<Program>(id === null ? null : programKey(id), () => getProgram(id!), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
