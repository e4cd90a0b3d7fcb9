import choir from './standards/choir.json';
import concertBand from './standards/concert-band.json';
import fullOrchestra from './standards/full-orchestra.json';
import jazzBand from './standards/jazz-band.json';
import percussionEnsemble from './standards/percussion-ensemble.json';
import stringOrchestra from './standards/string-orchestra.json';
import tenorBassChoir from './standards/tenor-bass-choir.json';
import type { CatalogWork } from './catalog-schema';

/**
 * The standards lists: per family of ensembles, the works a director expects any repertoire
 * assistant to know, each with the public pages that show it is standard (`evidence`) and the
 * catalogue work that holds it (`catalog_id`, or null when no page graded it). How they were made:
 * each file's `method` and docs/catalogue.md. Read by the tests and `npm run catalog:coverage`
 * only; never by a function.
 */
export interface StandardWork {
  title: string;
  composer: string;
  arranger: string | null;
  ensemble_type: string;
  catalog_id: string | null;
  why: string;
  evidence: string[];
}
export interface StandardsList {
  family: string;
  ensemble_types: string[];
  method: string;
  works: StandardWork[];
}

export const standardsLists: readonly StandardsList[] = [
  concertBand,
  choir,
  tenorBassChoir,
  stringOrchestra,
  fullOrchestra,
  jazzBand,
  percussionEnsemble,
];

/** The share of a list the catalogue covers: works it holds with a grade (and how many with a length too). */
export function standardsCoverage(list: StandardsList, works: readonly CatalogWork[]) {
  const byId = new Map(works.map((w) => [w.id, w]));
  const held = list.works.map((s) => (s.catalog_id ? byId.get(s.catalog_id) : undefined));
  const graded = held.filter((w): w is CatalogWork => w !== undefined && w.grade != null);
  return {
    family: list.family,
    listed: list.works.length,
    graded: graded.length,
    timed: graded.filter((w) => w.duration != null).length,
    /** catalog_ids that name no catalogue work: a broken link. */
    missing: list.works.filter((s, i) => s.catalog_id && !held[i]).map((s) => s.catalog_id!),
  };
}

/** The table docs/catalogue.md shows. */
export function standardsTable(works: readonly CatalogWork[]): string {
  const rows = standardsLists.map((list) => standardsCoverage(list, works));
  return [
    '| family | standard works | in the catalogue with a grade | with a length too |',
    '|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.family} | ${r.listed} | ${r.graded} (${Math.round((100 * r.graded) / r.listed)}%) | ${r.timed} |`,
    ),
  ].join('\n');
}
