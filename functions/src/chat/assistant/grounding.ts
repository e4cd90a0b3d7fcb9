import type { Recommendation } from '@app/shared/contracts/chat';
import { foldForSearch, pieceIdentity } from '@app/shared/domain/search-text';
import { suitsEnsemble, type Candidate, type CandidatePool } from './candidates';
import type { AssistantContext } from './provider';
import type { ProviderPick } from './request';

const MAX_REASON = 400;

/** The pool candidate a pick names, or undefined when it is in neither source. */
export function resolvePick(pool: CandidatePool, pick: ProviderPick): Candidate | undefined {
  const byKey = pick.key ? pool.byKey.get(pick.key) : undefined;
  if (byKey || !pick.title) return byKey;
  const exact = pool.byIdentity.get(
    pieceIdentity({ title: pick.title, composer: pick.composer ?? null, arranger: pick.arranger ?? null }),
  );
  if (exact?.length) return exact[0];
  // A model may write "Holst" for "Gustav Holst" or leave the arranger out: same title, and the
  // composer (if given) contained in the source's composer.
  const sameTitle = pool.byTitle.get(foldForSearch(pick.title)) ?? [];
  const composer = foldForSearch(pick.composer);
  const arranger = foldForSearch(pick.arranger);
  const matches = sameTitle.filter(
    (c) =>
      (!composer ||
        foldForSearch(c.composer).includes(composer) ||
        composer.includes(foldForSearch(c.composer) || '\u0000')) &&
      (!arranger || foldForSearch(c.arranger).includes(arranger)),
  );
  return matches[0];
}

export const toRecommendation = (c: Candidate, reason: string): Recommendation => ({
  title: c.title,
  composer: c.composer,
  arranger: c.arranger,
  grade: c.grade,
  ...(c.grade_scale ? { grade_scale: c.grade_scale } : {}),
  duration: c.duration,
  ensemble_types: c.ensemble_types,
  source: c.source,
  ...(c.uil ? { uil: c.uil } : {}),
  ...(c.library_entry_id != null ? { library_entry_id: c.library_entry_id } : {}),
  ...(c.catalog_id != null ? { catalog_id: c.catalog_id } : {}),
  reason,
});

export interface GroundedPicks {
  recommendations: Recommendation[];
  /** Pool keys, in the same order. */
  keys: string[];
  /** Picks dropped because neither source has them, or they break a hard rule. */
  dropped: { pick: ProviderPick; why: 'unknown' | 'ensemble_type' | 'library_only' | 'in_program' | 'duplicate' }[];
}

/**
 * Every pick checked against the pool: a piece in neither source is dropped, as is one for
 * another kind of ensemble, one outside "my library only", one already in the program, or a
 * repeat. The facts returned (grade, duration, names) are the source's, never the provider's.
 */
export function groundPicks(picks: readonly ProviderPick[], context: AssistantContext): GroundedPicks {
  const result: GroundedPicks = { recommendations: [], keys: [], dropped: [] };
  const seen = new Set<string>();
  for (const pick of picks) {
    const candidate = resolvePick(context.pool, pick);
    // a pick for another of the director's ensembles is checked against that ensemble
    const ensemble =
      (pick.ensemble_id !== undefined && context.ensembles?.find((e) => e.id === pick.ensemble_id)) || context.ensemble;
    const why = !candidate
      ? 'unknown'
      : !suitsEnsemble(candidate, ensemble.type)
        ? 'ensemble_type'
        : context.useLibraryOnly && candidate.source !== 'library'
          ? 'library_only'
          : context.excludedKeys.has(candidate.key)
            ? 'in_program'
            : seen.has(candidate.identity)
              ? 'duplicate'
              : undefined;
    if (why || !candidate) {
      result.dropped.push({ pick, why: why ?? 'unknown' });
      continue;
    }
    seen.add(candidate.identity);
    const reason = pick.reason.trim().slice(0, MAX_REASON) || `${candidate.title} suits ${ensemble.name}.`;
    result.recommendations.push({
      ...toRecommendation(candidate, reason),
      ...(pick.ensemble_id !== undefined ? { ensemble_id: ensemble.id } : {}),
    });
    result.keys.push(candidate.key);
  }
  return result;
}
