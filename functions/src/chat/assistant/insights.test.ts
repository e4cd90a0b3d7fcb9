import type { Ensemble } from '@app/shared/contracts/ensembles';
import { describe, expect, it } from 'vitest';
import type { CatalogWork } from '../../catalog/catalog-schema';
import { analysePiece } from './insights';
import { catalogCandidate, testBand } from './test-fixtures';

const analyse = (over: Partial<CatalogWork> = {}, ensemble: Partial<Ensemble> = {}) =>
  analysePiece(
    catalogCandidate('test-piece', { title: 'Test Piece', composer: 'Test Composer', duration: 300, ...over }),
    testBand(ensemble),
  );

describe('analysePiece: fit and rehearsal time', () => {
  it('judges the grade against the level, and plans 30 minutes a minute, more for a stretch', () => {
    const at = (grade: number) => {
      const { fit, rehearsal_estimate_minutes } = analyse({ grade });
      return [fit, rehearsal_estimate_minutes];
    };
    expect(at(1.5)).toEqual(['too_easy', 90]);
    expect(at(2.5)).toEqual(['comfortable', 150]);
    expect(at(3)).toEqual(['comfortable', 150]);
    expect(at(3.5)).toEqual(['comfortable', 195]);
    expect(at(4.5)).toEqual(['stretch', 285]);
    expect(at(5)).toEqual(['too_hard', 330]);
  });

  it('says why, in the grade words a director reads', () => {
    expect(analyse({ grade: 3 }).fit_reason).toBe("At grade 3 it matches Test Band's level (3).");
    expect(analyse({ grade: 4.5 }).fit_reason).toMatch(/^At grade 4½ it is 1½ grades above Test Band's level \(3\)/);
  });

  it('cannot compare without a level, and then assumes a comfortable fit and says so', () => {
    const insights = analyse({}, { level: null });
    expect(insights.fit).toBe('comfortable');
    expect(insights.fit_reason).toMatch(/^Test Band has no level set, so I cannot compare difficulty/);
  });

  it('assumes four minutes for a piece of unknown length, and never plans under a quarter hour', () => {
    const unknown = analyse({ duration: null });
    expect(unknown.rehearsal_estimate_minutes).toBe(120);
    expect(unknown.summary).toContain('of unknown length (I assumed 4 minutes)');
    expect(analyse({ duration: 30 }).rehearsal_estimate_minutes).toBe(15);
  });
});

describe('analysePiece: placement in a concert', () => {
  const placement = (tags: CatalogWork['tags'], duration: number | null = 300) => analyse({ tags, duration }).placement;

  it('follows the sources first, then a short lively piece opens and a strong one closes', () => {
    expect(placement(['opener', 'lyrical'])).toBe('opener');
    expect(placement(['closer', 'fanfare'])).toBe('closer');
    expect(placement(['fanfare'], 180)).toBe('opener');
    expect(placement(['march'], 420)).toBe('closer');
    expect(placement(['fanfare'], 420)).toBe('middle');
    expect(placement(['lyrical'])).toBe('middle');
    expect(analyse({ tags: ['fanfare', 'fast'], duration: 180 }).placement_reason).toBe(
      "A short fanfare and fast piece gets the audience's attention at the start.",
    );
  });
});

describe('analysePiece: teaching points and instrumentation', () => {
  it('draws teaching points from style, meter, key, year and notes', () => {
    const points = analyse({
      tags: ['march'],
      meter: '6/8',
      key: 'B-flat major',
      year: 1926,
      notes: 'Written for a school band.',
    }).teaching_points;
    expect(points).toEqual([
      expect.stringMatching(/^March style:/),
      'Meter 6/8: compound time, felt in dotted-quarter beats; count the subdivisions early.',
      'Key: B-flat major; warm up on its scale and check accidentals that leave it.',
      'Historical context: Test Composer wrote it in 1926.',
      'From the notes: Written for a school band.',
    ]);
    expect(analyse({ tags: ['world'], meter: '5/4' }).teaching_points).toEqual([
      'Meter 5/4: uneven or changing beats; practise the groupings with counting or clapping before playing.',
    ]);
  });

  it('asks for the facts when it has nothing to teach from', () => {
    expect(analyse({ tags: ['world'] }).teaching_points).toEqual([
      'Add its style, key and meter to the library entry for specific teaching points.',
    ]);
  });

  it('warns of a piece for another ensemble, and of a small or large group', () => {
    expect(analyse({ ensemble_types: ['jazz_band'] }).instrumentation_notes[0]).toBe(
      'It is scored for jazz band, not concert band: you would need an arrangement.',
    );
    expect(analyse({}, { size: 25 }).instrumentation_notes).toEqual([
      'With 25 players, check that cued and doubled parts cover missing instruments, and balance the brass to the woodwinds.',
    ]);
    expect(analyse({}, { size: 80 }).instrumentation_notes).toEqual([
      'With 80 players, thin the texture in soft passages so it stays clear.',
    ]);
    expect(analyse({}, { size: 50 }).instrumentation_notes).toEqual([]);
    const choir = analyse(
      { ensemble_types: ['mixed_choir'], tags: ['a-cappella'] },
      { type: 'mixed_choir', size: 12, instrumentation: 'SATB' },
    );
    expect(choir.instrumentation_notes).toEqual([
      'Check every part is covered by your instrumentation (SATB).',
      'With 12 singers, divisi writing leaves few voices on a part; choose where to divide.',
      'Unaccompanied: give the pitch and plan how to keep it through the piece.',
    ]);
  });

  it('sums it up in one sentence', () => {
    expect(analyse({ tags: ['march'], duration: 150 }).summary).toBe(
      'Test Piece by Test Composer is 2:30 long; for Test Band it is comfortable. Plan about 75 minutes of rehearsal; it works best as the opener.',
    );
  });
});
