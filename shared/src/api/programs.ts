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
  SHARED_PROGRAM_GONE,
  type AddPieceResult,
  type Performance,
  type UilCheck,
  type Program,
  type SharedProgram,
  type ProgramSummary,
} from '../contracts/programs';
import * as z from 'zod/mini';
import { pathId, publicRoute, reply, route } from './route';

const program = { id: pathId('Program') };

/**
 * A shared program's token as a path segment: 22 to 64 URL-safe characters. Anything else names no
 * shared program: a 404 like an unknown or revoked token's, so none can be told apart.
 */
const shareToken = z.pipe(
  z.string({ error: SHARED_PROGRAM_GONE }),
  z.transform((value: string, ctx) => {
    if (/^[A-Za-z0-9_-]{22,64}$/.test(value)) return value;
    ctx.issues.push({
      code: 'custom',
      message: SHARED_PROGRAM_GONE,
      input: value,
      params: { resource: 'shared_program' },
    });
    return z.NEVER;
  }),
);
const piece = { ...program, pieceId: pathId('Piece') };

export const programsRoutes = [
  route('GET', '/api/programs', 'programs', {
    query: listProgramsQuerySchema,
    response: reply<ProgramSummary[]>(),
  }),
  // what each ensemble played: finalized concerts whose date has passed, newest first
  route('GET', '/api/repertoire-history', 'programs', { response: reply<Performance[]>() }),
  route('POST', '/api/programs', 'programs', { body: createProgramSchema, response: reply<Program>() }),
  route('GET', '/api/programs/{id}', 'programs', { params: program, response: reply<Program>() }),
  route('PATCH', '/api/programs/{id}', 'programs', {
    params: program,
    body: updateProgramSchema,
    response: reply<Program>(),
  }),
  route('DELETE', '/api/programs/{id}', 'programs', { params: program, response: reply<void>() }),
  route('GET', '/api/programs/{id}/uil-check', 'programs', { params: program, response: reply<UilCheck>() }),
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
  // sharing: a public page of the program, at a link of its own; the public route needs no sign-in
  route('POST', '/api/programs/{id}/share', 'programs', { params: program, response: reply<Program>() }),
  route('DELETE', '/api/programs/{id}/share', 'programs', { params: program, response: reply<Program>() }),
  publicRoute('GET', '/api/shared/programs/{token}', 'programs', {
    params: { token: shareToken },
    response: reply<SharedProgram>(),
  }),
] as const;
