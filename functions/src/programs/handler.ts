import { programsRoutes } from '@app/shared/api/programs';
import { domainHandler } from '../lib/http';
import { json, noContent } from '../lib/responses';
import { accountMiddleware, SHORT_ACCOUNT_MAX_AGE_MS } from '../users/account-middleware';
import { repertoireHistory } from './history-service';
import * as pieces from './piece-service';
import * as programs from './service';
import * as sharing from './share-service';
import { uilCheck } from './uil-check-service';

export const handler = domainHandler(
  programsRoutes,
  {
    'GET /api/programs': async ({ query, caller }) =>
      json(200, await programs.listPrograms(caller, query.status === 'all' ? undefined : query.status)),

    'GET /api/repertoire-history': async ({ caller }) => json(200, await repertoireHistory(caller)),

    'POST /api/programs': async ({ body, caller }) => json(201, await programs.createProgram(caller, body)),

    'GET /api/programs/{id}': async ({ params, caller }) => json(200, await programs.getProgram(caller, params.id)),

    'PATCH /api/programs/{id}': async ({ body, params, caller }) =>
      json(200, await programs.updateProgram(caller, params.id, body)),

    'DELETE /api/programs/{id}': async ({ params, caller }) => {
      await programs.deleteProgram(caller, params.id);
      return noContent();
    },

    'GET /api/programs/{id}/uil-check': async ({ params, caller }) => json(200, await uilCheck(caller, params.id)),

    'POST /api/programs/{id}/duplicate': async ({ query, params, caller }) =>
      json(201, await programs.duplicateProgram(caller, params.id, query.new_title)),

    'PUT /api/programs/{id}/pieces/reorder': async ({ body, params, caller }) =>
      json(200, await pieces.reorderProgramPieces(caller, params.id, body.piece_ids)),

    // pieceId is a library entry id, or 0 for a piece described entirely by the body
    'POST /api/programs/{id}/pieces/{pieceId}': async ({ body, params, caller }) =>
      json(201, await pieces.addPiece(caller, params.id, params.pieceId, body)),

    'PATCH /api/programs/{id}/pieces/{pieceId}': async ({ body, params, caller }) =>
      json(200, await pieces.updatePiece(caller, params.id, params.pieceId, body)),

    'DELETE /api/programs/{id}/pieces/{pieceId}': async ({ params, caller }) =>
      json(200, await pieces.removePiece(caller, params.id, params.pieceId)),

    'PUT /api/programs/{id}/ensembles/reorder': async ({ body, params, caller }) =>
      json(200, await programs.reorderEnsembles(caller, params.id, body.ensemble_ids)),

    'PATCH /api/programs/{id}/ensembles': async ({ body, params, caller }) =>
      json(200, await programs.setProgramEnsembles(caller, params.id, body.ensemble_ids, body.previous_ensemble_ids)),

    'POST /api/programs/{id}/share': async ({ params, caller }) =>
      json(200, await sharing.shareProgram(caller, params.id)),

    'DELETE /api/programs/{id}/share': async ({ params, caller }) =>
      json(200, await sharing.stopSharingProgram(caller, params.id)),
  },
  {
    account: accountMiddleware({ maxAgeMs: SHORT_ACCOUNT_MAX_AGE_MS }),
    publicRoutes: {
      // never cached: a link stops working the moment the director stops sharing
      'GET /api/shared/programs/{token}': async ({ params }) =>
        json(200, await sharing.readSharedProgram(params.token)),
    },
    limits: { 'GET /api/shared/programs/{token}': 'shared' },
  },
);
