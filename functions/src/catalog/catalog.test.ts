import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { catalogFiles, catalogSourceComposers, catalogSourceWorks } from './catalog-files';
import { catalogWorkSchema, composerSchema, type CatalogWork, type Composer } from './catalog-schema';
import { UIL_PML_URL } from './catalog-vocabulary';
import { CONTEST_ONLY_REACHED, coverage, COVERAGE_SHORTFALLS, GRADE_BAND_GAPS, STANDARDS_SHORTFALLS } from './coverage';
import { CATALOG_ASSET, catalogWorks } from './load-catalog';
import { packCatalog } from './pack-catalog';
import { standardsCoverage, standardsLists } from './standards';

const works = catalogSourceWorks() as CatalogWork[];
const composers = catalogSourceComposers() as Composer[];
const packed = packCatalog(works, composers);
const surname = (name: string | null) =>
  (name ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .trim()
    .split(/\s+/)
    .at(-1) ?? '';

describe('the built-in catalogue', () => {
  it.each(Object.entries(catalogFiles))('%s: every work matches the schema', (_name, list) => {
    const problems = (list as unknown[]).flatMap((work, i) => {
      const result = catalogWorkSchema.safeParse(work);
      return result.success
        ? []
        : [
            `#${i} ${(work as { id?: string }).id}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
          ];
    });
    expect(problems).toEqual([]);
  });

  it('loads what `npm run catalog` packs from the source files (npm test packs it first)', () => {
    const shipped = readFileSync(new URL(`./${CATALOG_ASSET}`, import.meta.url));
    expect(JSON.parse(gunzipSync(shipped).toString('utf8'))).toEqual(packed.catalog);
    expect(catalogWorks()).toHaveLength(works.length);
  });

  it('holds composer records that match their schema, each alias and work in one record, every work id real', () => {
    const problems = composers.flatMap((c, i) => {
      const result = composerSchema.safeParse(c);
      return result.success ? [] : [`#${i} ${c.id}: ${result.error.issues.map((x) => x.message).join('; ')}`];
    });
    expect(problems).toEqual([]);
    const repeated = (keys: string[]) => keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(repeated(composers.map((c) => c.id))).toEqual([]);
    expect(repeated(composers.flatMap((c) => c.aliases))).toEqual([]);
    const ids = new Set(works.map((w) => w.id));
    expect(composers.flatMap((c) => c.works).filter((id) => !ids.has(id))).toEqual([]);
    // an era is said of the records that give years or a reference's period
    expect(composers.filter((c) => c.died != null && c.born != null && c.died < c.born).map((c) => c.id)).toEqual([]);
  });

  it('gives every tag of every packed work its evidence, and "contest" alone to no more works than recorded', () => {
    for (const w of packed.catalog.works) {
      expect(w.tags.length, w.id).toBeGreaterThan(0);
      for (const tag of w.tags) expect(w.tag_evidence[tag], `${w.id}: ${tag}`).toBeTruthy();
    }
    const contestOnly = packed.catalog.works.filter((w) => w.tags.length === 1 && w.tags[0] === 'contest').length;
    expect(contestOnly, 'never more works with "contest" alone than recorded').toBeLessThanOrEqual(
      CONTEST_ONLY_REACHED,
    );
  });

  it.each(standardsLists)(
    '$family: its standards list is covered (≥ 80% with a grade, or its recorded shortfall)',
    (list) => {
      const covered = standardsCoverage(list, packed.catalog.works);
      expect(covered.missing, 'catalog_ids that name no work').toEqual([]);
      const share = covered.graded / covered.listed;
      const reached = STANDARDS_SHORTFALLS[list.family];
      if (reached === undefined) expect(share).toBeGreaterThanOrEqual(0.8);
      else {
        expect(covered.graded, 'never below what was reached').toBeGreaterThanOrEqual(reached);
        expect(share, `${list.family} now meets 80%: remove it from STANDARDS_SHORTFALLS`).toBeLessThan(0.8);
      }
      for (const s of list.works) expect(s.evidence.length, s.title).toBeGreaterThan(0);
    },
  );

  it('lists no id, UIL listing of a title or work twice (same title, composer and arranger surnames, scoring)', () => {
    const repeated = (keys: string[]) => keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(repeated(works.map((w) => w.id))).toEqual([]);
    // one listing may offer several songs ("sing X or Y"): a code repeats only with another title
    expect(repeated(works.flatMap((w) => (w.uil ? [`${w.uil.code}|${w.title}`] : [])))).toEqual([]);
    const title = (t: string) =>
      t
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z0-9 ]/g, '')
        .replace(/\b(the|a|an|op|no)\b/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    expect(
      repeated(
        works.map(
          (w) => `${w.ensemble_types.join('/')}|${title(w.title)}|${surname(w.composer)}|${surname(w.arranger)}`,
        ),
      ),
    ).toEqual([]);
  });

  it('cites a source for every fact: the UIL list for a UIL grade, a page for every duration and full composer name', () => {
    for (const w of works) {
      if (w.grade_scale === 'uil' || w.grade_scale === 'uil_class')
        expect(w.sources.grade, w.id).toContain(UIL_PML_URL);
      else
        expect(
          w.sources.grade.some((url) => url !== UIL_PML_URL),
          w.id,
        ).toBe(true);
      expect(w.sources.duration.length > 0, w.id).toBe(w.duration != null);
    }
    // a UIL listing's grade is on the list's own scale: 1–5 (6: extended choral works), and its code says it
    for (const w of works.filter((x) => x.uil)) expect(w.uil!.code.split('-')[1], w.id).toBe(String(w.uil!.grade));
  });

  it.each(coverage(works).filter((c) => c.minimum > 0))(
    '$type: at least $minimum works with both grade and duration (or its recorded shortfall)',
    ({ type, all, minimum }) => {
      const reached = COVERAGE_SHORTFALLS[type];
      if (reached === undefined) expect(all.both).toBeGreaterThanOrEqual(minimum);
      else {
        expect(all.both, 'never below what was reached').toBeGreaterThanOrEqual(reached);
        expect(all.both, `${type} now meets its minimum: remove it from COVERAGE_SHORTFALLS`).toBeLessThan(minimum);
      }
    },
  );

  it.each(coverage(works))('$type: has works in every grade band (or its recorded gap)', ({ type, bands }) => {
    const gaps = GRADE_BAND_GAPS[type] ?? [];
    for (const band of bands.filter((b) => b.band !== '5+')) {
      const count = band.both + band.gradeOnly;
      if (gaps.includes(band.band)) expect(count, `${type} now has grade ${band.band} works: remove the gap`).toBe(0);
      else expect(count, band.band).toBeGreaterThan(0);
    }
  });
});
