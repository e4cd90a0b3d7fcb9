import { describe, expect, it } from 'vitest';
import { buildPool } from './candidates';
import { checkedProse, type ProseFacts } from './checked-prose';
import { catalogCandidate } from './test-fixtures';

const shenandoah = catalogCandidate('shenandoah-ticheli', {
  title: 'Shenandoah',
  composer: 'Frank Ticheli',
  grade: 3,
  duration: 330,
  year: 1999,
});
const ashGrove = catalogCandidate('the-ash-grove-grundman', {
  title: 'Kentucky 1800',
  composer: 'Clare Grundman',
  grade: 2,
  duration: 240,
  uil: { code: '100-2-12345', grade: 2, specification: null },
});
const notPicked = catalogCandidate('first-suite-holst', { title: 'First Suite in E-flat', composer: 'Gustav Holst' });
const pool = buildPool([], [shenandoah, ashGrove, notPicked]);

const facts = (over: Partial<ProseFacts> = {}): ProseFacts => ({
  picks: [shenandoah, ashGrove],
  pool,
  asked: 'Two pieces around grade 2 to 3 for about 10 minutes',
  level: 3,
  ...over,
});

describe('checkedProse', () => {
  it('keeps sentences whose grades, lengths, totals and counts are the picks’ own', () => {
    const text =
      'Here are two pieces for your band. Shenandoah (grade 3, 5:30) is lyrical, written in 1999. Kentucky 1800 is grade 2 on the UIL list, about 4 minutes. Together they run about 10 minutes.';
    expect(checkedProse(text, facts())).toEqual({ text, cut: [] });
  });

  it('cuts a sentence with a grade or a length no pick has, and keeps the rest', () => {
    const checked = checkedProse(
      'Shenandoah is a lovely setting. Kentucky 1800 is grade 5 and lasts 12 minutes. Both suit your band.',
      facts(),
    );
    expect(checked.text).toBe('Shenandoah is a lovely setting. Both suit your band.');
    expect(checked.cut).toEqual(['Kentucky 1800 is grade 5 and lasts 12 minutes.']);
  });

  it('cuts a quoted title that is no pick (an invented piece) and a pool piece it did not pick', () => {
    const checked = checkedProse(
      'I also love "Moonlight Over the Prairie" by Smith. You might add First Suite in E-flat later. Shenandoah opens well.',
      facts(),
    );
    expect(checked.text).toBe('Shenandoah opens well.');
    expect(checked.cut).toHaveLength(2);
  });

  it('cuts a count of pieces that is not the number picked, unless the director asked for it', () => {
    expect(checkedProse('Here are three pieces for you.', facts({ asked: 'something lyrical' })).text).toBe('');
    expect(
      checkedProse('You asked for three pieces; here are two.', facts({ asked: 'three pieces please' })).text,
    ).toBe('You asked for three pieces; here are two.');
  });

  it('lets the prose repeat what the director asked and the ensemble’s level ± 1', () => {
    const text =
      'You asked for about 10 minutes at grade 2 to 3; your band plays at grade 3, so grade 4 would stretch it.';
    expect(checkedProse(text, facts()).text).toBe(text);
  });

  it('keeps a question back that states no fact', () => {
    const text = 'Which concert is this for? I can suggest a march or a ballad.';
    expect(checkedProse(text, facts({ picks: [] })).text).toBe(text);
  });
});
