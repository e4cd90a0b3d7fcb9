import { CATALOG_SEARCH_LIMIT, type CatalogWorkSummary } from '@app/shared/contracts/chat';
import { foldForSearch } from '@app/shared/domain/search-text';
import type { CatalogWork } from './catalog-schema';
import { catalogWorks } from './load-catalog';

interface Indexed {
  work: CatalogWork;
  /** Folded title and composer and arranger, padded for word-start search. */
  text: string;
  title: string;
}
let index: Indexed[] | undefined;
const indexed = () =>
  (index ??= catalogWorks().map((work) => ({
    work,
    title: foldForSearch(work.title),
    text: ` ${foldForSearch(`${work.title} ${work.composer} ${work.arranger ?? ''}`)} `,
  })));

export const toSummary = (w: CatalogWork): CatalogWorkSummary => ({
  id: w.id,
  title: w.title,
  composer: w.composer,
  arranger: w.arranger,
  publisher: w.publisher,
  grade: w.grade,
  grade_scale: w.grade_scale,
  grade_text: w.grade_text,
  duration: w.duration,
  ensemble_types: [...w.ensemble_types],
  uil: w.uil,
});

/**
 * Works whose title, composer or arranger have words starting with every word typed ("holst
 * suite", "shenan"), titles that start with the text first, then works with a known duration.
 */
export function searchCatalog(text: string, limit = CATALOG_SEARCH_LIMIT): CatalogWorkSummary[] {
  const words = foldForSearch(text).split(' ').filter(Boolean);
  if (!words.length) return [];
  const folded = words.join(' ');
  const found = indexed().filter((x) => words.every((w) => x.text.includes(` ${w}`)));
  const rank = (x: Indexed) =>
    (x.title.startsWith(folded) ? 0 : x.title.includes(folded) ? 1 : 2) * 2 + (x.work.duration == null ? 1 : 0);
  return found
    .sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title))
    .slice(0, limit)
    .map((x) => toSummary(x.work));
}
