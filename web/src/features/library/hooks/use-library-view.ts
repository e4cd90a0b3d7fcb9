import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LibrarySort } from '@app/shared/contracts/library';
import { preloadLibraryEntries } from '../api/get-library-entries';
import {
  apiQueryOf,
  FILTER_FIELDS,
  paramsFromView,
  sameQuery,
  viewFromParams,
  withoutFilters,
  withSort,
  type LibraryFilterField,
  type LibraryFilters,
  type LibraryView,
} from '../utils/library-query';

/**
 * Typing pauses this long before the rows follow: longer than the gap between a fast typist's
 * keystrokes (about 40 ms), so a word typed at once asks for its rows once, and short enough that
 * the rows are painted within 150 ms of the last keystroke (the budget `npm run bench` holds them to).
 */
export const FILTER_DEBOUNCE_MS = 50;
/**
 * Typing pauses this long before the address follows: a navigation re-renders the whole app, and
 * done with the rows it would delay them.
 */
export const ADDRESS_DEBOUNCE_MS = 400;

const filtersOf = (view: LibraryView): LibraryFilters => ({
  search: view.search,
  composer: view.composer,
  arranger: view.arranger,
  difficulty: view.difficulty,
});

/** The view with the filters as typed (a sort or a page change also takes what is still being debounced); page 1 if they changed. */
function withDrafts({ view, drafts }: { view: LibraryView; drafts: LibraryFilters }): LibraryView {
  const changed = FILTER_FIELDS.some((field) => drafts[field] !== view[field]);
  return { ...view, ...drafts, page: changed ? 1 : view.page };
}

/**
 * The Library page's view, kept in the address. The filter boxes show what is typed at once
 * (`drafts`); 50 ms after the last keystroke the rows follow (`view`, whose request leaves at
 * once), and once typing has paused 400 ms the address is replaced to match. Sorting and paging
 * change rows and address at once, as a new history entry (Back undoes them). A change of the
 * address from outside (Back, a link) sets the view and refills the boxes.
 */
export function useLibraryView() {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<LibraryView>(() => viewFromParams(params));
  const [drafts, setDrafts] = useState<LibraryFilters>(() => filtersOf(view));

  // what this hook last wrote: an address it did not write sets the view
  const written = useRef(params.toString());
  const latest = useRef({ view, drafts, params });
  latest.current.params = params;
  const rowsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const addressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const address = params.toString();
    if (address === written.current) return;
    clearTimeout(rowsTimer.current);
    clearTimeout(addressTimer.current);
    written.current = address;
    const fromAddress = viewFromParams(params);
    latest.current.view = fromAddress;
    latest.current.drafts = filtersOf(fromAddress);
    setView(fromAddress);
    setDrafts(filtersOf(fromAddress));
  }, [params]);

  useEffect(
    () => () => {
      clearTimeout(rowsTimer.current);
      clearTimeout(addressTimer.current);
    },
    [],
  );

  const writeAddress = useCallback(
    (next: LibraryView, replace: boolean) => {
      const address = paramsFromView(next, latest.current.params);
      written.current = address.toString();
      setParams(address, { replace });
    },
    [setParams],
  );

  /**
   * Shows `next`: the rows at once; the address as a new history entry, in place of the current
   * one, or (typing) in place of it after a pause.
   */
  const show = useCallback(
    (next: LibraryView, address: 'push' | 'replace' | 'after-typing') => {
      clearTimeout(rowsTimer.current);
      clearTimeout(addressTimer.current);
      latest.current.view = next;
      setView(next);
      if (address === 'after-typing')
        addressTimer.current = setTimeout(() => writeAddress(next, true), ADDRESS_DEBOUNCE_MS - FILTER_DEBOUNCE_MS);
      else writeAddress(next, address === 'replace');
    },
    [writeAddress],
  );

  const setFilter = useCallback(
    (field: LibraryFilterField, value: string) => {
      const typed = { ...latest.current.drafts, [field]: value };
      latest.current.drafts = typed;
      setDrafts(typed);
      clearTimeout(rowsTimer.current);
      clearTimeout(addressTimer.current);
      rowsTimer.current = setTimeout(() => {
        const next = withDrafts(latest.current);
        // the request leaves now, not once the page has rendered the new view (only for other
        // rows: a preload of the rows shown would never be taken)
        if (!sameQuery(next, latest.current.view)) preloadLibraryEntries(apiQueryOf(next));
        show(next, 'after-typing');
      }, FILTER_DEBOUNCE_MS);
    },
    [show],
  );

  const clearFilters = useCallback(() => {
    const cleared = withoutFilters(latest.current.view);
    latest.current.drafts = filtersOf(cleared);
    setDrafts(filtersOf(cleared));
    show(cleared, 'push');
  }, [show]);

  const sortBy = useCallback((sort: LibrarySort) => show(withSort(withDrafts(latest.current), sort), 'push'), [show]);

  const goToPage = useCallback(
    (page: number, { replace = false }: { replace?: boolean } = {}) =>
      show({ ...withDrafts(latest.current), page }, replace ? 'replace' : 'push'),
    [show],
  );

  return { view, drafts, setFilter, clearFilters, sortBy, goToPage };
}
