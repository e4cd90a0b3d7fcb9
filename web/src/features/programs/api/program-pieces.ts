import type { PieceToAdd } from '../../../lib/add-to-program';
import { call, type BodyOf } from '../../../lib/api-client';

/**
 * POST /programs/{id}/pieces/{pieceId}: a library entry (its id in the path; the body may add an
 * ensemble) or, with pieceId 0, a piece described entirely by the body (a catalogue pick).
 */
export const addPiece = (
  programId: number,
  libraryEntryId: number | null,
  body: BodyOf<'POST /api/programs/{id}/pieces/{pieceId}'>,
) =>
  call('POST /api/programs/{id}/pieces/{pieceId}', { params: { id: programId, pieceId: libraryEntryId ?? 0 }, body });

/** A piece picked in the library or the chat, added under `ensembleId` (null: Unassigned). */
export const addPickedPiece = (programId: number, piece: PieceToAdd, ensemble_id: number | null) =>
  'libraryEntryId' in piece
    ? addPiece(programId, piece.libraryEntryId, { ensemble_id })
    : addPiece(programId, null, {
        title: piece.title,
        composer: piece.composer ?? null,
        arranger: piece.arranger ?? null,
        duration: piece.duration ?? null,
        notes: piece.notes ?? null,
        ensemble_id,
      });

export const removePiece = (programId: number, pieceId: number) =>
  call('DELETE /api/programs/{id}/pieces/{pieceId}', { params: { id: programId, pieceId } });

/** PATCH a piece's ensemble: a number, or null for Unassigned (an id is always sent as a number). */
export const movePieceToEnsemble = (programId: number, pieceId: number, ensembleId: number | null) =>
  call('PATCH /api/programs/{id}/pieces/{pieceId}', {
    params: { id: programId, pieceId },
    body: { ensemble_id: ensembleId === null ? null : Number(ensembleId) },
  });

export const reorderPieces = (programId: number, pieceIds: number[]) =>
  call('PUT /api/programs/{id}/pieces/reorder', { params: { id: programId }, body: { piece_ids: pieceIds } });

export const reorderEnsembles = (programId: number, ensembleIds: number[]) =>
  call('PUT /api/programs/{id}/ensembles/reorder', { params: { id: programId }, body: { ensemble_ids: ensembleIds } });

/**
 * The program's ensembles, changed from `previousIds` (the list as this page read it): the server
 * applies only what was added or removed, so another window's change in between is kept.
 */
export const setProgramEnsembles = (programId: number, ensembleIds: number[], previousIds: number[]) =>
  call('PATCH /api/programs/{id}/ensembles', {
    params: { id: programId },
    body: { ensemble_ids: ensembleIds, previous_ensemble_ids: previousIds },
  });
