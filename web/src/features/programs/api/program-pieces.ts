import type { AddPieceResult, PieceInput, Program } from '@app/shared/contracts/programs';
import { api } from '../../../lib/api-client';
import { programKey } from './program-keys';

/**
 * POST /programs/{id}/pieces/{pieceId}: a library entry (its id in the path; the body may add an
 * ensemble) or, with pieceId 0, a piece described entirely by the body (a catalogue pick).
 */
export const addPiece = (programId: number, libraryEntryId: number | null, body: PieceInput) =>
  api.post<AddPieceResult>(`${programKey(programId)}/pieces/${libraryEntryId ?? 0}`, body);

export const removePiece = (programId: number, pieceId: number) =>
  api.delete<Program>(`${programKey(programId)}/pieces/${pieceId}`);

/** PATCH a piece's ensemble: a number, or null for Unassigned (spec §5: converted to a number). */
export const movePieceToEnsemble = (programId: number, pieceId: number, ensembleId: number | null) =>
  api.patch<Program>(`${programKey(programId)}/pieces/${pieceId}`, {
    ensemble_id: ensembleId === null ? null : Number(ensembleId),
  });

export const reorderPieces = (programId: number, pieceIds: number[]) =>
  api.put<Program>(`${programKey(programId)}/pieces/reorder`, { piece_ids: pieceIds });

export const reorderEnsembles = (programId: number, ensembleIds: number[]) =>
  api.put<Program>(`${programKey(programId)}/ensembles/reorder`, { ensemble_ids: ensembleIds });

export const setProgramEnsembles = (programId: number, ensembleIds: number[]) =>
  api.patch<Program>(`${programKey(programId)}/ensembles`, { ensemble_ids: ensembleIds });
