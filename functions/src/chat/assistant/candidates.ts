import type { CatalogGradeScale, RecommendationSource, UilListing } from '@app/shared/contracts/chat';
import type { EnsembleType } from '@app/shared/contracts/ensembles';
import type { LibraryEntry } from '@app/shared/contracts/library';
import { foldForSearch, pieceIdentity } from '@app/shared/domain/search-text';
import type { CatalogWork } from '../../catalog/catalog-schema';
import type { ComposerFacts, ComposerIndex } from '../../catalog/composer-facts';
import type { PackedWork } from '../../catalog/pack-catalog';
import type { CatalogTag } from '../../catalog/catalog-vocabulary';
import { creatorKey } from '../../catalog/creator-key';
import { CATALOG_TYPES_FOR, LIBRARY_TYPES_FOR, TAG_PHRASES, withoutOccasions } from './vocabulary';

/**
 * A piece the assistant may recommend, from either source, with the facts it reasons on. The
 * pool of candidates is the only place picks come from (`grounding.ts` checks every pick).
 */
export interface Candidate {
  /** `library:<entry id>` or `catalog:<catalogue id>`. */
  key: string;
  source: RecommendationSource;
  library_entry_id?: number;
  catalog_id?: string;
  title: string;
  composer: string | null;
  arranger: string | null;
  publisher: string | null;
  grade: number | null;
  /** Whose scale the grade is on (catalogue works): a card says so beside a UIL grade. */
  grade_scale?: CatalogGradeScale;
  /** Seconds. */
  duration: number | null;
  /** The work's UIL listing (catalogue works on the list). */
  uil: UilListing | null;
  /** Catalogue scorings, or the library entry's own type (empty when the entry has none). */
  ensemble_types: string[];
  tags: CatalogTag[];
  year: number | null;
  key_signature: string | null;
  meter: string | null;
  scoring: string | null;
  /** Program notes or the catalogue's notes: context for reasons and teaching points. */
  notes: string | null;
  /** The pages a catalogue work's facts come from: its notes' own, else its length's and grade's. */
  sources?: readonly string[];
  /** YYYY-MM-DD of the last finalized program that held it (library only). */
  last_performed: string | null;
  /** Folded title|composer|arranger. */
  identity: string;
  folded_title: string;
  /** Folded composer (or arranger of a traditional tune): one per program unless asked. */
  creator: string;
  /** Folded title, composer, arranger, tags and notes, padded with spaces for whole-word search. */
  haystack: string;
  /** The composer's record, when one is known: era, nationality, living, a woman. */
  composer_facts?: ComposerFacts;
}

/** Tags a free text implies (a library entry's genre and notes, a request). */
export function tagsIn(text: string): CatalogTag[] {
  const padded = withoutOccasions(` ${foldForSearch(text)} `);
  const found = new Set<CatalogTag>();
  for (const [phrase, tag] of TAG_PHRASES) if (padded.includes(` ${phrase} `)) found.add(tag);
  return [...found];
}

const haystackOf = (...parts: (string | null | undefined)[]) =>
  ` ${parts.map(foldForSearch).filter(Boolean).join(' ')} `;

/** A candidate's pool key, by source. */
export const libraryKey = (entryId: number) => `library:${entryId}`;
export const catalogKey = (catalogId: string) => `catalog:${catalogId}`;

export function fromCatalog(work: PackedWork | CatalogWork, composers?: ComposerIndex): Candidate {
  const facts = composers?.byId('composer_id' in work ? work.composer_id : null);
  return {
    ...(facts ? { composer_facts: facts } : {}),
    key: catalogKey(work.id),
    source: 'catalog',
    catalog_id: work.id,
    title: work.title,
    composer: work.composer,
    arranger: work.arranger,
    publisher: work.publisher,
    grade: work.grade,
    grade_scale: work.grade_scale,
    duration: work.duration,
    uil: work.uil,
    ensemble_types: [...work.ensemble_types],
    tags: [...work.tags],
    year: work.year,
    key_signature: work.key,
    meter: work.meter,
    scoring: work.scoring,
    notes: work.notes,
    sources: [...new Set([...(work.sources.notes ?? []), ...work.sources.duration, ...work.sources.grade])],
    last_performed: null,
    identity: pieceIdentity(work),
    folded_title: foldForSearch(work.title),
    creator: creatorKey(work),
    haystack: haystackOf(work.title, work.composer, work.arranger, work.tags.join(' ')),
  };
}

