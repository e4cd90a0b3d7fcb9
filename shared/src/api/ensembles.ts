import { createEnsembleSchema, updateEnsembleSchema, type Ensemble } from '../contracts/ensembles';
import { pathId, reply, route } from './route';

const params = { id: pathId('Ensemble') };

export const ensemblesRoutes = [
  route('GET', '/api/ensembles', 'ensembles', { response: reply<Ensemble[]>() }),
  route('POST', '/api/ensembles', 'ensembles', { body: createEnsembleSchema, response: reply<Ensemble>() }),
  route('GET', '/api/ensembles/{id}', 'ensembles', { params, response: reply<Ensemble>() }),
  route('PATCH', '/api/ensembles/{id}', 'ensembles', {
    params,
    body: updateEnsembleSchema,
    response: reply<Ensemble>(),
  }),
  route('DELETE', '/api/ensembles/{id}', 'ensembles', { params, response: reply<void>() }),
] as const;
