import { call } from '../../../lib/api-client';

/** POST /chat/draft-notes for a program's piece: a short and a longer note from its facts, and what no fact says. */
export const draftPieceNotes = (programId: number, pieceId: number) =>
  call('POST /api/chat/draft-notes', { body: { program_id: programId, piece_id: pieceId } });

/** PATCH a piece's program notes (null clears them). */
export const savePieceNotes = (programId: number, pieceId: number, notes: string | null) =>
  call('PATCH /api/programs/{id}/pieces/{pieceId}', { params: { id: programId, pieceId }, body: { notes } });
