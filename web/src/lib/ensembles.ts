import useSWR from 'swr';
import type { CreateEnsembleInput, UpdateEnsembleInput } from '@app/shared/contracts/ensembles';
import { call, pathOf } from './api-client';

/**
 * The director's ensembles (GET /api/ensembles). One swr key for the whole app: My Ensembles
 * changes them, and the Program Builder's dialogs (Create New Program, Manage Program Ensembles)
 * list them, so both read and refresh them through this key.
 */
export const ensemblesKey = pathOf('GET /api/ensembles');

export const getEnsembles = () => call('GET /api/ensembles');

export const useEnsembles = (enabled = true) => useSWR(enabled ? ensemblesKey : null, getEnsembles);

/** POST /ensembles (My Ensembles' form, the chat page's quick add); the caller revalidates `ensemblesKey`. */
export const createEnsemble = (body: CreateEnsembleInput) => call('POST /api/ensembles', { body });

/**
 * PATCH /ensembles/{id} with only the fields that change (null clears level, size and
 * instrumentation); the caller revalidates `ensemblesKey`.
 */
export const updateEnsemble = (id: number, changes: UpdateEnsembleInput) =>
  call('PATCH /api/ensembles/{id}', { params: { id }, body: changes });
