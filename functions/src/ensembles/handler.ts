import { ensemblesRoutes } from '@app/shared/api/ensembles';
import { domainHandler } from '../lib/http';
import { json, noContent } from '../lib/responses';
import { accountMiddleware, SHORT_ACCOUNT_MAX_AGE_MS } from '../users/account-middleware';
import * as ensembles from './service';

export const handler = domainHandler(
  ensemblesRoutes,
  {
    'GET /api/ensembles': async ({ caller }) => json(200, await ensembles.listEnsembles(caller)),

    'POST /api/ensembles': async ({ body, caller }) => json(201, await ensembles.createEnsemble(caller, body)),

    'GET /api/ensembles/{id}': async ({ params, caller }) => json(200, await ensembles.getEnsemble(caller, params.id)),

    'PATCH /api/ensembles/{id}': async ({ body, params, caller }) =>
      json(200, await ensembles.updateEnsemble(caller, params.id, body)),

    'DELETE /api/ensembles/{id}': async ({ params, caller }) => {
      await ensembles.deleteEnsemble(caller, params.id);
      return noContent();
    },
  },
  { account: accountMiddleware({ maxAgeMs: SHORT_ACCOUNT_MAX_AGE_MS }) },
);
