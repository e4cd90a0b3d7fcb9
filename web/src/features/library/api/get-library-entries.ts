import useSWR from 'swr';
import type { LibraryEntry } from '@app/shared/contracts/library';
import type { LibraryApiQuery } from '../utils/library-query';
import { ENTRIES_PATH } from './library-keys';
import { getPage } from './get-page';

export const libraryEntriesKey = (query: LibraryApiQuery) => [ENTRIES_PATH, query] as const;

/** GET /library/entries: one page of the director's pieces matching the filters, and how many match. */
export const getLibraryEntries = (query: LibraryApiQuery) => getPage<LibraryEntry>(ENTRIES_PATH, query);

/**
 * The page of entries for a query, with the query it answers (while the next one loads, the
 * rows shown are the previous query's). The rows of the previous query stay while the next ones load
 * (no empty table between keystrokes); `isLoading` is true only before the first answer.
 */
export const useLibraryEntries = (query: LibraryApiQuery) =>
  useSWR(libraryEntriesKey(query), async ([, q]) => ({ ...(await getLibraryEntries(q)), query: q }), { keepPreviousData: true, revalidateOnFocus: false });
