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
import { domainHandler, SHORT_ACCOUNT_MAX_AGE_MS, parseBody, parseId, parseQuery } from '../lib/http';
import { json, noContent } from '../lib/responses';
import * as pieces from './piece-service';
import * as programs from './service';

const programId = (params: Record<string, string | undefined>) => parseId(params.id, 'Program');

export const handler = domainHandler('programs', {
  'GET /api/programs': async ({ event, user }) => {
    const { status } = parseQuery(event, listProgramsQuerySchema);
    return json(200, await programs.listPrograms(user, status === 'all' ? undefined : status));
  },

  'POST /api/programs': async ({ event, user }) => json(201, await programs.createProgram(user, parseBody(event, createProgramSchema))),

  'GET /api/programs/{id}': async ({ params, user }) => json(200, await programs.getProgram(user, programId(params))),

  'PATCH /api/programs/{id}': async ({ event, params, user }) => {
    const id = programId(params);
    return json(200, await programs.updateProgram(user, id, parseBody(event, updateProgramSchema)));
  },

  'DELETE /api/programs/{id}': async ({ params, user }) => {
    await programs.deleteProgram(user, programId(params));
    return noContent();
  },

  'POST /api/programs/{id}/duplicate': async ({ event, params, user }) => {
    const id = programId(params);
    const { new_title: newTitle } = parseQuery(event, duplicateProgramQuerySchema);
    return json(201, await programs.duplicateProgram(user, id, newTitle));
  },

  'PUT /api/programs/{id}/pieces/reorder': async ({ event, params, user }) => {
    const id = programId(params);
    return json(200, await pieces.reorderProgramPieces(user, id, parseBody(event, reorderPiecesSchema).piece_ids));
  },

  // pieceId is a library entry id, or 0 for a piece described entirely by the body
  'POST /api/programs/{id}/pieces/{pieceId}': async ({ event, params, user }) => {
    const id = programId(params);
    const libraryEntryId = params.pieceId === '0' ? 0 : parseId(params.pieceId, 'Library entry');
    return json(201, await pieces.addPiece(user, id, libraryEntryId, parseBody(event, pieceInputSchema)));
  },

  'PATCH /api/programs/{id}/pieces/{pieceId}': async ({ event, params, user }) => {
    const id = programId(params);
    const pieceId = parseId(params.pieceId, 'Piece');
    return json(200, await pieces.updatePiece(user, id, pieceId, parseBody(event, updatePieceSchema)));
  },

  'DELETE /api/programs/{id}/pieces/{pieceId}': async ({ params, user }) =>
    json(200, await pieces.removePiece(user, programId(params), parseId(params.pieceId, 'Piece'))),

  'PUT /api/programs/{id}/ensembles/reorder': async ({ event, params, user }) => {
    const id = programId(params);
    return json(200, await programs.reorderEnsembles(user, id, parseBody(event, reorderEnsemblesSchema).ensemble_ids));
  },

  'PATCH /api/programs/{id}/ensembles': async ({ event, params, user }) => {
    const id = programId(params);
    return json(200, await programs.setProgramEnsembles(user, id, parseBody(event, updateProgramEnsemblesSchema).ensemble_ids));
  },
}, { accountMaxAgeMs: SHORT_ACCOUNT_MAX_AGE_MS });
