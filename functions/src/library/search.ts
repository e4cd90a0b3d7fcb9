import type { GradeRange, LibraryEntry } from '@app/shared/contracts/library';
import { foldForSearch } from '@app/shared/domain/search-text';

export interface LibraryFilters {
  search?: string;
  composer?: string;
  arranger?: string;
  difficulty?: GradeRange;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Title, then composer, then id: the order of every list of entries (stable across requests). */
export const compareEntries = (a: LibraryEntry, b: LibraryEntry): number =>
  collator.compare(a.title, b.title) || collator.compare(a.composer ?? '', b.composer ?? '') || a.id - b.id;

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

/**
 * The entries matching every given filter, in list order: `search` over title, composer,
 * arranger and tags; `composer` and `arranger` over that field only; every word of each must
 * occur (as a word prefix or inside a word), accent- and case-insensitively; `difficulty` within
 * the range (entries without a grade never match it).
 */
export function searchIndex<E extends LibraryEntry>(index: SearchIndex<E>, filters: LibraryFilters): E[] {
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
  const range = filters.difficulty;
  const entries = candidates ? candidates.map((i) => index.entries[i]!) : index.entries;
  return range ? entries.filter((e) => e.difficulty !== null && e.difficulty >= range.min && e.difficulty <= range.max) : entries;
}
