import type { PieceInput } from '@app/shared/contracts/programs';
import { NotFoundError, ValidationError } from '../lib/errors';
import { newId } from '../lib/ids';
import type { Caller } from '../lib/caller';
import { pieceFromLibrary } from '../library/service';
import { FOLLOWED_FIELDS } from './library-values';
import type { FollowedField, StoredPiece } from './stored-piece';

/** A piece id unique in its program. */
export function newPieceId(existing: readonly { id: number }[]): number {
  let id = newId();
  while (existing.some((p) => p.id === id)) id = newId();
  return id;
}

/**
 * The stored fields of a new piece: the library entry's (when `libraryId` is given) overridden by
 * the body's, which stay the piece's own. An unknown entry is a 404 when it was named in the path,
 * a 400 when in a body.
 */
export async function resolvePiece(
  caller: Caller,
  input: PieceInput,
  libraryId: number | null,
  options: { entryInPath: boolean; prefix?: string },
): Promise<Omit<StoredPiece, 'id'>> {
  const prefix = options.prefix ?? '';
  const entry = libraryId ? await pieceFromLibrary(caller, libraryId) : undefined;
  if (libraryId && !entry) {
    if (options.entryInPath) throw NotFoundError.of('Library entry');
    throw new ValidationError(`${prefix}Library entry ${libraryId} not found`);
  }
  const pick = <K extends 'composer' | 'arranger' | 'notes'>(field: K) =>
    input[field] !== undefined ? input[field] : (entry?.[field] ?? null);
  const title = input.title ?? entry?.title;
  if (!title) throw new ValidationError(`${prefix}Piece title is required`);
  // the fields whose value comes from the body (a null title or duration falls back to the entry's)
  const fromBody = (field: FollowedField) =>
    field === 'title' || field === 'duration' ? input[field] != null : input[field] !== undefined;
  const ownFields = entry ? FOLLOWED_FIELDS.filter(fromBody) : [];
  return {
    title,
    composer: pick('composer'),
    arranger: pick('arranger'),
    duration: input.duration ?? entry?.duration ?? null,
    notes: pick('notes'),
    ensemble_id: input.ensemble_id ?? null,
    library_entry_id: libraryId,
    ...(ownFields.length ? { own_fields: ownFields } : {}),
  };
}
