import useSWRMutation from 'swr/mutation';
import type { Ensemble, UpdateEnsembleInput } from '@app/shared/contracts/ensembles';
import { call } from '../../../lib/api-client';
import { ensemblesKey } from '../../../lib/ensembles';

export interface UpdateEnsembleRequest {
  id: number;
  /** Only the fields that change; null clears level, size and instrumentation. */
  changes: UpdateEnsembleInput;
}

export const updateEnsemble = ({ id, changes }: UpdateEnsembleRequest) =>
  call('PATCH /api/ensembles/{id}', { params: { id }, body: changes });

/** PATCH /ensembles/{id}; the mutation is keyed on the ensembles list, so swr revalidates it once settled. */
export function useUpdateEnsemble() {
  return useSWRMutation<Ensemble, Error, string, UpdateEnsembleRequest>(ensemblesKey, (_key, { arg }) =>
    updateEnsemble(arg),
  );
}
