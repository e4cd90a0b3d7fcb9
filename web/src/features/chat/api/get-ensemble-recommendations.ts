import useSWR from 'swr';
import type { Recommendation } from '@app/shared/contracts/chat';
import { api } from '../../../lib/api-client';

export interface EnsembleRecommendations {
  ensemble_id: number;
  reply: string;
  recommendations: Recommendation[];
}

export const ensembleRecommendationsKey = (ensembleId: number) => `/chat/ensemble-recommendations/${ensembleId}`;

export const getEnsembleRecommendations = (key: string) => api.get<EnsembleRecommendations>(key);

/** GET /chat/ensemble-recommendations/{id}: a balanced set for the ensemble, nothing stored (null: nothing asked). */
export const useEnsembleRecommendations = (ensembleId: number | null) =>
  useSWR<EnsembleRecommendations>(
    ensembleId !== null ? ensembleRecommendationsKey(ensembleId) : null,
    getEnsembleRecommendations,
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
    },
  );
