import { describe, expect, it } from 'vitest';
import type { CatalogTag } from '../../catalog/catalog-vocabulary';
import { buildPool } from './candidates';
import { recommend } from './embedded';
import { assistantContext, catalogCandidate, testBand } from './test-fixtures';

const listed = (id: string, grade: number, specification: string, tags: CatalogTag[]) =>
  catalogCandidate(id, {
    title: `Choir Piece ${id}`,
    grade,
    grade_scale: 'uil',
    grade_text: `Grade ${grade}`,
    uil: { code: `931-${grade}-${id.length}${grade}`, grade, specification },
    ensemble_types: ['mixed_choir'],
    tags,
  });
// the accompanied pieces fit best (lyrical, asked); the one a cappella piece fits less
const pool = buildPool(
  [],
  [
    listed('a', 4, '(SATB) (accomp)', ['lyrical']),
    listed('bb', 4, '(SATB) (accomp)', ['lyrical']),
    listed('ccc', 4, '(SATB) (accomp)', ['lyrical']),
    listed('dddd', 4, '(SATB) (a cappella)', ['sacred']),
  ],
);
const choir = testBand({ id: 5, name: 'Varsity Choir', type: 'mixed_choir', level: 4 });

describe('a UIL set for a choir', () => {
  it('holds an a cappella selection, and says why', () => {
    const answer = recommend(
      { kind: 'message', message: '3 lyrical PML pieces for UIL' },
      assistantContext({ pool, ensemble: choir }),
    );
    expect(answer.picks.map((p) => p.title)).toContain('Choir Piece dddd');
    expect(answer.picks).toHaveLength(3);
    expect(answer.reply).toContain(
      'The UIL asks a choir for at least one a cappella selection, so Choir Piece dddd is one.',
    );
  });

  it('names the a cappella selection when the best fits already hold one', () => {
    const answer = recommend(
      { kind: 'message', message: '2 sacred PML pieces for UIL' },
      assistantContext({ pool, ensemble: choir }),
    );
    expect(answer.reply).toContain('Choir Piece dddd is a cappella, as the UIL asks of at least one.');
  });

  it('leaves a request that is not for the UIL list as it is', () => {
    const answer = recommend(
      { kind: 'message', message: '3 lyrical pieces' },
      assistantContext({ pool, ensemble: choir }),
    );
    expect(answer.picks.map((p) => p.title)).not.toContain('Choir Piece dddd');
  });
});
