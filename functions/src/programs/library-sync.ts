import type { Caller } from '../lib/caller';
import { RecentCache } from '../lib/recent-cache';
import { libraryVersion, pieceFromLibrary } from '../library/service';
import { followsLibrary, withValues, type LibraryValues } from './library-values';
import type { ProgramRecord } from './repository';

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
/** An entry's values, or null for an entry that no longer exists. */
type KnownEntries = Map<number, LibraryValues | null>;

const known = new RecentCache<{ version: number; entries: KnownEntries }>(50);
const FOREVER = Number.POSITIVE_INFINITY;
/** Entries read at once when many are missing (a list of programs read after a library write). */
const READS_AT_ONCE = 25;

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
