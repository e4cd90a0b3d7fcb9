import useSWRMutation from 'swr/mutation';
import type { CreateEnsembleInput, Ensemble } from '@app/shared/contracts/ensembles';
import { call } from '../../../lib/api-client';
import { ensemblesKey } from '../../../lib/ensembles';

export const createEnsemble = (body: CreateEnsembleInput) => call('POST /api/ensembles', { body });

/** POST /ensembles; the mutation is keyed on the ensembles list, so swr revalidates it once settled. */
export function useCreateEnsemble() {
  return useSWRMutation<Ensemble, Error, string, CreateEnsembleInput>(ensemblesKey, (_key, { arg }) =>
    createEnsemble(arg),
  );
}
