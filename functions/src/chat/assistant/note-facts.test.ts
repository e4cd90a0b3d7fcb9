import { describe, expect, it } from 'vitest';
import { checkedNote, draftFromFacts, type NoteFacts } from './note-facts';
import { holstNoteFacts } from './test-fixtures';

const holst: NoteFacts = { ...holstNoteFacts(), uil: { code: '100-5-15450', grade: 5, specification: null } };

describe('draftFromFacts', () => {
  it('writes a short and a longer note from the facts, and nothing the facts do not hold', () => {
    const draft = draftFromFacts(holst);
    expect(draft.short).toMatch(/Gustav Holst/);
    expect(draft.short).toMatch(/1909/);
    expect(draft.short).toContain('It is a suite from the twentieth century.');
    expect(draft.long).toContain('the English composer Gustav Holst (1874–1934)');
    expect(draft.long).toContain('Its three movements grow from the same opening motif.');
    expect(draft.long).toContain('It is on the Texas UIL Prescribed Music List at grade 5.');
    expect(draft.long.length).toBeGreaterThan(draft.short.length);
    expect(draft.unknown).toEqual([]);
    expect(draft.sources).toEqual(['https://www.windrep.org/First_Suite_in_E-flat']);
    // every sentence of the draft is borne out by its facts
    expect(checkedNote(draft.long, holst).dropped).toEqual([]);
  });

  it('says what the facts do not, and writes no sentence it cannot fill', () => {
    const bare: NoteFacts = {
      ...holst,
      title: 'Evening Song',
      composer: 'Jo Smith',
      composerFacts: undefined,
      year: null,
      tags: [],
      catalogueNotes: null,
      sources: [],
      uil: null,
    };
    const draft = draftFromFacts(bare);
    expect(draft.long).not.toMatch(/\d/);
    expect(draft.unknown).toEqual([
      'the year it was written',
      "Jo Smith's years",
      'what kind of piece it is',
      'a description of the music from a source',
    ]);
  });

  it('names the arranger, and opens the notes of one program in more than one way', () => {
    const arranged = draftFromFacts({ ...holst, title: 'Shenandoah', arranger: 'Frank Ticheli' });
    expect(arranged.long).toMatch(/Frank Ticheli/);
    const openings = ['Chester', 'Amazing Grace', 'Sleigh Ride', 'Africa', 'October', 'Elegy'].map((title) =>
      draftFromFacts({ ...holst, title })
        .short.split(' ')
        .slice(0, 2)
        .join(' '),
    );
    expect(new Set(openings).size).toBeGreaterThan(1);
  });
});

describe('checkedNote', () => {
  it('drops a sentence that names a year, a number or a name the facts do not hold', () => {
    const { text, dropped } = checkedNote(
      'Holst wrote it in 1909. It premiered in 1920 at the Royal Albert Hall. It has 3 movements. Its march closes the suite.',
      holst,
    );
    expect(text).toBe('Holst wrote it in 1909. Its march closes the suite.');
    expect(dropped).toEqual(['It premiered in 1920 at the Royal Albert Hall.', 'It has 3 movements.']);
  });
});
