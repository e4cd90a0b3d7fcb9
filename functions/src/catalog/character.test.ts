import { describe, expect, it } from 'vitest';
import type { CatalogWork } from './catalog-schema';
import { characterOf } from './character';

const work = (title: string) =>
  ({
    title,
    composer: 'Test Composer',
    year: null,
    notes: null,
    uil: null,
    tags: [],
    grade_text: null,
    sources: { grade: [], duration: [] },
  }) as unknown as CatalogWork;

const tagsOf = (title: string) => characterOf(work(title), undefined).tags;

describe('character from the title', () => {
  it('reads a patriotic title, but not a tribute to someone or a journey to freedom', () => {
    for (const title of ['American Salute', 'Armed Forces Salute', 'The Testament of Freedom', 'Cradle of Liberty'])
      expect(tagsOf(title), title).toContain('patriotic');
    for (const title of ['A Salute to Handel', 'North Star to Freedom', 'Salute to the Big Bands'])
      expect(tagsOf(title), title).not.toContain('patriotic');
  });

  it('reads Latin liturgical texts as sacred and a contredanse as a dance', () => {
    for (const title of ['Benedicamus Domino', 'Dies Irae', 'O Vos Omnes', 'Dona Nobis Pacem'])
      expect(tagsOf(title), title).toContain('sacred');
    expect(tagsOf('Contredanse')).toContain('dance');
  });

  it('reads swing in a title, but not the chariot of a spiritual', () => {
    expect(tagsOf("Swingin' Shepherd Blues")).toContain('swing');
    for (const title of ['Swing Low, Sweet Chariot', 'Swing Down, Chariot'])
      expect(tagsOf(title), title).not.toContain('swing');
  });

  it('gives each tag the title as its evidence', () => {
    expect(characterOf(work('Chimes of Liberty March'), undefined).evidence).toMatchObject({
      patriotic: 'the title: "Chimes of Liberty March"',
      march: 'the title: "Chimes of Liberty March"',
    });
  });
});
