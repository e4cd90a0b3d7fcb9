import { catalogWorks } from '../catalog/load-catalog';
import type { Caller } from '../lib/caller';
import { currentLibrary, type LibraryCopy } from '../library/library-copy';
import { buildPool, fromCatalog, fromLibrary, type Candidate, type CandidatePool } from './assistant/candidates';

let catalogued: Candidate[] | undefined;
/** The catalogue as candidates, read on first use (a cold start that only lists sessions never loads it). */
export const catalogCandidates = () => (catalogued ??= catalogWorks().map(fromCatalog));
const pools = new WeakMap<LibraryCopy, CandidatePool>();

/** The user's library and the catalogue as one pool, rebuilt only when the library changed. */
export async function candidatePool(caller: Caller): Promise<CandidatePool> {
  const library = await currentLibrary(caller);
  let pool = pools.get(library);
  if (!pool) {
    pool = buildPool(library.index.entries.map(fromLibrary), catalogCandidates());
    pools.set(library, pool);
  }
  return pool;
}
