import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LibrarySort } from '@app/shared/contracts/library';
import {
  FILTER_FIELDS,
  paramsFromView,
  viewFromParams,
  withFilter,
  withoutFilters,
  withSort,
  type LibraryFilterField,
  type LibraryFilters,
  type LibraryView,
} from '../utils/library-query';

/** Typing pauses this long before the address (and so the query) follows. */
export const FILTER_DEBOUNCE_MS = 100;

const filtersOf = (view: LibraryView): LibraryFilters => ({ search: view.search, composer: view.composer, arranger: view.arranger, difficulty: view.difficulty });

/** The view with the filters as typed (a sort or a page change also takes what is still being debounced); page 1 if they changed. */
function withDrafts({ view, drafts }: { view: LibraryView; drafts: LibraryFilters }): LibraryView {
  const changed = FILTER_FIELDS.some((field) => drafts[field] !== view[field]);
  return { ...view, ...drafts, page: changed ? 1 : view.page };
}

/**
 * The Library page's view, kept in the address. The filter boxes show what is typed at once
 * (`drafts`); the address follows 100 ms after the last keystroke, replacing its history entry,
 * and the rows follow the address (`view`). Sorting and paging write at once and can be undone
 * with Back; a change of the address from outside (Back, a link) refills the boxes.
 */
export function useLibraryView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const [drafts, setDrafts] = useState<LibraryFilters>(() => filtersOf(view));

  // what this hook last wrote: an address it did not write refills the boxes
  const written = useRef(params.toString());
  const latest = useRef({ view, drafts, params });
  latest.current = { view, drafts: latest.current.drafts, params };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const address = params.toString();
    if (address === written.current) return;
    written.current = address;
    const fromAddress = filtersOf(view);
    latest.current.drafts = fromAddress;
    setDrafts(fromAddress);
  }, [params, view]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const write = useCallback(
    (next: LibraryView, { replace }: { replace: boolean }) => {
      clearTimeout(timer.current);
      const address = paramsFromView(next, latest.current.params);
      written.current = address.toString();
      setParams(address, { replace });
    },
    [setParams],
  );

  const setFilter = useCallback(
    (field: LibraryFilterField, value: string) => {
      const typed = { ...latest.current.drafts, [field]: value };
      latest.current.drafts = typed;
      setDrafts(typed);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => write(withFilter(withDrafts(latest.current), field, value), { replace: true }), FILTER_DEBOUNCE_MS);
    },
    [write],
  );

  const clearFilters = useCallback(() => {
    const cleared = withoutFilters(latest.current.view);
    latest.current.drafts = filtersOf(cleared);
    setDrafts(filtersOf(cleared));
    write(cleared, { replace: false });
  }, [write]);

  const sortBy = useCallback((sort: LibrarySort) => write(withSort(withDrafts(latest.current), sort), { replace: false }), [write]);

  const goToPage = useCallback((page: number, { replace = false }: { replace?: boolean } = {}) => write({ ...withDrafts(latest.current), page }, { replace }), [write]);

  return { view, drafts, setFilter, clearFilters, sortBy, goToPage };
}