export function fromLibrary(entry: LibraryEntry, composers?: ComposerIndex): Candidate {
  const facts = composers?.byName(entry.composer);
  // The director's own tags are free words: keep those the assistant understands, and read the
  // genre the same way ("March", "Jazz Ballad").
  const tags = new Set<CatalogTag>(tagsIn([entry.genre, ...entry.tags].filter(Boolean).join(' ')));
  return {
    ...(facts ? { composer_facts: facts } : {}),
    key: libraryKey(entry.id),
    source: 'library',
    library_entry_id: entry.id,
    title: entry.title,
    composer: entry.composer,
    arranger: entry.arranger,
    publisher: entry.publisher,
    grade: entry.difficulty,
    duration: entry.duration,
    uil: null,
    ensemble_types: entry.ensemble_type ? [entry.ensemble_type] : typesNamedIn([entry.genre, ...entry.tags]),
    tags: [...tags],
    year: entry.year,
    key_signature: entry.key,
    meter: entry.meter,
    scoring: null,
    notes: entry.program_notes,
    last_performed: entry.last_performed,
    identity: pieceIdentity(entry),
    folded_title: foldForSearch(entry.title),
    creator: creatorKey(entry),
    haystack: haystackOf(entry.title, entry.composer, entry.arranger, entry.genre, entry.tags.join(' ')),
  };
}

/** Genre and tag words that say what kind of ensemble a piece is for, when its entry has no type. */
const TYPE_WORDS: readonly [RegExp, EnsembleType[]][] = [
  [/ (jazz|swing|big band|bebop|bop|jazz ballad|jazz waltz|latin jazz|bossa nova|jazz standard) /, ['jazz_band']],
  [/ (satb|mixed choir|mixed chorus) /, ['mixed_choir']],
  [/ (ssa|ssaa|sa|treble choir|treble chorus|children s choir) /, ['treble_choir']],
  [/ (ttbb|ttb|tb|men s choir|tenor bass) /, ['tenor_bass_choir']],
  [
    / (choral|choir|chorus|a cappella|madrigal|motet|anthem|part song) /,
    ['mixed_choir', 'treble_choir', 'tenor_bass_choir'],
  ],
  [/ (string orchestra|strings) /, ['string_orchestra']],
  [/ (concert band|wind band|wind ensemble|symphonic band) /, ['concert_band']],
  [/ (marching band|drumline|field show|stand tune|pep band) /, ['marching_band']],
  [/ (percussion ensemble|mallet ensemble) /, ['percussion_ensemble']],
];

function typesNamedIn(words: readonly (string | null)[]): EnsembleType[] {
  const text = ` ${foldForSearch(words.filter(Boolean).join(' '))} `;
  return TYPE_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? [];
}

