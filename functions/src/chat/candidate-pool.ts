import type { Caller } from '../lib/caller';
import { RecentCache } from '../lib/recent-cache';
import { currentLibrary, type LibraryCopy } from '../library/library-copy';
import { buildPool, fromLibrary, type CandidatePool } from './assistant/candidates';
import { catalogCandidates, catalogComposerIndex } from './catalogue-candidates';

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
    const index = catalogComposerIndex();
    pool = buildPool(
      library.index.entries.map((entry) => fromLibrary(entry, index)),
      catalogCandidates(),
    );
    pools.set(library, pool);
  }
  latest.set(caller.sub, { version: library.version, pool });
  return pool;
}
