import type { CreateEnsembleInput } from '@app/shared/contracts/ensembles';
import { call } from '../../../lib/api-client';

/** POST /ensembles; the caller revalidates the ensembles list (`ensemblesKey`). */
export const createEnsemble = (body: CreateEnsembleInput) => call('POST /api/ensembles', { body });
