import { ensembleTypes } from '@app/shared/contracts/ensembles';
import { libraryEntryInputSchema, type LibraryEntry, type LibraryEntryInput } from '@app/shared/contracts/library';
import { describe, expect, it } from 'vitest';
import { matchColumn } from './columns';
import { decodeCsvStream } from './decode';
import { inspectCsvUpload, parseLibraryCsv, type LibraryCsvRow } from './parse-library-csv';
import { LIBRARY_CSV_COLUMNS, TEMPLATE_EXAMPLES, csvCell, libraryTemplateCsv, libraryToCsv } from './write-library-csv';

const HEADER =
  'Title,Composer,Arranger,Publisher,Grade,Grade (as written),Duration (m:ss),Ensemble type,Genre,Tags,Key,Meter,Year,Program notes,Catalog number,Location,Notes';

/** What the import gives back for a CSV text, read as the worker reads it (bytes in small chunks). */
async function importCsv(csv: string): Promise<LibraryCsvRow[]> {
  const bytes = new TextEncoder().encode(csv);
  const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
  const rows: LibraryCsvRow[] = [];
  for await (const row of parseLibraryCsv(decodeCsvStream(chunks))) rows.push(row);
  return rows;
}

const canonical = (values: Partial<LibraryEntryInput> & { title: string }): LibraryEntryInput =>
  libraryEntryInputSchema.parse(values);

describe('LIBRARY_CSV_COLUMNS', () => {
  it('writes every entry field once, under a header the import reads back as that field', () => {
    expect(LIBRARY_CSV_COLUMNS.map((c) => c.field).sort()).toEqual(Object.keys(libraryEntryInputSchema.shape).sort());
    for (const { header, field } of LIBRARY_CSV_COLUMNS) expect(matchColumn(header)?.field, header).toBe(field);
    expect(matchColumn('Duration (m:ss)')?.durationUnit).toBe('seconds');
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['a; b', '"a; b"'],
    ['a\tb', '"a\tb"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ["5'30", "5'30"],
    ['', ''],
  ])('%j → %j', (value, cell) => expect(csvCell(value)).toBe(cell));
});

describe('libraryTemplateCsv', () => {
  it('is UTF-8 with a byte order mark and CRLF: the header and the two example rows', () => {
    expect(libraryTemplateCsv()).toBe(
      '\uFEFF' +
        `${HEADER}\r\n` +
        'Shenandoah,Frank Ticheli,,Manhattan Beach Music,4,IV,6:10,Concert Band,,folk song,,,,,,,Example row: replace it with your own music or delete it\r\n' +
        'The Stars and Stripes Forever,John Philip Sousa,,,,,,Concert Band,March,march,,,,,,,Example row: replace it with your own music or delete it\r\n',
    );
  });

  it('imports as its two examples, and passes the upload check', async () => {
    expect(await importCsv(libraryTemplateCsv())).toEqual([
      { row: 2, entry: TEMPLATE_EXAMPLES[0], problems: [] },
      { row: 3, entry: TEMPLATE_EXAMPLES[1], problems: [] },
    ]);
    expect(await inspectCsvUpload(new TextEncoder().encode(libraryTemplateCsv()))).toMatchObject({
      ok: true,
      encoding: 'utf-8',
      bom: true,
      layout: { delimiter: ',', lineEnding: '\r\n', headerRow: 1, ignoredColumns: [] },
    });
  });

  it('holds only valid entries', () => {
    for (const example of TEMPLATE_EXAMPLES) expect(libraryEntryInputSchema.parse(example)).toEqual(example);
  });
});

describe('libraryToCsv', () => {
  it('writes only the header for an empty library', () => {
    expect(libraryToCsv([])).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('writes a stored entry without its other fields', () => {
    const stored: LibraryEntry = {
      ...canonical({
        title: 'Chester',
        composer: 'William Billings',
        difficulty: 3,
        duration: 300,
        tags: ['hymn', 'american'],
      }),
      id: 42,
      last_performed: '2024-05-01',
      times_performed: 2,
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-01-01T00:00:00.000Z',
    };
    expect(libraryToCsv([stored]).split('\r\n')[1]).toBe(
      'Chester,William Billings,,,3,,5:00,,,"hymn; american",,,,,,,',
    );
  });

  it('guards cells a spreadsheet would run as formulas with a leading quote', () => {
    const entry = canonical({
      title: '=HYPERLINK("http://example.com","x")',
      composer: '+Anonymous',
      arranger: '-arr',
      publisher: '@pub',
      genre: "'=quoted",
      tags: ['-x', 'y'],
      notes: "'Tis plain",
    });
    expect(libraryToCsv([entry]).split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://example.com"",""x"")",'+Anonymous,'-arr,'@pub,,,,,''=quoted,"'-x; y",,,,,,,'Tis plain`,
    );
  });

  it('imports back exactly the entries it exported, field for field', async () => {
    const entries: LibraryEntryInput[] = [
      canonical({
        title: 'Café Müller, "Tanz" – Suite',
        composer: 'Antonín Dvořák',
        arranger: 'Smith; ed. Jones',
        publisher: 'Éditions Durand & Cie',
        difficulty: 2.5,
        difficulty_text: 'Medium Easy',
        duration: 75 * 60,
        ensemble_type: 'tenor_bass_choir',
        genre: 'Folk, arranged',
        tags: ['march', 'rock, pop', 'say "hi"', 'fête', 'a|b', 'two\nlines'],
        key: 'E♭ major',
        meter: '6/8',
        year: 1897,
        program_notes: 'First paragraph, with "quotes".\n\nSecond paragraph;\r\nwindows line\tand a tab.',
        catalog_number: '#12,345',
        location: 'Shelf 3; Drawer B',
        notes: 'Line 1\nLine 2, "quoted"',
      }),
      canonical({ title: 'Only a title' }),
      canonical({ title: 'Words but no number', difficulty_text: 'Medium Easy' }),
      canonical({ title: 'A number that looks written', difficulty: 3.5, difficulty_text: '3.5' }),
      canonical({ title: 'Lowest', difficulty: 0.5, duration: 1 }),
      canonical({ title: 'Highest', difficulty: 6, duration: 4 * 60 * 60, difficulty_text: 'VI' }),
      canonical({ title: '=SUM(A1:A2)', composer: '-Anonymous', notes: '@home +1' }),
      canonical({ title: "'=quoted", composer: "'Tis Himself", tags: ['-x', '+y'], notes: "''@twice" }),
      canonical({ title: '"', composer: '""', notes: '","' }),
      canonical({ title: 'Title', composer: 'Composer', arranger: 'Grade' }),
      canonical({
        title: 'Ave María',
        composer: 'Franz Schubert',
        difficulty: 2,
        difficulty_text: 'Grade 2',
        tags: ['sacred'],
      }),
      ...ensembleTypes.map((ensemble_type, i) =>
        canonical({ title: `Piece ${i}`, ensemble_type, difficulty: 1 + (i % 10) / 2 }),
      ),
    ];
    const rows = await importCsv(libraryToCsv(entries));
    expect(rows.flatMap((r) => r.problems)).toEqual([]);
    expect(rows.map((r) => r.entry)).toEqual(entries);
  });
});
