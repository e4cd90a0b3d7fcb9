import type { LibraryValues } from './library-values';
import { followsLibrary } from './library-values';
import type { StoredPiece, StoredPieces } from './stored-piece';

/**
 * What the programs list needs of a program's pieces, kept on the program item and rewritten with
 * every write of it, so the list reads a few numbers per program instead of every piece.
 *
 * A library piece's length follows its entry while the program is in progress (`library-sync.ts`),
 * so those lengths cannot be summed when the program is written: the summary keeps each such
 * piece's entry id and its own stored length (what it shows once the entry is deleted), and the
 * list adds the entries' current lengths when it reads them.
 */
export interface StoredSummary {
  pieces: number;
  /** The sum of the known lengths of the pieces whose length follows no library entry. */
  seconds: number;
  /** How many of those have no known length. */
  without: number;
  /**
   * Each piece whose length follows its entry, as `<entry id>:<the piece's own length>` (empty when
   * unknown), separated by spaces: one string reads far cheaper than a list of lists of numbers
   * (the list's cost is mostly reading its answer). Left out when there are none.
   */
  followed?: string;
}

type FollowedPiece = [entryId: number, ownLength: number | null];

const encodeFollowed = (pieces: FollowedPiece[]) =>
  pieces.map(([entryId, ownLength]) => `${entryId}:${ownLength ?? ''}`).join(' ');

const decodeFollowed = (followed: string | undefined): FollowedPiece[] =>
  followed
    ? followed.split(' ').map((piece) => {
        const [entryId, ownLength] = piece.split(':');
        return [Number(entryId), ownLength ? Number(ownLength) : null];
      })
    : [];

/** 0 is how a piece without a length was stored before a length could be unknown (null). */
const knownLength = (duration: number | null | undefined): number | null => duration || null;

const followsEntryLength = (piece: StoredPiece) =>
  Boolean(piece.library_entry_id) && !piece.own_fields?.includes('duration');

/** The summary of a program as it is about to be written (or of an older item read whole). */
export function storedSummary(record: StoredPieces): StoredSummary {
  const following = followsLibrary(record);
  const summary = { pieces: record.pieces.length, seconds: 0, without: 0 };
  const followed: FollowedPiece[] = [];
  for (const piece of record.pieces) {
    const length = knownLength(piece.duration);
    if (following && followsEntryLength(piece)) followed.push([piece.library_entry_id!, length]);
    else if (length) summary.seconds += length;
    else summary.without += 1;
  }
  return followed.length ? { ...summary, followed: encodeFollowed(followed) } : summary;
}

/** The entries whose current lengths a summary needs. */
export const followedEntries = (summary: StoredSummary): number[] =>
  decodeFollowed(summary.followed).map(([entryId]) => entryId);

/**
 * The running time a summary stands for now: the known seconds and how many pieces have no known
 * length, with the followed pieces at their entries' current lengths (`entries`, read for this
 * library version; an entry that no longer exists leaves the piece its own length).
 */
export function summaryDuration(
  summary: StoredSummary,
  entries: ReadonlyMap<number, LibraryValues | null>,
): { seconds: number; without: number } {
  let { seconds, without } = summary;
  for (const [entryId, ownLength] of decodeFollowed(summary.followed)) {
    const entry = entries.get(entryId);
    const length = entry ? knownLength(entry.duration) : ownLength;
    if (length) seconds += length;
    else without += 1;
  }
  return { seconds, without };
}
