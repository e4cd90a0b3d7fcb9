import { describe, expect, it } from 'vitest';
import {
  COLUMN_ALIASES,
  HEADER_SEARCH_ROWS,
  findHeaderRow,
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

  it('has no alias in two fields', () => {
    const all = Object.values(COLUMN_ALIASES).flat().map(normalizeHeader);
    expect(new Set(all).size).toBe(all.length);
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
  it('lists the accepted title names and what the first row says', () => {
    const message = noTitleColumnMessage(['Composer', 'Grade', 'Duration']);
    expect(message).toContain(
      'named one of: Title, Piece title, Title of work, Work title, Song title, Piece, Work, Song, Selection, Composition, Name.',
    );
    expect(message).toContain('The first row reads: Composer, Grade, Duration.');
    expect(noTitleColumnMessage(Array.from({ length: 12 }, (_, i) => `C${i}`))).toContain('C7, …');
  });
});
