import { describe, expect, it } from 'vitest';
import {
  FIELD_WORDS,
  HEADER_SEARCH_ROWS,
  MODIFIER_WORDS,
  findHeaderRow,
  mapChosenHeader,
  mapHeader,
  matchColumn,
  noTitleColumnMessage,
  normalizeHeader,
} from './columns';

describe('normalizeHeader', () => {
  it.each([
    ['  Composed   BY ', 'composed by'],
    ['Arr.', 'arr'],
    ['Catalog#', 'catalog #'],
    ['Cat. No.', 'cat no'],
    ['program_notes', 'program notes'],
    ['Título', 'titulo'],
    ['Title:', 'title'],
    ['Title*', 'title'],
  ])('%j → %j', (name, normalized) => expect(normalizeHeader(name)).toBe(normalized));
});

describe('matchColumn', () => {
  it.each([
    ['title', ['Title', 'TITLE', 'Piece', 'Work', 'Name', 'Song', 'Piece Title', 'Selection']],
    ['composer', ['Composer', 'Composed by', 'Comp.', 'composer name', 'Music by']],
    ['arranger', ['Arranger', 'Arr.', 'Arranged by', 'Arrangement', 'arr']],
    ['publisher', ['Publisher', 'Pub.', 'Publishing']],
    ['difficulty', ['Grade', 'Difficulty', 'Level', 'Grade Level']],
    ['difficulty_text', ['Grade (as written)', 'difficulty_text']],
    [
      'duration',
      ['Duration', 'Time', 'Length', 'Running time', 'Run-time', 'Duration (m:ss)', 'Approx. Duration', 'Minutes'],
    ],
    ['publisher', ['Pub']],
    ['genre', ['Genre', 'Style', 'Category']],
    ['tags', ['Tags', 'Keywords', 'tag']],
    ['key', ['Key', 'Key signature']],
    ['meter', ['Meter', 'Time signature', 'Metre', 'Time sig.']],
    ['year', ['Year', 'Published', 'Copyright year']],
    ['program_notes', ['Program notes', 'Programme Notes', 'program_notes']],
    ['catalog_number', ['Catalog #', 'Catalog number', 'Catalog No.', 'Cat. #', 'Item number', 'Item #', 'SKU']],
    ['location', ['Location', 'Shelf', 'Folder', 'Drawer', 'Library #']],
    ['notes', ['Notes', 'Comments', 'Remarks', 'Comment']],
    ['ensemble_type', ['Ensemble', 'Ensemble type', 'ensemble_type', 'Voicing']],
  ])('reads %s from %j', (field, names) => {
    for (const name of names) expect(matchColumn(name as string)?.field, name as string).toBe(field);
  });

  it('ignores names that are no field, and blank names', () => {
    for (const name of ['Purchased', 'Price', 'Condition', 'Title list', 'Lincoln HS Band Library', '', '  '])
      expect(matchColumn(name)).toBeNull();
  });

  it('reads a bare number in a duration column as minutes only when the name says minutes', () => {
    expect(matchColumn('Duration')?.durationUnit).toBe('seconds');
    expect(matchColumn('Duration (m:ss)')?.durationUnit).toBe('seconds');
    expect(matchColumn('Time (sec)')?.durationUnit).toBe('seconds');
    expect(matchColumn('Duration (minutes:seconds)')?.durationUnit).toBe('seconds');
    expect(matchColumn('Duration (min)')?.durationUnit).toBe('minutes');
    expect(matchColumn('Length (mins)')?.durationUnit).toBe('minutes');
    expect(matchColumn('Minutes')?.durationUnit).toBe('minutes');
    expect(matchColumn('Duration in minutes')?.durationUnit).toBe('minutes');
    expect(matchColumn('Grade')?.durationUnit).toBeUndefined();
  });

  it('has no word in two fields, and no field word that is also a modifier', () => {
    const all = FIELD_WORDS.flatMap((group) => group.words);
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((word) => MODIFIER_WORDS.has(word))).toEqual([]);
  });
});

