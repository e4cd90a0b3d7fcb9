import useSWR from 'swr';
import type { Program } from '@app/shared/contracts/programs';
import { api } from '../../../lib/api-client';
import { programKey } from './program-keys';

export const getProgram = (id: number) => api.get<Program>(programKey(id));

/** One program (GET /programs/{id}); `null` loads nothing. */
export const useProgram = (id: number | null) =>
  useSWR<Program>(id === null ? null : programKey(id), () => getProgram(id!), { shouldRetryOnError: false, revalidateOnFocus: false });
