import useSWR from 'swr';
import { call, pathOf } from '../../../lib/api-client';

export const ensembleRecommendationsKey = (ensembleId: number) =>
  pathOf('GET /api/chat/ensemble-recommendations/{ensembleId}', { ensembleId });

export const getEnsembleRecommendations = (ensembleId: number) =>
  call('GET /api/chat/ensemble-recommendations/{ensembleId}', { params: { ensembleId } });

/** GET /chat/ensemble-recommendations/{id}: a balanced set for the ensemble, nothing stored (null: nothing asked). */
export const useEnsembleRecommendations = (ensembleId: number | null) =>
  useSWR(
    ensembleId !== null ? ensembleRecommendationsKey(ensembleId) : null,
    () => getEnsembleRecommendations(ensembleId!),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
    },
  );
