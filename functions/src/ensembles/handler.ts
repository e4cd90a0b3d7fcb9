import { createEnsembleSchema, updateEnsembleSchema } from '@app/shared/contracts/ensembles';
import { domainHandler, SHORT_ACCOUNT_MAX_AGE_MS, parseBody, parseId } from '../lib/http';
import { json, noContent } from '../lib/responses';
import * as ensembles from './service';

export const handler = domainHandler('ensembles', {
  'GET /api/ensembles': async ({ user }) => json(200, await ensembles.listEnsembles(user)),

  'POST /api/ensembles': async ({ event, user }) =>
    json(201, await ensembles.createEnsemble(user, parseBody(event, createEnsembleSchema))),

  'GET /api/ensembles/{id}': async ({ params, user }) => json(200, await ensembles.getEnsemble(user, parseId(params.id, 'Ensemble'))),

  'PATCH /api/ensembles/{id}': async ({ event, params, user }) => {
    const id = parseId(params.id, 'Ensemble');
    return json(200, await ensembles.updateEnsemble(user, id, parseBody(event, updateEnsembleSchema)));
  },

  'DELETE /api/ensembles/{id}': async ({ params, user }) => {
    await ensembles.deleteEnsemble(user, parseId(params.id, 'Ensemble'));
    return noContent();
  },
}, { accountMaxAgeMs: SHORT_ACCOUNT_MAX_AGE_MS });
