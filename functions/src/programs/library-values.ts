import type { FollowedField, StoredPiece, StoredPieces } from './stored-piece';

/**
 * What a program's library piece shows while the program is in progress: its entry's title,
 * composer, arranger and duration, except the fields the director set on the piece itself. Pure:
 * `library-sync.ts` reads the entries.
 */

export const FOLLOWED_FIELDS = ['title', 'composer', 'arranger', 'duration'] as const satisfies FollowedField[];

export type LibraryValues = Pick<StoredPiece, FollowedField>;

/** Whether a program shows its library pieces' current values: in progress, with such pieces. */
export const followsLibrary = (record: StoredPieces) =>
  record.status !== 'finalized' && record.pieces.some((p) => p.library_entry_id);

/** The piece with its entry's current values, except the fields the director set on it. */
function followed(piece: StoredPiece, values: ReadonlyMap<number, LibraryValues | null>): StoredPiece {
  const entry = piece.library_entry_id ? values.get(piece.library_entry_id) : undefined;
  if (!entry) return piece;
  const next = { ...piece };
  for (const field of FOLLOWED_FIELDS) {
    if (!piece.own_fields?.includes(field)) Object.assign(next, { [field]: entry[field] });
  }
  return next;
}

/** The record with its library pieces' current values (itself when finalized or without such pieces). */
export function withValues<T extends StoredPieces>(record: T, values: ReadonlyMap<number, LibraryValues | null>): T {
  if (!followsLibrary(record)) return record;
  return { ...record, pieces: record.pieces.map((piece) => followed(piece, values)) };
}
