import type { Caller } from '../lib/caller';
import { count, METRIC } from '../lib/observability';
import { RecentCache } from '../lib/recent-cache';
import { listEntryItems, toLibraryEntry, type LibraryRecord } from './entry-repository';
import { bumpLibraryVersion, getLibraryVersion } from './library-version-repository';
import { buildSearchIndex, compareEntries, type SearchIndex } from './search';

/**
 * This container's copy of a user's library, so a search over 10,000 entries does not page them
 * out of DynamoDB on every keystroke. It is checked with one GetItem of the version item that
 * every library write bumps (after writing), and read again whenever the version moved. A write
 * made in this container is applied to the copy when the copy was current just before it.
 */
export interface LibraryCopy {
  version: number;
  /** The entries in list order (title, composer, id), indexed for search. */
  index: SearchIndex;
  /** By folded title|composer|arranger. */
  byIdentity: Map<string, LibraryRecord>;
  byId: Map<number, LibraryRecord>;
}

/** Libraries held per container (a 10,000-entry library is a few MB). */
const copies = new RecentCache<LibraryCopy>(50);
const FOREVER = Number.POSITIVE_INFINITY;

function buildCopy(version: number, records: Iterable<LibraryRecord>): LibraryCopy {
  const byId = new Map<number, LibraryRecord>();
  const byIdentity = new Map<string, LibraryRecord>();
  for (const record of records) {
    byId.set(record.id, record);
    byIdentity.set(record.identity, record);
  }
  const entries = [...byId.values()].map((record) => toLibraryEntry(record)).sort(compareEntries);
  return { version, index: buildSearchIndex(entries), byIdentity, byId };
}

/** The user's library as of now: the copy if its version is current, else read again. */
export async function currentLibrary({ sub }: Caller): Promise<LibraryCopy> {
  const { version } = await getLibraryVersion(sub);
  const cached = copies.get(sub, FOREVER);
  if (cached?.version === version) {
    count(METRIC.libraryCopyHit);
    return cached;
  }
  count(METRIC.libraryCopyMiss);
  const copy = buildCopy(version, await listEntryItems(sub));
  copies.set(sub, copy);
  return copy;
}

export interface LibraryChange {
  put?: readonly LibraryRecord[];
  deleted?: readonly number[];
  /** Entries added minus entries removed. */
  countChange: number;
  /** Entries changed in ways this container did not see (performance history): read them again. */
  stale?: boolean;
  /** An import's chunk, whose hold on new pieces ends with this bump. */
  endsImportHold?: boolean;
}

/**
 * Bumps the version after a write and keeps this container's copy current: the change is applied
 * when the copy was at the version just before, else the copy is dropped (someone else wrote).
 */
export async function libraryChanged({ sub }: Caller, change: LibraryChange): Promise<void> {
  const version = await bumpLibraryVersion(sub, change.countChange, change.endsImportHold);
  const cached = copies.get(sub, FOREVER);
  if (!cached) return;
  if (change.stale || cached.version !== version - 1) {
    copies.delete(sub);
    return;
  }
  const byId = new Map(cached.byId);
  for (const id of change.deleted ?? []) byId.delete(id);
  for (const record of change.put ?? []) byId.set(record.id, record);
  copies.set(sub, buildCopy(version, byId.values()));
}
