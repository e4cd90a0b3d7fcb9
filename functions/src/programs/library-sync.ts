import type { Caller } from '../lib/caller';
import { RecentCache } from '../lib/recent-cache';
import { libraryVersion, pieceFromLibrary } from '../library/service';
import type { FollowedField, ProgramRecord, StoredPiece } from './repository';

/**
 * A piece that came from the library follows its entry's title, composer, arranger and duration
 * while its program is in progress: the values are taken from the library when the program is
 * read, not copied into it when the entry changes (imports change thousands of entries, and a
 * program read must not depend on every library write having reached every program). A finalized
 * program keeps the values it was finalized with; a field the director set on the piece itself
 * (`own_fields`) and a piece whose entry was deleted keep the piece's own values.
 *
 * Cost: the programs function keeps, per user, the values of the entries its programs hold, valid
 * for one library version (the item every library write bumps after writing). A read costs one
 * GetItem of that version, made beside the program's own read; entries are read again only after
 * a library write, and only those programs hold.
 */
export const FOLLOWED_FIELDS = ['title', 'composer', 'arranger', 'duration'] as const satisfies FollowedField[];

export type LibraryValues = Pick<StoredPiece, FollowedField>;

/** An entry's values, or null for an entry that no longer exists. */
type KnownEntries = Map<number, LibraryValues | null>;

const known = new RecentCache<{ version: number; entries: KnownEntries }>(50);
const FOREVER = Number.POSITIVE_INFINITY;
/** Entries read at once when many are missing (a list of programs read after a library write). */
const READS_AT_ONCE = 25;

const followsLibrary = (record: ProgramRecord) =>
  record.status !== 'finalized' && record.pieces.some((p) => p.library_entry_id);

/** The current values of the entries the programs' pieces came from, by entry id. */
export async function libraryValues(
  caller: Caller,
  version: number,
  entryIds: Iterable<number>,
): Promise<ReadonlyMap<number, LibraryValues | null>> {
  let copy = known.get(caller.sub, FOREVER);
  if (copy?.version !== version) {
    copy = { version, entries: new Map() };
    known.set(caller.sub, copy);
  }
  const { entries } = copy;
  const missing = [...new Set(entryIds)].filter((id) => !entries.has(id));
  for (let start = 0; start < missing.length; start += READS_AT_ONCE) {
    await Promise.all(
      missing.slice(start, start + READS_AT_ONCE).map(async (id) => {
        const entry = await pieceFromLibrary(caller, id);
        const values = entry && {
          title: entry.title,
          composer: entry.composer ?? null,
          arranger: entry.arranger ?? null,
          duration: entry.duration ?? null,
        };
        entries.set(id, values ?? null);
      }),
    );
  }
  return entries;
}

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
export function withValues(record: ProgramRecord, values: ReadonlyMap<number, LibraryValues | null>): ProgramRecord {
  if (!followsLibrary(record)) return record;
  return { ...record, pieces: record.pieces.map((piece) => followed(piece, values)) };
}

/**
 * The records as they read now: in-progress programs with their library pieces' current values.
 * `version` is the library's version when it was read beside the records; read here otherwise.
 */
export async function followLibrary(
  caller: Caller,
  records: readonly ProgramRecord[],
  version?: number,
): Promise<ProgramRecord[]> {
  const following = records.filter(followsLibrary);
  if (!following.length) return [...records];
  const ids = following.flatMap((r) => r.pieces.flatMap((p) => (p.library_entry_id ? [p.library_entry_id] : [])));
  const values = await libraryValues(caller, version ?? (await libraryVersion(caller)), ids);
  return records.map((record) => withValues(record, values));
}
