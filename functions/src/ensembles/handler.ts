import { createEnsembleSchema, updateEnsembleSchema } from '@app/shared/contracts/ensembles';
import { domainHandler, endpoint, parseId } from '../lib/http';
import { json, noContent } from '../lib/responses';
import { accountMiddleware, SHORT_ACCOUNT_MAX_AGE_MS } from '../users/account-middleware';
import * as ensembles from './service';

const ensembleId = (params: Record<string, string | undefined>) => parseId(params.id, 'Ensemble');

export const handler = domainHandler(
  'ensembles',
  {
    'GET /api/ensembles': async ({ caller }) => json(200, await ensembles.listEnsembles(caller)),

    'POST /api/ensembles': endpoint({ body: createEnsembleSchema }, async ({ body, caller }) =>
      json(201, await ensembles.createEnsemble(caller, body)),
    ),

    'GET /api/ensembles/{id}': async ({ params, caller }) =>
      json(200, await ensembles.getEnsemble(caller, ensembleId(params))),

    'PATCH /api/ensembles/{id}': endpoint({ body: updateEnsembleSchema }, async ({ body, params, caller }) =>
      json(200, await ensembles.updateEnsemble(caller, ensembleId(params), body)),
    ),

    'DELETE /api/ensembles/{id}': async ({ params, caller }) => {
      await ensembles.deleteEnsemble(caller, ensembleId(params));
      return noContent();
    },
  },
  { account: accountMiddleware({ maxAgeMs: SHORT_ACCOUNT_MAX_AGE_MS }) },
);
