import type { EnsembleType } from '@app/shared/contracts/ensembles';
import { describe, expect, it } from 'vitest';
import { catalogWorks } from '../../catalog/load-catalog';
import { buildPool, fromCatalog } from './candidates';
import { recommend } from './embedded';
import { assistantContext, testBand } from './test-fixtures';

/** The embedded recommender over the whole catalogue and an empty library: what a new director meets. */
const pool = buildPool(
  [],
  catalogWorks().map((w) => fromCatalog(w)),
);
const byKey = pool.byKey;

const ask = (type: EnsembleType, message: string, level: number | null = 3) => {
  const context = assistantContext({
    ensemble: testBand({ name: 'Test Ensemble', type, level, size: 30 }),
    pool,
    today: new Date('2026-11-25'),
  });
  const answer = recommend({ kind: 'message', message }, context);
  return { ...answer, works: answer.picks.map((p) => byKey.get(p.key!)!) };
};

const covered: EnsembleType[] = [
  'concert_band',
  'wind_ensemble',
  'symphonic_band',
  'jazz_band',
  'string_orchestra',
  'full_orchestra',
  'mixed_choir',
  'treble_choir',
  'tenor_bass_choir',
  'percussion_ensemble',
];

describe('the catalogue with an empty library', () => {
  it.each(covered.flatMap((type) => [1, 3, 6].map((level) => [type, level] as const)))(
    '%s at level %d gets pieces of its own type',
    (type, level) => {
      const answer = ask(type, 'Suggest some pieces', level);
      expect(answer.works.length, answer.reply).toBeGreaterThan(0);
      for (const work of answer.works) expect(work.source).toBe('catalog');
    },
  );

  it.each([
    ['string_orchestra', 'something lyrical for strings, grade 3'],
    ['treble_choir', 'something for my treble choir, grade 2'],
    ['mixed_choir', 'fill 12 minutes for the choir'],
    ['tenor_bass_choir', 'a piece for our tenor-bass choir'],
    ['percussion_ensemble', 'music for the percussion ensemble'],
  ] as const)('%s: "%s" is answered', (type, message) => {
    expect(ask(type, message).works.length).toBeGreaterThan(0);
  });

  it('offers grade-only works when no length is asked, and says their duration is not listed', () => {
    const answer = ask('tenor_bass_choir', 'Suggest 10 pieces', 2);
    const gradeOnly = answer.picks.filter((p) => byKey.get(p.key!)!.duration == null);
    expect(gradeOnly.length).toBeGreaterThan(0);
    // the card says "Duration not listed"; the reason does not repeat the card's facts
    for (const pick of gradeOnly) expect(pick.reason).not.toMatch(/duration|Grade \d/);
  });

  it('fills a length only with works of known duration, and says grade-only works were left out', () => {
    const answer = ask('treble_choir', 'fill 10 minutes', 3);
    expect(answer.works.length).toBeGreaterThan(0);
    for (const work of answer.works) expect(work.duration).not.toBeNull();
    expect(answer.reply).toMatch(/I left out \d+ catalogue works? whose length is not published/);
  });

  it('a length per piece leaves grade-only works out and says so', () => {
    const answer = ask('string_orchestra', 'pieces under 6 minutes', 5);
    for (const work of answer.works) expect(work.duration).toBeLessThanOrEqual(360);
    expect(answer.reply).toMatch(/whose length is not published/);
  });

  it('"a UIL grade 3 piece for strings" recommends listed works at UIL grade 3, with their code', () => {
    const answer = ask('string_orchestra', 'a UIL grade 3 piece for strings', 4);
    expect(answer.works.length).toBeGreaterThan(0);
    for (const [i, work] of answer.works.entries()) {
      expect(work.uil?.grade, work.title).toBe(3);
      // the card prints the listing; the reason says why it fits, not the listing again
      expect(work.uil!.code).toMatch(/^\d+-3-\d+$/);
      expect(answer.picks[i]!.reason).not.toContain(work.uil!.code);
    }
    expect(answer.reply).toContain('on the UIL Prescribed Music List');
  });

  it('"something on the UIL list" keeps to listed works near the ensemble\'s level', () => {
    const answer = ask('concert_band', 'something on the UIL list', 2);
    expect(answer.works.length).toBeGreaterThan(0);
    for (const work of answer.works) {
      expect(work.uil).not.toBeNull();
      expect(Math.abs(work.uil!.grade - 2)).toBeLessThanOrEqual(1);
    }
  });

  it('says so when nothing is within a grade of the level and offers the nearest grades', () => {
    // the UIL list's percussion ensembles are its classes 1–3, grades 5–3: none for a first-year group
    const answer = ask('percussion_ensemble', 'Suggest some pieces', 1);
    expect(answer.reply).toContain('so these are the nearest grades');
    expect(answer.works.every((w) => w.grade === 3)).toBe(true);
  });

  it('offers the closest lengths, said as such, when nothing that fits lasts as long as asked', () => {
    const answer = ask('string_orchestra', 'a piece about 40 minutes long for my strings', 3);
    expect(answer.works.length).toBeGreaterThan(0);
    expect(answer.reply).toContain('lasts about 40:00');
    expect(answer.reply).toContain('so these are the closest lengths');
    // the closest lengths: none shorter than the median string work within a grade of the level
    const lengths = catalogWorks()
      .filter((w) => w.ensemble_types.includes('string_orchestra') && Math.abs(w.grade - 3) <= 1 && w.duration)
      .map((w) => w.duration!)
      .sort((a, b) => a - b);
    const median = lengths[Math.floor(lengths.length / 2)]!;
    for (const w of answer.works) expect(w.duration!, w.title).toBeGreaterThanOrEqual(median);
    for (const w of answer.works) {
      expect(w.duration).not.toBeNull();
      expect(Math.abs(w.grade! - 3)).toBeLessThanOrEqual(1);
    }
  });

  it('offers what fits the rest when none of it has a known length, saying the lengths are unknown', () => {
    const answer = ask('tenor_bass_choir', 'TTBB fall concert, need something rousing to open, 3-4 min', 3);
    expect(answer.works.length, answer.reply).toBeGreaterThan(0);
    expect(answer.reply).toContain('no page I have states');
    expect(answer.reply).not.toContain('these are the closest lengths');
    for (const w of answer.works) {
      expect(w.ensemble_types, w.title).toContain('tenor_bass_choir');
      expect(w.duration, w.title).toBeNull();
    }
  });

  it("answers a structured set with one piece per place, in order, near the set's length", () => {
    const answer = ask('jazz_band', 'ok 3 for the concert: opener, ballad, closer, around 12 min', 3);
    expect(answer.works).toHaveLength(3);
    expect(answer.works[1]!.tags).toContain('ballad');
    const total = answer.works.reduce((sum, w) => sum + w.duration!, 0);
    expect(Math.abs(total - 720)).toBeLessThanOrEqual(36);
    expect(answer.reply).toMatch(/\d+:\d\d in total for the 12:00 you asked for/);
    const festival = ask('concert_band', 'festival set: a march and two contrasting pieces around grade 3', 3);
    expect(festival.works).toHaveLength(3);
    expect(festival.works[0]!.tags).toContain('march');
    expect(festival.works.slice(1).every((w) => !w.tags.includes('march'))).toBe(true);
  });

  it('tops a short answer up with the closest lengths, said so, when fewer pieces than asked are that short', () => {
    const answer = ask('chamber_ensemble', '3 contrasting pieces, gr 4-5, each under 6 min', 4.5);
    expect(answer.works).toHaveLength(3);
    // the catalogue holds fewer than three woodwind quintets at grades 4–5 known to last under 6 minutes
    expect(answer.works.filter((w) => w.duration! < 360).length).toBeLessThan(3);
    expect(answer.reply).toMatch(/the closest lengths? I know: check/);
    for (const w of answer.works) expect(w.duration).not.toBeNull();
  });

  it('offers the nearest grades, said so, when nothing is at the grade the director asked', () => {
    // the percussion ensembles are graded from 3 (GRADE_BAND_GAPS in coverage.ts)
    const answer = ask('percussion_ensemble', 'grade 1 pieces - they know like 5 rhythms', 1);
    expect(answer.works.length).toBeGreaterThan(0);
    expect(answer.reply).toContain('is at grade 1, so these are the nearest grades');
    for (const w of answer.works) expect(w.grade).toBeLessThanOrEqual(3.5);
  });
});
