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
import { newId } from '../lib/ids';
import { keys } from '../lib/keys';
import { currentLibrary, libraryChanged } from './library-copy';
import {
  deleteEntryItem,
  getEntryItem,
  getLibraryVersion,
  latestTask,
  putNewEntry,
  recordPerformance,
  replaceEntryItem,
  toLibraryEntry,
  type LibraryRecord,
} from './repository';
import { searchIndex } from './search';

const entryNotFound = () => new NotFoundError('Library entry not found.');

/** One page of the entries matching the filters, in the order asked (title by default), with the total. */
export async function listEntries(caller: Caller, query: LibraryQuery): Promise<LibraryPage> {
  const library = await currentLibrary(caller.sub);
  const matches = searchIndex(library.index, query, query.sort, query.order);
  return { data: matches.slice(query.skip, query.skip + query.limit), total: matches.length };
}

export async function getEntry(caller: Caller, id: number): Promise<LibraryEntry> {
  const record = await getEntryItem(caller.sub, id);
  if (!record) throw entryNotFound();
  return toLibraryEntry(record);
}

const duplicateOf = (existing: LibraryRecord) =>
  new ConflictError(`"${existing.title}" is already in your library (entry ${existing.id}).`, {
    existing_id: existing.id,
  });

/** A new record for an entry (import and API share it); `now` is its created/updated time. */
export function newLibraryRecord(sub: string, input: LibraryEntryInput, now: string, id = newId()): LibraryRecord {
  return {
    ...keys.libraryEntry(sub, id),
    entity: 'LibraryEntry',
    ...input,
    id,
    identity: pieceIdentity(input),
    last_performed: null,
    times_performed: 0,
    created_at: now,
    updated_at: now,
  };
}

/** The record with the input's fields, keeping its id, history and creation time. */
export const replacedRecord = (current: LibraryRecord, input: LibraryEntryInput, now: string): LibraryRecord => ({
  ...current,
  ...input,
  identity: pieceIdentity(input),
  updated_at: now,
});

/** 409 naming the existing entry when the same piece (title + composer + arranger) is already there. */
export async function createEntry(caller: Caller, input: LibraryEntryInput): Promise<LibraryEntry> {
  const library = await currentLibrary(caller.sub);
  const existing = library.byIdentity.get(pieceIdentity(input));
  if (existing) throw duplicateOf(existing);
  const now = new Date().toISOString();
  let record = newLibraryRecord(caller.sub, input, now);
  while (!(await putNewEntry(record))) record = newLibraryRecord(caller.sub, input, now);
  await libraryChanged(caller.sub, { put: [record], countChange: 1 });
  return toLibraryEntry(record);
}

/** Replaces the entry's fields (a field left out is cleared); 409 if it would become another entry's twin. */
export async function replaceEntry(caller: Caller, id: number, input: LibraryEntryInput): Promise<LibraryEntry> {
  const current = await getEntryItem(caller.sub, id);
  if (!current) throw entryNotFound();
  const library = await currentLibrary(caller.sub);
  const twin = library.byIdentity.get(pieceIdentity(input));
  if (twin && twin.id !== id) throw duplicateOf(twin);
  const record = replacedRecord(current, input, new Date().toISOString());
  if (!(await replaceEntryItem(record))) throw entryNotFound();
  await libraryChanged(caller.sub, { put: [record], countChange: 0 });
  return toLibraryEntry(record);
}

/** Deletes the entry; programs that hold a copy of the piece keep it. */
export async function deleteEntry(caller: Caller, id: number): Promise<void> {
  if (!(await deleteEntryItem(caller.sub, id))) throw entryNotFound();
  await libraryChanged(caller.sub, { deleted: [id], countChange: -1 });
}

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
  return (await currentLibrary(caller.sub)).index.entries;
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
  await libraryChanged(caller.sub, { countChange: 0, stale: true });
}