export interface CandidatePool {
  /** Library first, then the catalogue. */
  all: readonly Candidate[];
  byKey: ReadonlyMap<string, Candidate>;
  byIdentity: ReadonlyMap<string, readonly Candidate[]>;
  byTitle: ReadonlyMap<string, readonly Candidate[]>;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** A piece's title as a message naming a work is compared with it. */
export interface PoolTitle {
  key: string;
  /** The folded title between spaces, for whole-word search (" shenandoah "). */
  padded: string;
  /** Its words but articles and single letters ("first suite e flat"): what naming it whole means. */
  words: string;
}
const poolTitles = new WeakMap<CandidatePool, readonly PoolTitle[]>();

/** Every piece's title, prepared once per pool (a library version) for messages that name works. */
export function titlesOf(pool: CandidatePool): readonly PoolTitle[] {
  let titles = poolTitles.get(pool);
  if (!titles) {
    titles = pool.all.map((c) => ({
      key: c.key,
      padded: ` ${c.folded_title} `,
      words: c.folded_title
        .split(' ')
        .filter((w) => w.length > 1 && !['the', 'an', 'of'].includes(w))
        .join(' '),
    }));
    poolTitles.set(pool, titles);
  }
  return titles;
}

export function buildPool(library: readonly Candidate[], catalog: readonly Candidate[]): CandidatePool {
  // a library entry that does not say what it is for takes the scorings the catalogue gives the same work
  const catalogTypes = new Map<string, string[]>();
  for (const c of catalog) catalogTypes.set(c.identity, c.ensemble_types);
  const typed = library.map((c) =>
    c.ensemble_types.length || !catalogTypes.has(c.identity)
      ? c
      : { ...c, ensemble_types: [...catalogTypes.get(c.identity)!] },
  );
  const all = [...typed, ...catalog];
  const byKey = new Map<string, Candidate>();
  const byIdentity = new Map<string, Candidate[]>();
  const byTitle = new Map<string, Candidate[]>();
  for (const candidate of all) {
    byKey.set(candidate.key, candidate);
    push(byIdentity, candidate.identity, candidate);
    push(byTitle, candidate.folded_title, candidate);
  }
  return { all, byKey, byIdentity, byTitle };
}

/** Whether a candidate is scored for the ensemble (a library entry without a type may be). */
export function suitsEnsemble(candidate: Candidate, type: EnsembleType): boolean {
  // a flexible ensemble ("other") may play anything; a piece that says nothing of its scoring suits only that
  if (type === 'other') return true;
  if (candidate.source === 'catalog')
    return candidate.ensemble_types.some((t) => (CATALOG_TYPES_FOR[type] as readonly string[]).includes(t));
  return candidate.ensemble_types.some((t) => (LIBRARY_TYPES_FOR[type] as readonly string[]).includes(t));
}

/** What a search tool may ask of the pool (the Bedrock provider's tools use it). */
export interface CandidateQuery {
  /** Words that must all appear in title, composer, arranger or tags. */
  text?: string;
  source?: RecommendationSource;
  /** Candidate must suit this ensemble type (`suitsEnsemble`). */
  ensemble_type?: EnsembleType;
  /** Pool keys never returned (pieces already in the program). */
  exclude_keys?: ReadonlySet<string>;
  grade_min?: number;
  grade_max?: number;
  /** Seconds. */
  duration_min?: number;
  duration_max?: number;
  /** At least one of these tags. */
  tags?: readonly CatalogTag[];
  limit?: number;
}

export function searchCandidates(pool: CandidatePool, query: CandidateQuery): Candidate[] {
  const words = foldForSearch(query.text).split(' ').filter(Boolean);
  const found: Candidate[] = [];
  const limit = query.limit ?? 20;
  for (const c of pool.all) {
    if (query.source && c.source !== query.source) continue;
    if (query.ensemble_type && !suitsEnsemble(c, query.ensemble_type)) continue;
    if (query.exclude_keys?.has(c.key)) continue;
    if (query.grade_min != null && (c.grade == null || c.grade < query.grade_min)) continue;
    if (query.grade_max != null && (c.grade == null || c.grade > query.grade_max)) continue;
    if (query.duration_min != null && (c.duration == null || c.duration < query.duration_min)) continue;
    if (query.duration_max != null && (c.duration == null || c.duration > query.duration_max)) continue;
    if (query.tags?.length && !c.tags.some((t) => query.tags!.includes(t))) continue;
    if (words.length && !words.every((w) => c.haystack.includes(` ${w}`))) continue;
    found.push(c);
    if (found.length >= limit) break;
  }
  return found;
}
