import {
  createProgramSchema,
  duplicateProgramQuerySchema,
  listProgramsQuerySchema,
  pieceInputSchema,
  reorderEnsemblesSchema,
  reorderPiecesSchema,
  updatePieceSchema,
  updateProgramEnsemblesSchema,
  updateProgramSchema,
} from '@app/shared/contracts/programs';
import { domainHandler, endpoint, parseId } from '../lib/http';
import { json, noContent } from '../lib/responses';
import { accountMiddleware, SHORT_ACCOUNT_MAX_AGE_MS } from '../users/account-middleware';
import * as pieces from './piece-service';
import * as programs from './service';

const programId = (params: Record<string, string | undefined>) => parseId(params.id, 'Program');

export const handler = domainHandler(
  'programs',
  {
    'GET /api/programs': endpoint({ query: listProgramsQuerySchema }, async ({ query, caller }) =>
      json(200, await programs.listPrograms(caller, query.status === 'all' ? undefined : query.status)),
    ),

    'POST /api/programs': endpoint({ body: createProgramSchema }, async ({ body, caller }) =>
      json(201, await programs.createProgram(caller, body)),
    ),

    'GET /api/programs/{id}': async ({ params, caller }) =>
      json(200, await programs.getProgram(caller, programId(params))),

    'PATCH /api/programs/{id}': endpoint({ body: updateProgramSchema }, async ({ body, params, caller }) =>
      json(200, await programs.updateProgram(caller, programId(params), body)),
    ),

    'DELETE /api/programs/{id}': async ({ params, caller }) => {
      await programs.deleteProgram(caller, programId(params));
      return noContent();
    },

    'POST /api/programs/{id}/duplicate': endpoint(
      { query: duplicateProgramQuerySchema },
      async ({ query, params, caller }) =>
        json(201, await programs.duplicateProgram(caller, programId(params), query.new_title)),
    ),

    'PUT /api/programs/{id}/pieces/reorder': endpoint({ body: reorderPiecesSchema }, async ({ body, params, caller }) =>
      json(200, await pieces.reorderProgramPieces(caller, programId(params), body.piece_ids)),
    ),

    // pieceId is a library entry id, or 0 for a piece described entirely by the body
    'POST /api/programs/{id}/pieces/{pieceId}': endpoint(
      { body: pieceInputSchema },
      async ({ body, params, caller }) => {
        const id = programId(params);
        const libraryEntryId = params.pieceId === '0' ? 0 : parseId(params.pieceId, 'Library entry');
        return json(201, await pieces.addPiece(caller, id, libraryEntryId, body));
      },
    ),

    'PATCH /api/programs/{id}/pieces/{pieceId}': endpoint(
      { body: updatePieceSchema },
      async ({ body, params, caller }) => {
        const id = programId(params);
        return json(200, await pieces.updatePiece(caller, id, parseId(params.pieceId, 'Piece'), body));
      },
    ),

    'DELETE /api/programs/{id}/pieces/{pieceId}': async ({ params, caller }) =>
      json(200, await pieces.removePiece(caller, programId(params), parseId(params.pieceId, 'Piece'))),

    'PUT /api/programs/{id}/ensembles/reorder': endpoint(
      { body: reorderEnsemblesSchema },
      async ({ body, params, caller }) =>
        json(200, await programs.reorderEnsembles(caller, programId(params), body.ensemble_ids)),
    ),

    'PATCH /api/programs/{id}/ensembles': endpoint(
      { body: updateProgramEnsemblesSchema },
      async ({ body, params, caller }) =>
        json(200, await programs.setProgramEnsembles(caller, programId(params), body.ensemble_ids)),
    ),
  },
  { account: accountMiddleware({ maxAgeMs: SHORT_ACCOUNT_MAX_AGE_MS }) },
);
