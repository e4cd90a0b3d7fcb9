import type { UpdateEnsembleInput } from '@app/shared/contracts/ensembles';
import { call } from '../../../lib/api-client';

/**
 * PATCH /ensembles/{id} with only the fields that change (null clears level, size and
 * instrumentation); the caller revalidates the ensembles list (`ensemblesKey`).
 */
export const updateEnsemble = (id: number, changes: UpdateEnsembleInput) =>
  call('PATCH /api/ensembles/{id}', { params: { id }, body: changes });
