import useSWR from 'swr';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { api } from './api-client';

/**
 * The director's ensembles (GET /api/ensembles). One swr key for the whole app: My Ensembles
 * changes them, and the Program Builder's dialogs (Create New Program, Manage Program Ensembles)
 * list them, so both read and refresh them through this key.
 */
export const ensemblesKey = '/ensembles';

export const getEnsembles = () => api.get<Ensemble[]>(ensemblesKey);

export const useEnsembles = (enabled = true) => useSWR<Ensemble[]>(enabled ? ensemblesKey : null, getEnsembles);
