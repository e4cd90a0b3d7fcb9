import {
  MAX_PROGRAM_PIECES,
  type AddPieceResult,
  type PieceInput,
  type Program,
  type UpdatePieceInput,
} from '@app/shared/contracts/programs';
import { reorderPieces, unknownPieceIds } from '@app/shared/domain/program-order';
import { NotFoundError, ValidationError } from '../lib/errors';
import type { Caller } from '../lib/caller';
import { changeProgram } from './concurrency';
import { programView } from './ensemble-index';
import { FOLLOWED_FIELDS } from './library-values';
import { newPieceId, resolvePiece } from './pieces';
import type { ProgramRecord } from './repository';

const pieceNotFound = () => NotFoundError.of('Piece');

function assertProgramEnsemble(program: ProgramRecord, ensembleId: number | null | undefined) {
  if (ensembleId != null && !program.ensemble_ids.includes(ensembleId)) {
    throw new ValidationError(`ensemble_id ${ensembleId} is not one of this program's ensembles`);
  }
}

/**
 * POST /programs/{id}/pieces/{pieceId}: `libraryEntryId` 0 adds the piece the body describes;
 * otherwise the library entry is copied (body fields override it). It goes last in its group.
 */
export async function addPiece(
  caller: Caller,
  programId: number,
  libraryEntryId: number,
  input: PieceInput,
): Promise<AddPieceResult> {
  if (libraryEntryId && input.library_entry_id && input.library_entry_id !== libraryEntryId) {
    throw new ValidationError('library_entry_id differs from the library entry in the path');
  }
  const libraryId = libraryEntryId || input.library_entry_id || null;
  const base = await resolvePiece(caller, input, libraryId, { entryInPath: libraryEntryId > 0 });
  let pieceId = 0;
  const record = await changeProgram(caller.sub, programId, (current) => {
    assertProgramEnsemble(current, base.ensemble_id);
    if (current.pieces.length >= MAX_PROGRAM_PIECES)
      throw new ValidationError(`A program can hold at most ${MAX_PROGRAM_PIECES} pieces`);
    pieceId = newPieceId(current.pieces);
    return { ...current, pieces: [...current.pieces, { ...base, id: pieceId }] };
  });
  const program = await programView(caller, record);
  return { program, new_piece: program.pieces.find((p) => p.id === pieceId)! };
}

/**
 * PATCH /programs/{id}/pieces/{pieceId}: a piece moved to another ensemble goes last in it. A
 * title, composer, arranger or duration set here stays the piece's own (its library entry's
 * later edits do not change it).
 */
export async function updatePiece(
  caller: Caller,
  programId: number,
  pieceId: number,
  input: UpdatePieceInput,
): Promise<Program> {
  const record = await changeProgram(caller.sub, programId, (current) => {
    const piece = current.pieces.find((p) => p.id === pieceId);
    if (!piece) throw pieceNotFound();
    assertProgramEnsemble(current, input.ensemble_id);
    const updated = { ...piece };
    for (const [field, value] of Object.entries(input)) {
      if (value !== undefined) Object.assign(updated, { [field]: value });
    }
    const ownFields = FOLLOWED_FIELDS.filter((field) => input[field] !== undefined);
    if (piece.library_entry_id && ownFields.length)
      updated.own_fields = [...new Set([...(piece.own_fields ?? []), ...ownFields])];
    const others = current.pieces.filter((p) => p.id !== pieceId);
    const moved = input.ensemble_id !== undefined && input.ensemble_id !== piece.ensemble_id;
    const pieces = moved ? [...others, updated] : current.pieces.map((p) => (p.id === pieceId ? updated : p));
    return { ...current, pieces };
  });
  return programView(caller, record);
}

export async function removePiece(caller: Caller, programId: number, pieceId: number): Promise<Program> {
  const record = await changeProgram(caller.sub, programId, (current) => {
    if (!current.pieces.some((p) => p.id === pieceId)) throw pieceNotFound();
    return { ...current, pieces: current.pieces.filter((p) => p.id !== pieceId) };
  });
  return programView(caller, record);
}

/**
 * PUT /programs/{id}/pieces/reorder: the listed pieces take the positions those pieces occupy, in
 * the given order; the others keep theirs (see reorderPieces). Unknown ids: 400, nothing changed.
 */
export async function reorderProgramPieces(caller: Caller, programId: number, pieceIds: number[]): Promise<Program> {
  const record = await changeProgram(caller.sub, programId, (current) => {
    const unknown = unknownPieceIds(current.pieces, pieceIds);
    if (unknown.length) throw new ValidationError(`Not pieces of this program: ${unknown.join(', ')}`);
    return {
      ...current,
      pieces: reorderPieces(current.pieces, pieceIds, current.ensemble_ids).map(({ order: _o, ...p }) => p),
    };
  });
  return programView(caller, record);
}
