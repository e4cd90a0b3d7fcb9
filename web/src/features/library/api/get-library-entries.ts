import useSWR, { preload } from 'swr';
import { call } from '../../../lib/api-client';
import type { LibraryApiQuery } from '../utils/library-query';
import { ENTRIES_PATH } from './library-keys';

export const libraryEntriesKey = (query: LibraryApiQuery) => [ENTRIES_PATH, query] as const;

/** GET /library/entries: one page of the director's pieces matching the filters, and how many match. */
export const getLibraryEntries = (query: LibraryApiQuery) => call('GET /api/library/entries', { query });

/** The page with the query it answers (while the next one loads, the rows shown are the previous query's). */
const fetchPage = async ([, query]: ReturnType<typeof libraryEntriesKey>) => ({
  ...(await getLibraryEntries(query)),
  query,
});

/**
 * Starts the request for a query before the page renders with it (the keystroke-to-rows budget
 * is 200 ms); `useLibraryEntries` then takes the answer instead of asking again.
 */
export const preloadLibraryEntries = (query: LibraryApiQuery) => void preload(libraryEntriesKey(query), fetchPage);

/**
 * The page of entries for a query. The rows of the previous query stay while the next ones load
 * (no empty table between keystrokes); `isLoading` is true only before the first answer. Every
 * change of query asks again (no deduplication), so a preloaded answer is always taken, never
 * left to be served later in place of a fresh one.
 */
export const useLibraryEntries = (query: LibraryApiQuery) =>
  useSWR(libraryEntriesKey(query), fetchPage, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    dedupingInterval: 0,
  });