describe('matchColumn reads the headers directors write, word by word', () => {
  it.each([
    ['title', ['Piece Name', 'Song Title', 'Title of Piece', 'Name of Work', 'Titles', 'Piece (full title)']],
    ['composer', ['Composer/Author', 'Composer / Lyricist', 'Composer/Arranger', 'Composers', 'Composer(s)']],
    ['composer', ['Composer Last Name', 'Composer (last, first)', 'Words & Music', 'Author']],
    ['arranger', ['Arr.', 'Arranger(s)', 'Arrangers', 'Arr. / Transcriber', 'Arranged By']],
    ['difficulty', ['Level', 'Difficulty Level', 'Grade / Level', 'Levels', 'Grade Range']],
    ['difficulty_text', ['Grade as written', 'Difficulty (as written)', 'Level text']],
    ['duration', ['Length', 'Run Time', 'Run-Time', 'Total Time', 'Est. Duration', 'Length (approx.)']],
    ['ensemble_type', ['Voicing / Ensemble', 'Ensemble', 'Ensemble Type', 'Type of Ensemble', 'Voicings', 'Voices']],
    ['catalog_number', ['Catalogue No.', 'Stock #', 'Product No', 'Cat #']],
    ['location', ['Library No.', 'File Number', 'Shelf/Drawer', 'Boxes']],
    ['year', ['Publication Year', 'Year Published', 'Copyright (year)']],
    ['publisher', ['Publisher Name', 'Publisher(s)', 'Pub']],
    ['notes', ['Comments', 'Notes/Comments', 'Remarks']],
    ['program_notes', ['Program Notes', 'Programme notes']],
  ])('%s from %j', (field, names) => {
    for (const name of names) expect(matchColumn(name as string)?.field, name as string).toBe(field);
  });

  it('gives a header with words of two fields to the field listed first (a title word is the last resort)', () => {
    expect(matchColumn('Composer/Arranger')?.field).toBe('composer');
    expect(matchColumn('Time signature')?.field).toBe('meter');
    expect(matchColumn('Key Signature')?.field).toBe('key');
    expect(matchColumn('Composer Name')?.field).toBe('composer');
    expect(matchColumn('Title/Composer')?.field).toBe('composer');
  });

  it('needs every word outside parentheses to be known, and a number word beside "Library" or "Item"', () => {
    for (const name of ['Title list', 'Piece Purchased', 'Library', 'Item', 'Program', 'Type', 'No.', '#', 'Lyrics'])
      expect(matchColumn(name), name).toBeNull();
  });

  it('ranks the words of a field so the usual name wins when two columns name it', () => {
    expect(matchColumn('Title')!.rank).toBeLessThan(matchColumn('Piece Name')!.rank);
    expect(matchColumn('Piece Name')!.rank).toBeLessThan(matchColumn('Name')!.rank);
    expect(matchColumn('Run Time (min)')?.durationUnit).toBe('minutes');
  });
});

describe('mapHeader', () => {
  it('maps the known columns and reports each other one once', () => {
    expect(mapHeader(['Piece', 'Composed by', 'Purchased', '', 'Level', 'Length (min)'])).toEqual({
      columns: [
        { index: 0, name: 'Piece', field: 'title' },
        { index: 1, name: 'Composed by', field: 'composer' },
        { index: 4, name: 'Level', field: 'difficulty' },
        { index: 5, name: 'Length (min)', field: 'duration', durationUnit: 'minutes' },
      ],
      ignored: [{ index: 2, name: 'Purchased', message: 'column ignored: "Purchased" is not a library field' }],
    });
  });

  it('reads a field from its preferred name when two columns name it, whatever their order', () => {
    const { columns, ignored } = mapHeader(['Name', 'Composer', 'Title', 'Comments', 'Notes']);
    expect(columns).toEqual([
      { index: 1, name: 'Composer', field: 'composer' },
      { index: 2, name: 'Title', field: 'title' },
      { index: 4, name: 'Notes', field: 'notes' },
    ]);
    expect(ignored).toEqual([
      { index: 0, name: 'Name', message: 'column ignored: "Name" repeats the title already read from "Title"' },
      { index: 3, name: 'Comments', message: 'column ignored: "Comments" repeats the notes already read from "Notes"' },
    ]);
  });

  it('keeps the first of two columns with the same name', () => {
    expect(mapHeader(['Title', 'Notes', 'Notes']).columns.map((c) => c.index)).toEqual([0, 1]);
  });
});

