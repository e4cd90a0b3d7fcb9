import type { GradeRange, LibraryEntry } from '@app/shared/contracts/library';
import { foldForSearch } from '@app/shared/domain/search-text';

/** An entry with its text folded once, when the library copy is built, not on every keystroke. */
export interface SearchableEntry<E extends LibraryEntry = LibraryEntry> {
  entry: E;
  /** Title, composer, arranger and tags, folded. */
  text: string;
  composer: string;
  arranger: string;
}

export interface LibraryFilters {
  search?: string;
  composer?: string;
  arranger?: string;
  difficulty?: GradeRange;
}

export const toSearchable = <E extends LibraryEntry>(entry: E): SearchableEntry<E> => ({
  entry,
  text: ` ${[entry.title, entry.composer, entry.arranger, ...entry.tags].map(foldForSearch).join(' ')}`,
  composer: ` ${foldForSearch(entry.composer)}`,
  arranger: ` ${foldForSearch(entry.arranger)}`,
});

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Title, then composer, then id: the order of every list of entries (stable across requests). */
export const compareEntries = (a: LibraryEntry, b: LibraryEntry): number =>
  collator.compare(a.title, b.title) || collator.compare(a.composer ?? '', b.composer ?? '') || a.id - b.id;

/** Every word of the query must occur in the text, as a word prefix or anywhere inside a word. */
const wordsOf = (query: string | undefined) => foldForSearch(query).split(' ').filter(Boolean);
const containsAll = (haystack: string, words: readonly string[]) => words.every((w) => haystack.includes(w));

/**
 * A predicate for the filters: search over title, composer, arranger and tags; composer and
 * arranger over that field only (accent- and case-insensitive); difficulty within the range.
 * All given filters must hold.
 */
export function matcher(filters: LibraryFilters): (item: SearchableEntry) => boolean {
  const search = wordsOf(filters.search);
  const composer = wordsOf(filters.composer);
  const arranger = wordsOf(filters.arranger);
  const range = filters.difficulty;
  return (item) =>
    containsAll(item.text, search) &&
    containsAll(item.composer, composer) &&
    containsAll(item.arranger, arranger) &&
    (!range || (item.entry.difficulty !== null && item.entry.difficulty >= range.min && item.entry.difficulty <= range.max));
}
