import { composerIndex, type ComposerIndex } from '../catalog/composer-facts';
import { catalogComposers, catalogWorks } from '../catalog/load-catalog';
import type { Caller } from '../lib/caller';
import { RecentCache } from '../lib/recent-cache';
import { currentLibrary, type LibraryCopy } from '../library/library-copy';
import { buildPool, fromCatalog, fromLibrary, type Candidate, type CandidatePool } from './assistant/candidates';

let catalogued: Candidate[] | undefined;
let composers: ComposerIndex | undefined;
const composersOf = () => (composers ??= composerIndex(catalogComposers()));
/** The catalogue as candidates, read on first use (a cold start that only lists sessions never loads it). */
export const catalogCandidates = () => (catalogued ??= catalogWorks().map((w) => fromCatalog(w, composersOf())));
const pools = new WeakMap<LibraryCopy, CandidatePool>();
/** Each user's latest pool with the library version it holds (as many users as the library copies). */
const latest = new RecentCache<{ version: number; pool: CandidatePool }>(50);

/**
 * The user's library and the catalogue as one pool, rebuilt only when the library changed. A caller
 * that has just read the library's version passes it: the pool built at that version is used
 * without reading it again.
 */
export async function candidatePool(caller: Caller, libraryVersion?: number): Promise<CandidatePool> {
  const held = latest.get(caller.sub);
  if (held && held.version === libraryVersion) return held.pool;
  const library = await currentLibrary(caller);
  let pool = pools.get(library);
  if (!pool) {
    const index = composersOf();
    pool = buildPool(
      library.index.entries.map((entry) => fromLibrary(entry, index)),
      catalogCandidates(),
    );
    pools.set(library, pool);
  }
  latest.set(caller.sub, { version: library.version, pool });
  return pool;
}
