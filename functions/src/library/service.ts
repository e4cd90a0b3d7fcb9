import type {
  LibraryEntry,
  LibraryEntryInput,
  LibraryPage,
  LibraryQuery,
  LibraryStatus,
} from '@app/shared/contracts/library';
import { pieceIdentity } from '@app/shared/domain/search-text';
import type { Caller } from '../lib/caller';
import { ConflictError, NotFoundError } from '../lib/errors';
import {
  claimPiece,
  deleteEntryItem,
  getEntryItem,
  insertEntry,
  recordPerformance,
  releasePiece,
  replacedRecord,
  replaceEntryItem,
  toLibraryEntry,
  type LibraryRecord,
} from './entry-repository';
import { currentLibrary, libraryChanged } from './library-copy';
import { asPieceWriter, getLibraryVersion, libraryVersionRead } from './library-version-repository';
import { searchIndex } from './search';
import { latestTask } from './upload-task-repository';

const entryNotFound = () => NotFoundError.of('Library entry');

/** One page of the entries matching the filters, in the order asked (title by default), with the total. */
export async function listEntries(caller: Caller, query: LibraryQuery): Promise<LibraryPage> {
  const library = await currentLibrary(caller);
  const matches = searchIndex(library.index, query, query.sort, query.order);
  return { data: matches.slice(query.skip, query.skip + query.limit), total: matches.length };
}

export async function getEntry(caller: Caller, id: number): Promise<LibraryEntry> {
  const record = await getEntryItem(caller.sub, id);
  if (!record) throw entryNotFound();
  return toLibraryEntry(record);
}

/** What a program copies from one of the user's entries when it is added as a piece. */
export type PieceFromLibrary = Pick<LibraryEntry, 'title' | 'composer' | 'arranger' | 'duration'> & {
  /** The entry's program notes, printed under the piece by the booklet export. */
  notes: LibraryEntry['program_notes'];
};

/** The piece one of the user's entries describes; undefined when there is no such entry. */
export async function pieceFromLibrary(caller: Caller, id: number): Promise<PieceFromLibrary | undefined> {
  const record = await getEntryItem(caller.sub, id);
  if (!record) return undefined;
  return {
    title: record.title,
    composer: record.composer,
    arranger: record.arranger,
    duration: record.duration,
    notes: record.program_notes,
  };
}

const duplicateOf = (existing: LibraryRecord) =>
  new ConflictError(`"${existing.title}" is already in your library (entry ${existing.id}).`, {
    existing_id: existing.id,
  });

/** 409 naming the existing entry when the same piece (title + composer + arranger) is already there. */
export async function createEntry(caller: Caller, input: LibraryEntryInput): Promise<LibraryEntry> {
  const identity = pieceIdentity(input);
  // As a piece writer, no import is halfway through a chunk: the copy holds every entry an import
  // wrote (those have no claim), and the piece's claim decides against the director's other writes.
  const inserted = await asPieceWriter(caller.sub, async () => {
    const existing = (await currentLibrary(caller)).byIdentity.get(identity);
    return existing ? { holder: existing } : insertEntry(caller.sub, input, new Date().toISOString());
  });
  if ('holder' in inserted) throw duplicateOf(inserted.holder);
  await libraryChanged(caller, { put: [inserted.created], countChange: 1 });
  return toLibraryEntry(inserted.created);
}

/** Replaces the entry's fields (a field left out is cleared); 409 if it would become another entry's twin. */
export async function replaceEntry(caller: Caller, id: number, input: LibraryEntryInput): Promise<LibraryEntry> {
  const current = await getEntryItem(caller.sub, id);
  if (!current) throw entryNotFound();
  const identity = pieceIdentity(input);
  const record = replacedRecord(current, input, new Date().toISOString());
  const renamed = identity !== current.identity;
  if (renamed) {
    // as in createEntry: the copy, then the claim, while no import is halfway through a chunk
    const holder = await asPieceWriter(caller.sub, async () => {
      const twin = (await currentLibrary(caller)).byIdentity.get(identity);
      return twin && twin.id !== id ? twin : claimPiece(caller.sub, identity, id);
    });
    if (holder && holder.id !== id) throw duplicateOf(holder);
  }
  if (!(await replaceEntryItem(record, current.identity))) {
    if (renamed) await releasePiece(caller.sub, identity, id);
    throw entryNotFound();
  }
  if (renamed) await releasePiece(caller.sub, current.identity, id);
  await libraryChanged(caller, { put: [record], countChange: 0 });
  return toLibraryEntry(record);
}

/** Deletes the entry; programs that hold a copy of the piece keep it. */
export async function deleteEntry(caller: Caller, id: number): Promise<void> {
  if (!(await deleteEntryItem(caller.sub, id))) throw entryNotFound();
  await libraryChanged(caller, { deleted: [id], countChange: -1 });
}

/** The library's version: every library write bumps it, so another domain can tell when what it read is stale. */
export const libraryVersion = async ({ sub }: Caller): Promise<number> => (await getLibraryVersion(sub)).version;

/** The library's version as one item of another domain's batch read (the assistant reads a turn's items at once). */
export const libraryVersionItem = ({ sub }: Caller) => libraryVersionRead(sub);

export async function libraryStatus(caller: Caller): Promise<LibraryStatus> {
  const [{ entry_count: entryCount }, last] = await Promise.all([
    getLibraryVersion(caller.sub),
    latestTask(caller.sub),
  ]);
  return {
    has_library: entryCount > 0,
    entry_count: entryCount,
    last_import: last ? { id: last.id, status: last.status, finished_at: last.finished_at } : null,
  };
}

/** Every entry, in list order (for the CSV export). */
export async function allEntries(caller: Caller): Promise<LibraryEntry[]> {
  return (await currentLibrary(caller)).index.entries;
}

/**
 * Performance history of a finalized program: each library entry it holds (once, however many
 * times it appears) is performed on `date`.
 */
export async function recordProgramPerformance(
  caller: Caller,
  entryIds: readonly number[],
  date: string,
): Promise<void> {
  const unique = [...new Set(entryIds)];
  if (!unique.length) return;
  await Promise.all(unique.map((id) => recordPerformance(caller.sub, id, date)));
  await libraryChanged(caller, { countChange: 0, stale: true });
}
