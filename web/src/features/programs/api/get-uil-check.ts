import { useCallback } from 'react';
import useSWR from 'swr';
import type { Program } from '@app/shared/contracts/programs';
import { call, pathOf } from '../../../lib/api-client';
import { savesSettled } from '../hooks/save-queue';

export const getUilCheck = (id: number) => call('GET /api/programs/{id}/uil-check', { params: { id } });

/**
 * What of a program its UIL check reads: when it was last saved, its ensembles (and their types)
 * and which ensemble each piece is in. A move shows at once in the cache without a new
 * `updated_at`; the pieces' places make it a new key all the same.
 */
const revisionOf = (program: Program) =>
  [
    program.updated_at,
    program.program_ensembles.map((e) => `${e.ensemble_id}:${e.type}`).join(','),
    program.pieces.map((p) => `${p.id}:${p.ensemble_id ?? ''}`).join(','),
  ].join('|');

/**
 * GET /programs/{id}/uil-check for a program marked UIL Concert & Sight-Reading (nothing for one
 * that is not). Keyed by the program's revision, so every change of the program in the builder
 * checks it again; read once the builder's saves have settled (as the builder's refresh does), so
 * it never checks an order the director already changed. The last answer stays on screen while
 * the next one loads.
 */
export function useUilCheck(program: Program | undefined) {
  const key = program?.uil_contest
    ? ([pathOf('GET /api/programs/{id}/uil-check', { id: program.id }), program.id, revisionOf(program)] as const)
    : null;
  const { data, error, isValidating, mutate } = useSWR(
    key,
    async ([, id]) => {
      await savesSettled(id);
      return getUilCheck(id);
    },
    {
      keepPreviousData: true,
      shouldRetryOnError: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    },
  );
  // the answer kept while another program's loads is not this program's
  const check = key && data?.program_id === key[1] ? data : undefined;
  // the builder's refresh: a check already shown is read again (an ensemble's conference may have changed)
  const recheck = useCallback(() => {
    if (check) void mutate();
  }, [check, mutate]);
  const retry = useCallback(() => void mutate(), [mutate]);
  return { check, error: key ? (error as unknown) : undefined, checking: isValidating, recheck, retry };
}