describe("mapHeader on a director's own header", () => {
  it('reads every column of "Piece Name, Composer/Author, Arr., Level, Length, Voicing / Ensemble, Comments"', () => {
    const header = ['Piece Name', 'Composer/Author', 'Arr.', 'Level', 'Length', 'Voicing / Ensemble', 'Comments'];
    const { columns, ignored } = mapHeader(header);
    expect(columns.map((c) => c.field)).toEqual([
      'title',
      'composer',
      'arranger',
      'difficulty',
      'duration',
      'ensemble_type',
      'notes',
    ]);
    expect(ignored).toEqual([]);
  });
});

describe('mapChosenHeader', () => {
  it('reads the columns the director chose and reports the others once', () => {
    const header = ['Piece Name', 'Who', 'Mins', 'Purchased', ''];
    expect(mapChosenHeader(header, { 0: 'title', 1: 'composer', 2: 'duration', 3: null })).toEqual({
      columns: [
        { index: 0, name: 'Piece Name', field: 'title' },
        { index: 1, name: 'Who', field: 'composer' },
        { index: 2, name: 'Mins', field: 'duration', durationUnit: 'minutes' },
      ],
      ignored: [{ index: 3, name: 'Purchased', message: 'column ignored: "Purchased" (set to Ignore)' }],
    });
  });

  it('names a chosen column without a header by its position', () => {
    expect(mapChosenHeader(['Title', ''], { 0: 'title', 1: 'notes' }).columns[1]).toEqual({
      index: 1,
      name: 'Column 2',
      field: 'notes',
    });
  });
});

describe('findHeaderRow', () => {
  it('skips banner rows above the header', () => {
    const rows = [
      ['Lincoln HS Band Library'],
      ['Exported 2024-05-01'],
      ['Title', 'Composer', 'Grade'],
      ['Chester', 'William Billings', '3'],
    ];
    expect(findHeaderRow(rows)).toBe(2);
  });

  it('takes the row naming the most fields when more than one has a title column', () => {
    const rows = [['Song list'], ['Name', ''], ['Title', 'Composer', 'Grade'], ['Chester', 'Billings', '3']];
    expect(findHeaderRow(rows)).toBe(2);
  });

  it(`looks at the first ${HEADER_SEARCH_ROWS} rows only, and answers -1 without a title column`, () => {
    const banners = Array.from({ length: HEADER_SEARCH_ROWS }, (_, i) => [`Banner ${i}`]);
    expect(findHeaderRow([...banners, ['Title']])).toBe(-1);
    expect(findHeaderRow([...banners.slice(1), ['Title']])).toBe(HEADER_SEARCH_ROWS - 1);
    expect(
      findHeaderRow([
        ['Composer', 'Grade'],
        ['Holst', '4'],
      ]),
    ).toBe(-1);
  });
});

describe('noTitleColumnMessage', () => {
  it('names the title words and what the first row says', () => {
    const message = noTitleColumnMessage(['Composer', 'Grade', 'Duration']);
    expect(message).toContain(
      'named with a word such as Title, Piece, Song, Work, Selection or Name ("Piece Name", "Song Title").',
    );
    expect(message).toContain('The first row reads: Composer, Grade, Duration.');
    expect(noTitleColumnMessage(Array.from({ length: 12 }, (_, i) => `C${i}`))).toContain('C7, …');
  });
});
