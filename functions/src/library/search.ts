import type { GradeRange, LibraryEntry, LibrarySort, SortOrder } from '@app/shared/contracts/library';
import { foldForSearch } from '@app/shared/domain/search-text';

export interface LibraryFilters {
  search?: string;
  composer?: string;
  arranger?: string;
  difficulty?: GradeRange;
}

let collator: Intl.Collator | undefined;
/** Made on first use, not at a cold start (about 9 ms): only listing and sorting entries compare them. */
const compareText = (a: string, b: string) =>
  (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b);

/** Title, then composer, then id: the order of every list of entries (stable across requests). */
export const compareEntries = (a: LibraryEntry, b: LibraryEntry): number =>
  compareText(a.title, b.title) || compareText(a.composer ?? '', b.composer ?? '') || a.id - b.id;

/**
 * One folded field of every entry, concatenated (`\n` between entries, which folded text never
 * holds), so a word is found in all 10,000 entries by a few `indexOf` scans of one string
 * instead of 10,000 string searches.
 */
interface Haystack {
  text: string;
  /** Where each entry's part begins in `text`, ascending. */
  starts: Int32Array;
}

/** The entries of a library in list order, with their searchable text folded once. */
export interface SearchIndex<E extends LibraryEntry = LibraryEntry> {
  entries: E[];
  all: Haystack;
  composer: Haystack;
  arranger: Haystack;
}

function haystack(parts: readonly string[]): Haystack {
  const starts = new Int32Array(parts.length);
  let offset = 0;
  parts.forEach((part, i) => {
    starts[i] = offset;
    offset += part.length + 2;
  });
  return { text: parts.map((p) => ` ${p}\n`).join(''), starts };
}

/** Builds the index of entries already in list order (see compareEntries). */
export function buildSearchIndex<E extends LibraryEntry>(entries: E[]): SearchIndex<E> {
  return {
    entries,
    all: haystack(entries.map((e) => [e.title, e.composer, e.arranger, ...e.tags].map(foldForSearch).join(' '))),
    composer: haystack(entries.map((e) => foldForSearch(e.composer))),
    arranger: haystack(entries.map((e) => foldForSearch(e.arranger))),
  };
}

/** Indexes (ascending) of the entries whose part contains `word`, anywhere in a word. */
function entriesWith(hay: Haystack, word: string): number[] {
  const found: number[] = [];
  const { text, starts } = hay;
  let entry = 0;
  for (let at = text.indexOf(word); at !== -1; ) {
    // hits come in text order, so the entry holding one is found by walking on from the last
    while (entry + 1 < starts.length && starts[entry + 1]! <= at) entry += 1;
    found.push(entry);
    if (entry + 1 >= starts.length) break;
    at = text.indexOf(word, starts[entry + 1]!);
  }
  return found;
}

/** Of the candidate entries, those whose part contains `word` (cheaper than a scan when few remain). */
function keepWith(hay: Haystack, word: string, candidates: readonly number[]): number[] {
  return candidates.filter((entry) => {
    const end = entry + 1 < hay.starts.length ? hay.starts[entry + 1]! : hay.text.length;
    return hay.text.substring(hay.starts[entry]!, end).includes(word);
  });
}

/** Below this share of the library, candidates are checked one by one instead of scanning it all. */
const CHECK_EACH_BELOW = 0.25;

const intersect = (a: readonly number[], b: readonly number[]): number[] => {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i += 1;
    else if (a[i]! > b[j]!) j += 1;
    else {
      out.push(a[i]!);
      i += 1;
      j += 1;
    }
  }
  return out;
};

const wordsOf = (query: string | undefined) => foldForSearch(query).split(' ').filter(Boolean);

/** Positions (ascending, so in list order) of the entries matching every filter. */
function matchingPositions(index: SearchIndex, filters: LibraryFilters): number[] {
  const lookups: [Haystack, string][] = [
    ...wordsOf(filters.search).map((w) => [index.all, w] as [Haystack, string]),
    ...wordsOf(filters.composer).map((w) => [index.composer, w] as [Haystack, string]),
    ...wordsOf(filters.arranger).map((w) => [index.arranger, w] as [Haystack, string]),
  ];
  // the longest words first: they match least, so the intersections stay small
  lookups.sort((a, b) => b[1].length - a[1].length);
  let candidates: number[] | undefined;
  for (const [hay, word] of lookups) {
    if (!candidates) candidates = entriesWith(hay, word);
    else if (candidates.length < CHECK_EACH_BELOW * index.entries.length) candidates = keepWith(hay, word, candidates);
    else candidates = intersect(candidates, entriesWith(hay, word));
    if (!candidates.length) return [];
  }
  const positions = candidates ?? index.entries.map((_e, i) => i);
  const range = filters.difficulty;
  if (!range) return positions;
  return positions.filter((i) => {
    const grade = index.entries[i]!.difficulty;
    return grade !== null && grade >= range.min && grade <= range.max;
  });
}

const sortValue: Record<Exclude<LibrarySort, 'title'>, (e: LibraryEntry) => string | number | null> = {
  composer: (e) => e.composer,
  difficulty: (e) => e.difficulty,
  duration: (e) => e.duration,
  last_performed: (e) => e.last_performed,
};

/**
 * Each entry's rank under a sort (equal values share a rank; entries without the value rank -1),
 * computed once per library copy, so sorting a search's results is a numeric sort of positions.
 */
const ranks = new WeakMap<SearchIndex, Map<LibrarySort, Int32Array>>();

function ranksFor(index: SearchIndex, sort: Exclude<LibrarySort, 'title'>): Int32Array {
  let bySort = ranks.get(index);
  if (!bySort) ranks.set(index, (bySort = new Map()));
  let rank = bySort.get(sort);
  if (rank) return rank;
  const value = sortValue[sort];
  const compare = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a), String(b));
  const withValue = index.entries
    .map((e, i) => ({ i, v: value(e) }))
    .filter((x): x is { i: number; v: string | number } => x.v !== null);
  withValue.sort((a, b) => compare(a.v, b.v) || a.i - b.i);
  rank = new Int32Array(index.entries.length).fill(-1);
  let current = -1;
  withValue.forEach((x, n) => {
    if (n === 0 || compare(withValue[n - 1]!.v, x.v) !== 0) current += 1;
    rank[x.i] = current;
  });
  bySort.set(sort, rank);
  return rank;
}

/**
 * The entries matching every given filter: `search` over title, composer,
 * arranger and tags; `composer` and `arranger` over that field only; every word of each must
 * occur (as a word prefix or inside a word), accent- and case-insensitively; `difficulty` within
 * the range (entries without a grade never match it). They come in the order asked: by title (list
 * order, the default), composer, grade, duration or last performance, ascending or descending;
 * entries without the value come last, and ties keep list order.
 */
export function searchIndex<E extends LibraryEntry>(
  index: SearchIndex<E>,
  filters: LibraryFilters,
  sort: LibrarySort = 'title',
  order: SortOrder = 'asc',
): E[] {
  const positions = matchingPositions(index, filters);
  if (sort === 'title') {
    if (order === 'desc') positions.reverse();
  } else {
    const rank = ranksFor(index, sort);
    const direction = order === 'asc' ? 1 : -1;
    positions.sort((a, b) => {
      const ra = rank[a]!;
      const rb = rank[b]!;
      if (ra === -1 || rb === -1) return ra === rb ? a - b : ra === -1 ? 1 : -1;
      return (ra - rb) * direction || a - b;
    });
  }
  return positions.map((i) => index.entries[i]!);
}
