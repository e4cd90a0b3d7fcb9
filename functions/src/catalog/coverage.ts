import { ensembleTypeLabel } from '@app/shared/domain/ensemble-labels';
import { creatorKey } from './creator-key';
import type { CatalogWork } from './catalog-schema';
import { catalogEnsembleTypes, type CatalogEnsembleType } from './catalog-vocabulary';

/** Grade bands of the coverage table, on each work's own grade. */
export const GRADE_BANDS = [
  { name: '1–2', min: 0.5, max: 2.5 },
  { name: '3–4', min: 3, max: 4.5 },
  { name: '5+', min: 5, max: 6 },
] as const;

/** Works with both grade and duration the catalogue must hold per scoring. */
export const COVERAGE_MINIMUMS: Record<CatalogEnsembleType, number> = {
  concert_band: 250,
  jazz_band: 130,
  string_orchestra: 60,
  full_orchestra: 50,
  mixed_choir: 50,
  treble_choir: 30,
  tenor_bass_choir: 15,
  percussion_ensemble: 30,
  chamber_ensemble: 0,
};

/**
 * Where public pages gave too few durations to reach the minimum: the count reached, which the
 * catalogue may not fall below. Why they fall short: docs/catalogue.md (Coverage).
 * Remove a type once it reaches its minimum (the test says so).
 */
export const COVERAGE_SHORTFALLS: Partial<Record<CatalogEnsembleType, number>> = {
  // whole-work lengths were taken off listings of one movement; the movements' own lengths are
  // rarely on a page (docs/catalogue.md, Movements and lengths)
  string_orchestra: 57,
};

/**
 * Standards lists the catalogue covers below 80%: the works reached, which it may not fall below.
 * Why: docs/catalogue.md (Standards).
 */
export const STANDARDS_SHORTFALLS: Partial<Record<string, number>> = {
  'jazz band': 22,
};

/**
 * Works whose only character is "contest" (their UIL listing) because no page the research reached
 * describes the music: the count reached, which the catalogue may not exceed (docs/catalogue.md).
 */
export const CONTEST_ONLY_REACHED = 48;

/**
 * Grade bands no public page could fill for a scoring (why: docs/catalogue.md, Coverage). The test
 * holds them empty, so a band leaves the list once it has works.
 */
export const GRADE_BAND_GAPS: Partial<Record<CatalogEnsembleType, readonly string[]>> = {
  // every woodwind quintet graded so far comes from the UIL list, whose easiest class is grade 3
  chamber_ensemble: ['1–2'],
  // the percussion ensembles, too, are graded by the UIL list's solo-and-ensemble classes (event 571)
  percussion_ensemble: ['1–2'],
};

export interface CoverageCell {
  /** Works with a grade and a duration. */
  both: number;
  gradeOnly: number;
  /** Seconds a concert can fill from these works with no composer twice (the longest work of each). */
  fillSeconds: number;
}

function cellOf(works: readonly CatalogWork[]): CoverageCell {
  const longest = new Map<string, number>();
  let both = 0;
  for (const w of works) {
    if (w.duration == null) continue;
    both += 1;
    const creator = creatorKey(w);
    longest.set(creator, Math.max(longest.get(creator) ?? 0, w.duration));
  }
  return { both, gradeOnly: works.length - both, fillSeconds: [...longest.values()].reduce((s, d) => s + d, 0) };
}

/** Per scoring: each grade band and the whole. */
export function coverage(works: readonly CatalogWork[]) {
  return catalogEnsembleTypes.map((type) => {
    const ofType = works.filter((w) => w.ensemble_types.includes(type));
    return {
      type,
      bands: GRADE_BANDS.map((band) => ({
        band: band.name,
        ...cellOf(ofType.filter((w) => w.grade >= band.min && w.grade <= band.max)),
      })),
      all: cellOf(ofType),
      minimum: COVERAGE_MINIMUMS[type],
    };
  });
}

const minutes = (s: number) => `${Math.floor(s / 60)} min`;

/** The coverage table in Markdown (docs/catalogue.md carries it). */
export function coverageTable(works: readonly CatalogWork[]): string {
  const rows = coverage(works);
  const head = ['scoring', ...GRADE_BANDS.map((b) => `grade ${b.name}`), 'all grades', 'both facts needed'];
  const cell = (c: CoverageCell) => `${c.both} + ${c.gradeOnly} · ${minutes(c.fillSeconds)}`;
  const lines = [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map(
      (r) =>
        `| ${ensembleTypeLabel(r.type)} | ${r.bands.map(cell).join(' | ')} | ${cell(r.all)} | ${r.minimum ? `≥ ${r.minimum}${r.all.both >= r.minimum ? ' ✓' : ' ✗'}` : '–'} |`,
    ),
  ];
  const both = works.filter((w) => w.duration != null).length;
  lines.push(
    '',
    `${works.length} works: ${both} with grade and duration, ${works.length - both} grade-only. Each cell: works with both facts + grade-only works · minutes a concert can fill with no composer twice.`,
  );
  return lines.join('\n');
}
