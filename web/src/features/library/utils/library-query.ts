import {
  LIBRARY_PAGE_DEFAULT,
  libraryQuerySchema,
  librarySortKeys,
  type LibrarySort,
  type SortOrder,
} from '@app/shared/contracts/library';

/**
 * The Library page's view as the address keeps it (`?search=&composer=&arranger=&difficulty=&sort=
 * &order=&page=`), so a reload or a shared link shows the same rows. Pure: no React, no router.
 */
export interface LibraryView {
  search: string;
  composer: string;
  arranger: string;
  /** As typed: a grade (`2`) or a range (`1.5-2.5`). */
  difficulty: string;
  sort: LibrarySort;
  order: SortOrder;
  /** 1-based. */
  page: number;
}

export type LibraryFilterField = 'search' | 'composer' | 'arranger' | 'difficulty';
export type LibraryFilters = Pick<LibraryView, LibraryFilterField>;

export const FILTER_FIELDS: readonly LibraryFilterField[] = ['search', 'composer', 'arranger', 'difficulty'];
export const PAGE_SIZE = LIBRARY_PAGE_DEFAULT;

export const DEFAULT_VIEW: LibraryView = {
  search: '',
  composer: '',
  arranger: '',
  difficulty: '',
  sort: 'title',
  order: 'asc',
  page: 1,
};

const isSort = (value: string | null): value is LibrarySort => librarySortKeys.includes(value as LibrarySort);

/** The view an address asks for; anything unreadable falls back to the default. */
export function viewFromParams(params: URLSearchParams): LibraryView {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    search: params.get('search') ?? '',
    composer: params.get('composer') ?? '',
    arranger: params.get('arranger') ?? '',
    difficulty: params.get('difficulty') ?? '',
    sort: isSort(sort) ? sort : DEFAULT_VIEW.sort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The address of a view: only what differs from the default, in a fixed order. Other parameters
 * of `base` (not the page's) are kept.
 */
export function paramsFromView(view: LibraryView, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [...FILTER_FIELDS, 'sort', 'order', 'page']) params.delete(key);
  for (const field of FILTER_FIELDS) if (view[field].trim()) params.set(field, view[field]);
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.order !== DEFAULT_VIEW.order) params.set('order', view.order);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** A grade filter in the API's form (`2`, `1.5-2.5`); dashes of any kind and spaces are accepted. */
const normaliseDifficulty = (text: string) =>
  text
    .trim()
    .replace(/\s*[–—-]\s*/g, '-')
    .replace(/,/g, '.');

/** Why the grade filter cannot be used (the API's own message), or null when it can (or is empty). */
export function difficultyProblem(text: string): string | null {
  const result = libraryQuerySchema.shape.difficulty.safeParse(normaliseDifficulty(text));
  return result.success ? null : (result.error.issues[0]?.message ?? 'difficulty is not a grade');
}

export type LibraryApiQuery = Record<string, string | number | undefined> & { skip: number; limit: number };

/**
 * The query of GET /library/entries for a view. A grade filter the API would refuse is left out
 * (the field says why), so the other filters still apply.
 */
export function apiQueryOf(view: LibraryView): LibraryApiQuery {
  const text = (value: string) => value.trim() || undefined;
  return {
    skip: (view.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    search: text(view.search),
    composer: text(view.composer),
    arranger: text(view.arranger),
    difficulty: difficultyProblem(view.difficulty) ? undefined : text(normaliseDifficulty(view.difficulty)),
    sort: view.sort,
    order: view.order,
  };
}

/** The same rows: views that ask the API for the same thing (spaces around a word do not count). */
export const sameQuery = (a: LibraryView, b: LibraryView): boolean =>
  JSON.stringify(apiQueryOf(a)) === JSON.stringify(apiQueryOf(b));

export const hasFilters = (view: LibraryFilters): boolean => FILTER_FIELDS.some((field) => view[field].trim() !== '');

/** Whether the API was asked for only some of the pieces (none found then means none match, not an empty library). */
export const queryHasFilters = (query: LibraryApiQuery): boolean =>
  FILTER_FIELDS.some((field) => query[field] !== undefined);

export const withoutFilters = (view: LibraryView): LibraryView => ({
  ...view,
  search: '',
  composer: '',
  arranger: '',
  difficulty: '',
  page: 1,
});

/** A header click: the same column reverses its order, another one sorts ascending; back to page 1. */
export const withSort = (view: LibraryView, sort: LibrarySort): LibraryView => ({
  ...view,
  sort,
  order: view.sort === sort && view.order === 'asc' ? 'desc' : 'asc',
  page: 1,
});

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** "1–100 of 1,234" (en dash, thousands separators); "0 of 0" for none. */
export function rangeLabel(page: number, shown: number, total: number): string {
  const count = (n: number) => n.toLocaleString('en-US');
  if (total === 0 || shown === 0) return `0 of ${count(total)}`;
  const first = (page - 1) * PAGE_SIZE + 1;
  return `${count(first)}–${count(first + shown - 1)} of ${count(total)}`;
}
