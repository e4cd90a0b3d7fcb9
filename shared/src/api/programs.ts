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
  type AddPieceResult,
  type Program,
  type ProgramSummary,
} from '../contracts/programs';
import { pathId, reply, route } from './route';

const program = { id: pathId('Program') };
const piece = { ...program, pieceId: pathId('Piece') };

export const programsRoutes = [
  route('GET', '/api/programs', 'programs', {
    query: listProgramsQuerySchema,
    response: reply<ProgramSummary[]>(),
  }),
  route('POST', '/api/programs', 'programs', { body: createProgramSchema, response: reply<Program>() }),
  route('GET', '/api/programs/{id}', 'programs', { params: program, response: reply<Program>() }),
  route('PATCH', '/api/programs/{id}', 'programs', {
    params: program,
    body: updateProgramSchema,
    response: reply<Program>(),
  }),
  route('DELETE', '/api/programs/{id}', 'programs', { params: program, response: reply<void>() }),
  route('POST', '/api/programs/{id}/duplicate', 'programs', {
    params: program,
    query: duplicateProgramQuerySchema,
    response: reply<Program>(),
  }),
  // the literal `reorder` routes are matched before `{pieceId}` (see matchRoute)
  route('PUT', '/api/programs/{id}/pieces/reorder', 'programs', {
    params: program,
    body: reorderPiecesSchema,
    response: reply<Program>(),
  }),
  // pieceId is a library entry id, or 0 for a piece described entirely by the body
  route('POST', '/api/programs/{id}/pieces/{pieceId}', 'programs', {
    params: { ...program, pieceId: pathId('Library entry', { orZero: true }) },
    body: pieceInputSchema,
    response: reply<AddPieceResult>(),
  }),
  route('PATCH', '/api/programs/{id}/pieces/{pieceId}', 'programs', {
    params: piece,
    body: updatePieceSchema,
    response: reply<Program>(),
  }),
  route('DELETE', '/api/programs/{id}/pieces/{pieceId}', 'programs', { params: piece, response: reply<Program>() }),
  route('PUT', '/api/programs/{id}/ensembles/reorder', 'programs', {
    params: program,
    body: reorderEnsemblesSchema,
    response: reply<Program>(),
  }),
  route('PATCH', '/api/programs/{id}/ensembles', 'programs', {
    params: program,
    body: updateProgramEnsemblesSchema,
    response: reply<Program>(),
  }),
] as const;
