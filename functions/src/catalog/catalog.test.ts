import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { catalogFiles, catalogSourceWorks } from './catalog-files';
import { catalogWorkSchema, type CatalogWork } from './catalog-schema';
import { UIL_PML_URL } from './catalog-vocabulary';
import { coverage, COVERAGE_SHORTFALLS, GRADE_BAND_GAPS } from './coverage';
import { CATALOG_ASSET, catalogWorks } from './load-catalog';
import { packCatalog } from './pack-catalog';

const works = catalogSourceWorks() as CatalogWork[];
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

  it('ships exactly the source files, packed (run `npm run catalog` after editing data/)', () => {
    const shipped = readFileSync(new URL(`./${CATALOG_ASSET}`, import.meta.url));
    expect(JSON.parse(gunzipSync(shipped).toString('utf8'))).toEqual(works);
    expect(shipped.equals(packCatalog(works).bytes)).toBe(true);
    expect(catalogWorks()).toHaveLength(works.length);
  });

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
