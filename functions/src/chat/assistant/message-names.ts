import type { EnsembleType } from '@app/shared/contracts/ensembles';
import { foldForSearch } from '@app/shared/domain/search-text';
import { CATALOG_TYPES_FOR, ENSEMBLE_WORDS, GENERIC_ENSEMBLE_WORDS } from './vocabulary';
import { ensembleWordsOf } from './wording';

/**
 * What a message names before the assistant reads it: a program of the director's ("for the
 * Spring Concert"), another kind of ensemble than the one chosen ("for my strings"). The service
 * uses them to choose what to read and for whom to answer.
 */

export /** The program a message names ("for the Spring Concert"), whose pieces are skipped like the current one's. */
function programNamedIn<P extends { title: string }>(message: string, programs: readonly P[]): P | undefined {
  const text = ` ${foldForSearch(message)} `;
  return programs.find((p) => foldForSearch(p.title).length >= 4 && text.includes(` ${foldForSearch(p.title)} `));
}

export const sameFamily = (a: EnsembleType, b: EnsembleType) =>
  a === b || CATALOG_TYPES_FOR[a].some((t) => (CATALOG_TYPES_FOR[b] as readonly string[]).includes(t));

/** The ensemble type a message names ("for my strings"), if any. */
export function typeNamedIn(message: string): EnsembleType | undefined {
  const text = ` ${foldForSearch(ensembleWordsOf(message))} `;
  return ENSEMBLE_WORDS.find(([phrase]) => !GENERIC_ENSEMBLE_WORDS.has(phrase) && text.includes(` ${phrase} `))?.[1];
}
