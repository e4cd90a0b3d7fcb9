import { foldForSearch } from '@app/shared/domain/search-text';
import { catalogTags } from '../../catalog/catalog-vocabulary';
import type { Candidate, CandidatePool } from './candidates';
import { firstWhere } from './sorted-search';

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

/** The pool's titles (of 4 characters or more) sorted, for prefix search, and each title's place in the pool. */
interface TitleIndex {
  sorted: string[];
  order: Map<string, number>;
}
const titleIndexes = new WeakMap<CandidatePool, TitleIndex>();
function titleIndexOf(pool: CandidatePool): TitleIndex {
  let index = titleIndexes.get(pool);
  if (!index) {
    const titles = [...pool.byTitle.keys()].filter((title) => title.length >= 4);
    index = { order: new Map(titles.map((title, i) => [title, i])), sorted: titles.sort() };
    titleIndexes.set(pool, index);
  }
  return index;
}
/**
 * The work a phrase names: an exact title, else the longest title the phrase contains or that
 * starts with the phrase (of equal lengths, the first in the pool). Library entries come first (the
 * director's own copy). Titles are looked up, not scanned: the phrase's runs of words, and the
 * titles that start with it.
 */
/** Words that may come right before a title in a phrase ("like Shenandoah", "Holst's First Suite"). */
const BEFORE_A_TITLE = new Set(
  (
    'the a an s like to of by and or for as than similar something anything pieces piece works music songs ' +
    'played did do does our my their his her about with not but no nor same style vibe spirit vein lines ' +
    'reminiscent sounds feel tone mood arranged arr version setting called named titled is was what which'
  ).split(' '),
);

export function findNamedWork(pool: CandidatePool, phrase: string): Candidate[] {
  const folded = foldForSearch(phrase);
  if (!folded) return [];
  const exact = pool.byTitle.get(folded);
  if (exact?.length) return [...exact];
  const { sorted, order } = titleIndexOf(pool);
  let best: string | undefined;
  const consider = (title: string) => {
    if (
      best === undefined ||
      title.length > best.length ||
      (title.length === best.length && order.get(title)! < order.get(best)!)
    )
      best = title;
  };
  // a title the phrase contains, word for word, unless a word of another name runs into it: "Sleigh
  // Ride" is not "Ride", though "Barber's Adagio for Strings" is "Adagio for Strings"
  const words = folded.split(' ');
  for (let from = 0; from < words.length; from++)
    for (let to = from + 1; to <= words.length; to++) {
      const title = words.slice(from, to).join(' ');
      if (order.has(title) && (from === 0 || BEFORE_A_TITLE.has(words[from - 1]!))) consider(title);
    }
  // a title that starts with the phrase: as a whole word, or as any start once the phrase is 6 characters
  for (
    let i = firstWhere(sorted, (title) => title >= folded);
    i < sorted.length && sorted[i]!.startsWith(folded);
    i++
  ) {
    const title = sorted[i]!;
    if (folded.length >= 6 || title.startsWith(`${folded} `)) consider(title);
  }
  return best === undefined ? [] : [...pool.byTitle.get(best)!];
}

/**
 * What `cosine` reads of a piece's vector, worked out once per candidate: its tag dimensions (each
 * 1, in index order), and its grade, length and era dimensions. The cosine of two of them adds the
 * same non-zero terms in the same order as `cosine` over the whole vectors, so it is the same number.
 */
interface Features {
  tags: Uint8Array;
  dense: Float64Array;
  /** The vector's squared length. */
  norm: number;
}
const featuresCache = new WeakMap<Candidate, Features>();
function featuresOf(c: Candidate): Features {
  let features = featuresCache.get(c);
  if (!features) {
    const v = vectorOf(c);
    const base = catalogTags.length;
    const tags = new Uint8Array(base);
    let norm = 0;
    for (let i = 0; i < v.length; i++) norm += v[i]! * v[i]!;
    for (let i = 0; i < base; i++) tags[i] = v[i]!;
    features = { tags, dense: v.subarray(base), norm };
    featuresCache.set(c, features);
  }
  return features;
}

/** Likeness of every candidate to the model, the model's own title left out. */
export function likeness(model: Candidate, candidates: readonly Candidate[]): Map<string, number> {
  const target = featuresOf(model);
  const targetTags: number[] = [];
  for (let i = 0; i < target.tags.length; i++) if (target.tags[i]) targetTags.push(i);
  const scores = new Map<string, number>();
  const around = ` ${model.folded_title} `;
  for (const c of candidates) {
    // the model itself, or another setting of its tune ("Variations on Shenandoah" for Shenandoah)
    if (` ${c.folded_title} `.includes(around)) continue;
    const f = featuresOf(c);
    let dot = 0;
    for (const i of targetTags) dot += f.tags[i]!;
    for (let i = 0; i < f.dense.length; i++) dot += target.dense[i]! * f.dense[i]!;
    scores.set(c.key, target.norm && f.norm ? dot / Math.sqrt(target.norm * f.norm) : 0);
  }
  return scores;
}

/** Words of a title that do not tell one work from another ("the", "in", a key's letters). */
const TITLE_STOP_WORDS = new Set(
  'the a an of to from in for and on no op s e b c d f g flat sharp major minor nr'.split(' '),
);
const titleWords = (folded: string) => folded.split(' ').filter((w) => w.length > 0 && !TITLE_STOP_WORDS.has(w));

/**
 * Whether words naming a model ("Holst's First Suite", "the Candide overture") name this title:
 * every telling word of the title is among them ("Overture to Candide"), or all of them are in the
 * title ("First Suite in E-flat for Military Band", "Variations on Shenandoah"). One word names a
 * work only when it is long enough to be a name ("Shenandoah", "Chester"), not a kind ("suite").
 */
export function namesTitle(modelWords: string, foldedTitle: string): boolean {
  const model = titleWords(modelWords);
  const title = titleWords(foldedTitle);
  if (!model.length || !title.length) return false;
  const inModel = new Set(model);
  if (title.every((w) => inModel.has(w))) return true;
  if (model.length === 1 && model[0]!.length < 6) return false;
  const inTitle = new Set(title);
  return model.every((w) => inTitle.has(w));
}

/** The tags two pieces share, for the reason ("both lyrical folk settings"). */
export const sharedTags = (a: Candidate, b: Candidate) => a.tags.filter((t) => b.tags.includes(t));
