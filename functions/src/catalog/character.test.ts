import { describe, expect, it } from 'vitest';
import type { CatalogWork } from './catalog-schema';
import { characterOf } from './character';

const work = (title: string, notes: string | null = null, tags: string[] = []) =>
  ({
    title,
    composer: 'Test Composer',
    year: null,
    notes,
    uil: null,
    tags,
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

  it('reads national anthems and patriotic songs by name, but not a song called America', () => {
    for (const title of [
      'O Canada',
      'America the Beautiful',
      'God Bless America',
      'The Star-Spangled Banner',
      'The Stars and Stripes Forever',
      'Battle Hymn of the Republic',
      'Hail to the Chief',
      'Fantasy on "Yankee Doodle"',
    ])
      expect(tagsOf(title), title).toContain('patriotic');
    for (const title of ['America (from West Side Story)', 'American Reel', 'Canadian Brass'])
      expect(tagsOf(title), title).not.toContain('patriotic');
  });

  it('reads nature where the title pictures it, not in an idiom, a name or a march', () => {
    for (const title of ['Sea Songs', 'A Night on Bald Mountain', 'Boundless River', 'A Ceiling Full of Stars'])
      expect(tagsOf(title), title).toContain('nature');
    for (const title of [
      'Hands Across the Sea',
      'Deck the Hall of the Mountain King',
      'In the Hall of the Mountain King',
      'The Stars and Stripes Forever',
      'Forest City Commandery',
      "Ain't No Mountain High Enough",
    ])
      expect(tagsOf(title), title).not.toContain('nature');
    // a march's title is a dedication: "The Thunderer" pictures no storm, nor does "Storm King March"
    expect(tagsOf('Storm King March')).not.toContain('nature');
    expect(characterOf(work('Ocean Beach', null, ['march']), undefined).tags).not.toContain('nature');
  });
});

describe('character from the notes', () => {
  const notesTags = (notes: string) => characterOf(work('Untitled', notes), undefined).tags;

  it('reads nature the notes describe, not a film, a place or a trilogy named with a nature word', () => {
    expect(notesTags('A tone poem tracing the river from two springs to Prague.')).toContain('nature');
    expect(notesTags('The swan glides on the black river around the underworld.')).toContain('nature');
    expect(notesTags('River scenes open the piece.')).toContain('nature');
    for (const notes of [
      'Malcolm Arnold used the march in the 1957 film The Bridge on the River Kwai.',
      'An old-time fiddle tune from the Ozark mountains of the southern Midwest.',
      "The exuberant Life overture of Dvorak's Nature, Life and Love trilogy.",
      'A fantasia moving through a fugato, a river dance and a waltz.',
    ])
      expect(notesTags(notes), notes).not.toContain('nature');
  });

  it("reads a people named in a traditional tune's composer", () => {
    const tune = (composer: string) => characterOf({ ...work('Kelvingrove'), composer }, undefined).tags;
    expect(tune('Scottish Folk Song')).toEqual(expect.arrayContaining(['folk', 'celtic']));
    expect(tune('Traditional Irish Folk Song')).toEqual(expect.arrayContaining(['folk', 'celtic']));
    expect(tune('Anon. or Trad.')).not.toContain('celtic');
  });

  it('reads a patriotic text in the notes', () => {
    expect(notesTags('A rousing hymn, the whole intended to praise the ideal of nationhood.')).toContain('patriotic');
    expect(notesTags('A choral work that rallied great national pride in wartime.')).toContain('patriotic');
  });
});
