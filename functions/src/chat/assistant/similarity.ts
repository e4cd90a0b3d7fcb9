import { foldForSearch } from '@app/shared/domain/search-text';
import { catalogTags } from '../../catalog/catalog-vocabulary';
import type { Candidate, CandidatePool } from './candidates';

/**
 * "Pieces like Shenandoah": each piece as a vector of its character (tags), grade, length and
 * era; likeness is the cosine of two vectors. The named work itself (any arrangement of the same
 * title) is never among the answers.
 */
const TAG_INDEX = new Map(catalogTags.map((t, i) => [t, i]));
const DIMENSIONS = catalogTags.length + 3;

export function vectorOf(c: Candidate): Float64Array {
  const v = new Float64Array(DIMENSIONS);
  for (const t of c.tags) v[TAG_INDEX.get(t)!] = 1;
  const base = catalogTags.length;
  v[base] = c.grade != null ? (c.grade / 6) * 1.5 : 0.75;
  v[base + 1] = c.duration != null ? Math.min(1, Math.log2(1 + c.duration / 60) / 4) : 0.5;
  v[base + 2] = c.year != null ? Math.min(1, Math.max(0, (c.year - 1600) / 450)) * 0.7 : 0.35;
  return v;
}

export function cosine(a: Float64Array, b: Float64Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/**
 * The work a phrase names: an exact title, else the longest title the phrase contains or that
 * starts with the phrase. Library entries come first (the director's own copy).
 */
export function findNamedWork(pool: CandidatePool, phrase: string): Candidate[] {
  const folded = foldForSearch(phrase);
  if (!folded) return [];
  const exact = pool.byTitle.get(folded);
  if (exact?.length) return [...exact];
  let best: Candidate[] = [];
  let bestLength = 0;
  for (const [title, list] of pool.byTitle) {
    if (title.length < 4) continue;
    const hit =
      ` ${folded} `.includes(` ${title} `) ||
      title.startsWith(`${folded} `) ||
      (folded.length >= 6 && title.startsWith(folded));
    if (hit && title.length > bestLength) {
      best = [...list];
      bestLength = title.length;
    }
  }
  return best;
}

/** Likeness of every candidate to the model, the model's own title left out. */
export function likeness(model: Candidate, candidates: readonly Candidate[]): Map<string, number> {
  const target = vectorOf(model);
  const scores = new Map<string, number>();
  for (const c of candidates) {
    // the model itself, or another setting of its tune ("Variations on Shenandoah" for Shenandoah)
    if (` ${c.folded_title} `.includes(` ${model.folded_title} `)) continue;
    scores.set(c.key, cosine(target, vectorOf(c)));
  }
  return scores;
}

/** The tags two pieces share, for the reason ("both lyrical folk settings"). */
export const sharedTags = (a: Candidate, b: Candidate) => a.tags.filter((t) => b.tags.includes(t));
