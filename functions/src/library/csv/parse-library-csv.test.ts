import { readFileSync } from 'node:fs';
import {
  blankLibraryFields,
  CSV_MAX_BYTES,
  type LibraryEntryInput,
  type UploadRowProblem,
} from '@app/shared/contracts/library';
import { unprintableMessage } from '@app/shared/contracts/text';
import { describe, expect, it } from 'vitest';
import { CsvFileError } from './csv-file-error';
import { decodeCsvBytes, decodeCsvStream } from './decode';
import {
  CSV_MAX_ROWS,
  inspectCsvUpload,
  parseLibraryCsv,
  previewCsvUpload,
  readLibraryRow,
  type LibraryCsvLayout,
  type LibraryCsvRow,
  type ParseLibraryCsvOptions,
} from './parse-library-csv';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../test/fixtures/csv/${name}`, import.meta.url)));
const utf8 = (text: string) => new TextEncoder().encode(text);

const blank = blankLibraryFields();
const entry = (values: Partial<LibraryEntryInput> & { title: string }): LibraryEntryInput => ({ ...blank, ...values });
const ok = (
  row: number,
  values: Partial<LibraryEntryInput> & { title: string },
  problems: UploadRowProblem[] = [],
): LibraryCsvRow => ({
  row,
  entry: entry(values),
  problems,
});

async function collect(source: Parameters<typeof parseLibraryCsv>[0]) {
  const rows: LibraryCsvRow[] = [];
  const layouts: LibraryCsvLayout[] = [];
  for await (const row of parseLibraryCsv(source, { onLayout: (l) => layouts.push(l) })) rows.push(row);
  expect(layouts.length).toBe(1);
  return { rows, layout: layouts[0]! };
}
const rowsOf = async (text: string) => (await collect(text)).rows;
const parseFixture = (name: string) => collect(decodeCsvBytes(fixture(name)).text);

function chunked(bytes: Uint8Array, size: number): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return chunks;
}

async function fileError(
  source: Parameters<typeof parseLibraryCsv>[0],
  mapping?: ParseLibraryCsvOptions['mapping'],
): Promise<CsvFileError> {
  try {
    for await (const _ of parseLibraryCsv(source, { mapping })) {
      // read on
    }
  } catch (err) {
    if (err instanceof CsvFileError) return err;
    throw err;
  }
  throw new Error('expected a CsvFileError');
}

describe('parseLibraryCsv on the fixtures', () => {
  it('utf8-bom.csv: UTF-8 with a byte order mark, accents, a quoted title with a comma', async () => {
    const { rows, layout } = await parseFixture('utf8-bom.csv');
    expect(layout).toMatchObject({ delimiter: ',', lineEnding: '\n', headerRow: 1, ignoredColumns: [] });
    expect(layout.columns.map((c) => c.field)).toEqual([
      'title',
      'composer',
      'arranger',
      'difficulty',
      'duration',
      'notes',
    ]);
    expect(rows).toEqual([
      ok(2, {
        title: 'Slavonic Dance No. 8',
        composer: 'Antonín Dvořák',
        difficulty: 4,
        duration: 270,
        notes: 'Opus 46',
      }),
      ok(3, {
        title: 'Pavane',
        composer: 'Gabriel Fauré',
        difficulty: 3,
        duration: 360,
        notes: 'Flûte solo at the start',
      }),
      ok(4, { title: "Jesu, Joy of Man's Desiring", composer: 'Johann Sebastian Bach', difficulty: 2, duration: 210 }),
    ]);
  });

  it('windows-1252.csv: Windows-1252 bytes, CRLF, a range written with an en dash', async () => {
    const { rows, layout } = await parseFixture('windows-1252.csv');
    expect(layout).toMatchObject({ delimiter: ',', lineEnding: '\r\n', headerRow: 1 });
    expect(rows).toEqual([
      ok(2, {
        title: 'España Cañí',
        composer: 'Pascual Marquina Narro',
        difficulty: 3,
        duration: 165,
        notes: 'Pasodoble',
      }),
      ok(3, {
        title: 'Pequeña Czarda',
        composer: 'Pierre Iturralde',
        difficulty: 4,
        duration: 250,
        notes: 'Saxophone feature',
      }),
      ok(4, {
        title: 'Ave María',
        composer: 'Franz Schubert',
        difficulty: 2.5,
        difficulty_text: '2–3',
        duration: 240,
        notes: '“Ellens dritter Gesang” – à la carte',
      }),
    ]);
  });

  it('semicolon.csv: semicolons, decimal commas, commas inside unquoted cells', async () => {
    const { rows, layout } = await parseFixture('semicolon.csv');
    expect(layout).toMatchObject({ delimiter: ';', lineEnding: '\r\n', headerRow: 1 });
    expect(rows).toEqual([
      ok(2, {
        title: 'First Suite in E-flat',
        composer: 'Gustav Holst',
        difficulty: 4,
        duration: 630,
        publisher: 'Boosey & Hawkes',
      }),
      ok(3, {
        title: 'Second Suite in F',
        composer: 'Gustav Holst',
        difficulty: 4.5,
        duration: 660,
        publisher: 'Boosey & Hawkes',
      }),
      ok(4, {
        title: 'Irish Tune from County Derry',
        composer: 'Percy Aldridge Grainger',
        difficulty: 3.5,
        duration: 240,
        publisher: 'Southern Music, Inc.',
      }),
    ]);
  });

  it('tab.tsv: tabs, tags split on commas or semicolons, empty cells', async () => {
    const { rows, layout } = await parseFixture('tab.tsv');
    expect(layout).toMatchObject({ delimiter: '\t', headerRow: 1 });
    expect(rows).toEqual([
      ok(2, {
        title: 'Chester',
        composer: 'William Billings',
        difficulty: 3,
        duration: 300,
        tags: ['hymn', 'american'],
      }),
      ok(3, {
        title: 'Sleigh Ride',
        composer: 'Leroy Anderson',
        difficulty: 3,
        duration: 180,
        tags: ['holiday', 'winter'],
      }),
      ok(4, { title: 'Amazing Grace', composer: 'Traditional', difficulty: 2, duration: 240 }),
    ]);
  });

  it('crlf.csv: CRLF, a CRLF inside a quoted cell and a blank line, with the lines of the file', async () => {
    const { rows, layout } = await parseFixture('crlf.csv');
    expect(layout.lineEnding).toBe('\r\n');
    expect(rows).toEqual([
      ok(2, { title: 'Chorale and Alleluia', composer: 'Howard Hanson', duration: 300 }),
      ok(3, { title: 'Fantasia in G', composer: 'Timothy Mahr', duration: 330, notes: 'First line\r\nsecond line' }),
      ok(6, { title: 'Variations on a Korean Folk Song', composer: 'John Barnes Chance', duration: 450 }),
    ]);
  });

  it('banner-rows.csv: two banner lines and a blank line above the header', async () => {
    const { rows, layout } = await parseFixture('banner-rows.csv');
    expect(layout.headerRow).toBe(4);
    expect(layout.ignoredColumns).toEqual([]);
    expect(rows).toEqual([
      ok(5, { title: 'Chant and Jubilo', composer: 'W. Francis McBeth', difficulty: 3, duration: 330 }),
      ok(6, { title: "Elsa's Procession to the Cathedral", composer: 'Richard Wagner', difficulty: 4, duration: 420 }),
    ]);
  });

  it('other-headers.csv: Piece, Composed by, Arr., Level, Length, Pub., Shelf and an unknown column reported once', async () => {
    const { rows, layout } = await parseFixture('other-headers.csv');
    expect(layout.columns.map((c) => [c.name, c.field])).toEqual([
      ['Piece', 'title'],
      ['Composed by', 'composer'],
      ['Arr.', 'arranger'],
      ['Level', 'difficulty'],
      ['Length', 'duration'],
      ['Pub.', 'publisher'],
      ['Shelf', 'location'],
    ]);
    expect(layout.ignoredColumns).toEqual([
      { row: 1, column: 'Purchased', message: 'column ignored: "Purchased" is not a library field' },
    ]);
    expect(rows).toEqual([
      ok(2, {
        title: 'Greensleeves',
        composer: 'Traditional',
        arranger: 'Alfred Reed',
        difficulty: 3,
        difficulty_text: 'III',
        duration: 270,
        location: 'B-12',
      }),
      ok(3, {
        title: 'Ave Verum Corpus',
        composer: 'Wolfgang Amadeus Mozart',
        difficulty: 2.5,
        difficulty_text: 'Medium Easy',
        duration: 195,
        location: 'B-14',
      }),
      ok(4, {
        title: 'Pavane for a Dead Princess',
        composer: 'Maurice Ravel',
        difficulty: 4,
        duration: 360,
        location: 'C-2',
      }),
    ]);
  });

  it('quoted.csv: embedded commas, line breaks and doubled quotes; a row spanning four lines', async () => {
    const { rows } = await parseFixture('quoted.csv');
    expect(rows).toEqual([
      ok(2, {
        title: 'Variations on "America"',
        composer: 'Charles Ives',
        notes: 'Organ original; band setting by William Schuman, later',
        tags: ['patriotic'],
      }),
      ok(3, {
        title: 'Prelude, Siciliano and Rondo',
        composer: 'Malcolm Arnold',
        notes: 'Three movements:\n1. Prelude\n2. Siciliano\n3. Rondo',
        tags: ['suite', 'british'],
      }),
      ok(7, {
        title: 'Fanfare for the Common Man',
        composer: 'Aaron Copland',
        notes: 'Brass and percussion only, a "big" sound',
      }),
    ]);
  });

  it('grades-and-durations.csv: every grade and duration form; unreadable ones are problems, the row is kept', async () => {
    const { rows } = await parseFixture('grades-and-durations.csv');
    expect(
      rows.map((r) => [r.row, r.entry?.title, r.entry?.difficulty, r.entry?.difficulty_text, r.entry?.duration]),
    ).toEqual([
      [2, 'Plain number', 3, null, 330],
      [3, 'Half grade', 3.5, null, 330],
      [4, 'Word Grade', 3, 'Grade 3', 330],
      [5, 'Abbreviation', 3, 'Gr. 3', 330],
      [6, 'Roman numeral', 3, 'III', 330],
      [7, 'Publisher word', 2.5, 'Medium Easy', 330],
      [8, 'Range', 2.5, '2-3', 330],
      [9, 'Range with a dash', 2.5, '2 – 3', 330],
      [10, 'Highest roman', 6, 'VI', null],
      [11, 'Lowest word', 1, 'Very Easy', null],
      [12, 'Unreadable values', null, null, null],
      [13, 'Off the scale', null, null, null],
    ]);
    expect(rows.slice(0, 10).every((r) => r.problems.length === 0)).toBe(true);
    expect(rows[10]!.problems).toEqual([
      {
        row: 12,
        column: 'Grade',
        message:
          '"Hard-ish" is not a grade: write a grade from 0.5 to 6 in steps of 0.5 (3, 3.5, Grade 3), a roman numeral (I–VI), a range (2-3) or a word such as Medium Easy',
      },
      {
        row: 12,
        column: 'Duration',
        message: '"forever" is not a duration: write minutes:seconds (5:30), seconds (330) or 5 min 30 s',
      },
    ]);
    expect(rows[11]!.problems).toEqual([
      { row: 13, column: 'Grade', message: '"7" is not a grade: grades go from 0.5 to 6 in steps of 0.5' },
      { row: 13, column: 'Duration', message: '"5.5" is not a whole number of seconds: write 5:30 or 5.5 min' },
    ]);
  });

  it('missing-title.csv: rows without a title give no entry and "title is missing"; all-blank rows are skipped silently', async () => {
    const { rows } = await parseFixture('missing-title.csv');
    expect(rows).toEqual([
      ok(2, { title: 'Sheep May Safely Graze', composer: 'Johann Sebastian Bach', difficulty: 2 }),
      { row: 3, problems: [{ row: 3, column: 'Title', message: 'title is missing' }] },
      { row: 4, problems: [{ row: 4, column: 'Title', message: 'title is missing' }] },
      ok(6, { title: 'The Washington Post', composer: 'John Philip Sousa', difficulty: 3 }),
    ]);
  });

  it('no-title-column.csv: refused, naming the accepted title columns', async () => {
    const err = await fileError(decodeCsvBytes(fixture('no-title-column.csv')).text);
    expect(err.code).toBe('no_title_column');
    expect(err.message).toMatch(
      /^No title column was found in the first 20 rows\. .*named with a word such as Title, Piece, .* The first row reads: Composer, Grade, Duration\.$/,
    );
  });

  it('empty.csv: refused as empty', async () => {
    expect(await fileError(decodeCsvBytes(fixture('empty.csv')).text)).toMatchObject({
      code: 'empty',
      message: 'The file is empty: it has no header row and no pieces.',
    });
  });

  it('not-text.csv: refused by the decoder before any row', async () => {
    expect(await fileError(decodeCsvStream([fixture('not-text.csv')]))).toMatchObject({ code: 'not_text' });
  });
});

describe('inspectCsvUpload', () => {
  it.each([
    ['utf8-bom.csv', 'utf-8', true, ',', 1],
    ['windows-1252.csv', 'windows-1252', false, ',', 1],
    ['semicolon.csv', 'utf-8', false, ';', 1],
    ['tab.tsv', 'utf-8', false, '\t', 1],
    ['crlf.csv', 'utf-8', false, ',', 1],
    ['banner-rows.csv', 'utf-8', false, ',', 4],
    ['other-headers.csv', 'utf-8', false, ',', 1],
    ['quoted.csv', 'utf-8', false, ',', 1],
    ['grades-and-durations.csv', 'utf-8', false, ',', 1],
    ['missing-title.csv', 'utf-8', false, ',', 1],
  ])('accepts %s (%s, BOM %s, %j, header on line %d)', async (name, encoding, bom, delimiter, headerRow) => {
    const result = await inspectCsvUpload(fixture(name));
    expect(result).toMatchObject({ ok: true, encoding, bom, layout: { delimiter, headerRow } });
  });

  it.each([
    ['empty.csv', 'empty', /^The file is empty/],
    ['not-text.csv', 'not_text', /^This file is a PNG image, not a CSV file/],
    ['no-title-column.csv', 'no_title_column', /^No title column was found/],
  ])('refuses %s (%s) with a reason', async (name, code, reason) => {
    expect(await inspectCsvUpload(fixture(name))).toEqual({ ok: false, code, reason: expect.stringMatching(reason) });
  });

  it('refuses a file over CSV_MAX_BYTES before reading it', async () => {
    const big = new Uint8Array(CSV_MAX_BYTES + 1).fill(0x41);
    expect(await inspectCsvUpload(big)).toEqual({
      ok: false,
      code: 'too_large',
      reason: 'The file is larger than 10 MB. Split it into smaller files and upload each one.',
    });
  });

  it('refuses a header with no rows under it, and a file of blank lines or empty cells', async () => {
    expect(await inspectCsvUpload(utf8('Title,Composer\r\n\r\n'))).toEqual({
      ok: false,
      code: 'no_rows',
      reason: 'The file has a header row but no pieces under it.',
    });
    expect(await inspectCsvUpload(utf8('\uFEFF\r\n  \r\n'))).toMatchObject({ ok: false, code: 'empty' });
    expect(await inspectCsvUpload(utf8(',,,\n,,,\n'))).toMatchObject({ ok: false, code: 'empty' });
  });

  it('accepts a header whose only row has no title (the worker reports it)', async () => {
    expect(await inspectCsvUpload(utf8('Title,Composer\n,Holst\n'))).toMatchObject({ ok: true });
  });

  it('refuses more columns than CSV_MAX_COLUMNS or more pieces than CSV_MAX_ROWS, saying which', async () => {
    const wide = `Title,${Array.from({ length: 450 }, (_, i) => `Extra ${i}`).join(',')}\nChester\n`;
    const tooWide = {
      ok: false,
      code: 'too_many_columns',
      reason: expect.stringMatching(/^The file has 451 columns; a library file has at most 200\./),
    };
    expect(await inspectCsvUpload(utf8(wide))).toEqual(tooWide);
    expect(await previewCsvUpload(utf8(wide))).toEqual(tooWide);
    const rows = (n: number) => `Title\n${Array.from({ length: n }, (_, i) => `Piece ${i}`).join('\n')}\n`;
    expect(await inspectCsvUpload(utf8(rows(CSV_MAX_ROWS)))).toMatchObject({ ok: true, rows: CSV_MAX_ROWS });
    expect(await inspectCsvUpload(utf8(rows(CSV_MAX_ROWS + 1)))).toEqual({
      ok: false,
      code: 'too_many_rows',
      reason:
        'The file has more than 20,000 pieces, the most one import takes. Split it into smaller files and import them one after the other.',
    });
  });
});

describe('reading rows', () => {
  it('counts lines across blank lines, lone CRs and quoted line breaks of every kind', async () => {
    const text = 'Title;Notes\r\rChester;"a\rb"\rSleigh Ride;"c\r\nd\ne"\r\r\rAmazing Grace;x';
    expect((await rowsOf(text)).map((r) => [r.row, r.entry?.title])).toEqual([
      [3, 'Chester'],
      [5, 'Sleigh Ride'],
      [10, 'Amazing Grace'],
    ]);
  });

  it('reads rows with fewer or more cells than the header', async () => {
    const rows = await rowsOf('Title,Composer,Grade\nChester\nSleigh Ride,Leroy Anderson,3,extra,cells\n');
    expect(rows).toEqual([
      ok(2, { title: 'Chester' }),
      ok(3, { title: 'Sleigh Ride', composer: 'Leroy Anderson', difficulty: 3 }),
    ]);
  });

  it('keeps a quote inside an unquoted cell (5\'30")', async () => {
    expect(await rowsOf('Title,Duration\nChester,5\'30"\n')).toEqual([ok(2, { title: 'Chester', duration: 330 })]);
  });

  it('reports a value over its limit in its column, leaves that field empty and keeps the entry (nothing is cut short)', async () => {
    const long = (n: number) => 'x'.repeat(n);
    const text = [
      'Title,Composed by,Tags,Year,Duration,Grade (as written),Notes',
      `Chester,${long(201)},"${Array.from({ length: 21 }, (_, i) => `t${i}`).join(';')}",2999,5:00:00,${long(51)},${long(2001)}`,
      `Sleigh Ride,,${long(41)},,,,`,
    ].join('\n');
    const rows = await rowsOf(text);
    expect(rows).toEqual([
      ok(2, { title: 'Chester' }, [
        { row: 2, column: 'Composed by', message: 'composer must be at most 200 characters' },
        { row: 2, column: 'Tags', message: 'tags must have at most 20 items' },
        { row: 2, column: 'Year', message: 'year must be between 1000 and 2100' },
        { row: 2, column: 'Duration', message: 'duration must be at most 14400 seconds (4 hours)' },
        { row: 2, column: 'Notes', message: 'notes must be at most 2000 characters' },
        { row: 2, column: 'Grade (as written)', message: 'difficulty_text must be at most 50 characters' },
      ]),
      ok(3, { title: 'Sleigh Ride' }, [{ row: 3, column: 'Tags', message: 'each tag must be at most 40 characters' }]),
    ]);
  });

  it('gives no entry for a title over its limit', async () => {
    expect(await rowsOf(`Title,Composer\n${'x'.repeat(301)},Holst\n`)).toEqual([
      { row: 2, problems: [{ row: 2, column: 'Title', message: 'title must be at most 300 characters' }] },
    ]);
  });

  it('gives no entry for a title with hidden characters; other such values are a problem in their column, the field left empty', async () => {
    const text =
      'Title,Composer,Publisher,Notes\n"Ches\u202Eter",Billings,,\nSleigh Ride,"Anderson\u0007",Boosey,"Bells\r\nand whip"\nFestive Overture,Shostakovich,"Boo\u001Bsey",\n';
    expect(await rowsOf(text)).toEqual([
      { row: 2, problems: [{ row: 2, column: 'Title', message: unprintableMessage('title') }] },
      ok(3, { title: 'Sleigh Ride', publisher: 'Boosey', notes: 'Bells\r\nand whip' }, [
        { row: 3, column: 'Composer', message: unprintableMessage('composer') },
      ]),
      ok(5, { title: 'Festive Overture', composer: 'Shostakovich' }, [
        { row: 5, column: 'Publisher', message: unprintableMessage('publisher') },
      ]),
    ]);
  });

  it('reads the words of "Grade (as written)" over those of the grade column, and either without the other', async () => {
    const rows = await rowsOf(
      'Title,Grade,Grade (as written)\nA,2.5,Medium Easy\nB,Medium Easy,\nC,,Medium Easy\nD,III,Grade three\n',
    );
    expect(rows.map((r) => [r.entry?.difficulty, r.entry?.difficulty_text])).toEqual([
      [2.5, 'Medium Easy'],
      [2.5, 'Medium Easy'],
      [null, 'Medium Easy'],
      [3, 'Grade three'],
    ]);
  });

  it('reads ensemble types and reports words that are none', async () => {
    const rows = await rowsOf('Title,Ensemble\nA,Jazz Ensemble\nB,Big Band\nC,String Orchestra\nD,Kazoo Army\n');
    expect(rows.map((r) => r.entry?.ensemble_type)).toEqual(['jazz_band', 'jazz_band', 'string_orchestra', null]);
    expect(rows[3]!.problems).toEqual([
      {
        row: 5,
        column: 'Ensemble',
        message: expect.stringMatching(/^"Kazoo Army" is not an ensemble type we know: write a voicing/),
      },
    ]);
  });

  it('drops a leading "arr." or "arranged by" from arrangers', async () => {
    const rows = await rowsOf('Title,Arr.\nA,Arr. Rollo Dilworth\nB,arranged by Alice Parker\nC,Mack Wilberg\n');
    expect(rows.map((r) => r.entry?.arranger)).toEqual(['Rollo Dilworth', 'Alice Parker', 'Mack Wilberg']);
  });

  it('reads bare numbers as minutes in a column named so', async () => {
    expect((await rowsOf('Title,Duration (min)\nA,4.5\nB,4:30\n')).map((r) => r.entry?.duration)).toEqual([270, 270]);
  });

  it('reports characters that could not be decoded, and keeps the entry', async () => {
    expect(await rowsOf('Title,Composer\nEspa\uFFFDa,Marquina\n')).toEqual([
      ok(2, { title: 'Espa\uFFFDa', composer: 'Marquina' }, [
        {
          row: 2,
          column: 'Title',
          message:
            'some characters could not be read (they show as �): save the file as "CSV UTF-8" and upload it again',
        },
      ]),
    ]);
  });

  it('ends with a problem on the line of a quote that is never closed', async () => {
    const rows = await rowsOf('Title,Notes\nChester,ok\n\nSleigh Ride,"never closed\nAmazing Grace,x\n');
    expect(rows).toEqual([
      ok(2, { title: 'Chester', notes: 'ok' }),
      {
        row: 4,
        problems: [
          {
            row: 4,
            column: null,
            message:
              'A quoted value that starts on this line is never closed (a " is missing), so this row and the rows after it could not be read.',
          },
        ],
      },
    ]);
  });

  it('ends with a problem on the line of a row too long to be one (a quote missing in a big file)', async () => {
    const rows = await rowsOf(`Title,Notes\nChester,ok\nSleigh Ride,"${'x'.repeat(1_000_001)}"\nAmazing Grace,x\n`);
    expect(rows.map((r) => [r.row, r.entry?.title, r.problems.map((p) => p.message)])).toEqual([
      [2, 'Chester', []],
      [
        3,
        undefined,
        [
          'This row is longer than 1,000,000 characters (a " may be missing), so it and the rows after it could not be read.',
        ],
      ],
    ]);
  });

  it('refuses a file whose title column is not among the first 20 non-blank rows', async () => {
    const banners = Array.from({ length: 20 }, (_, i) => `Banner ${i}\n\n`).join('');
    expect(await fileError(`${banners}Title\nChester\n`)).toMatchObject({ code: 'no_title_column' });
    expect((await rowsOf(`${banners.slice('Banner 0\n\n'.length)}Title\nChester\n`)).map((r) => r.row)).toEqual([40]);
  });

  it('refuses a text of blank lines or empty cells as empty', async () => {
    expect(await fileError('\r\n \r\n')).toMatchObject({ code: 'empty' });
    expect(await fileError(',,\n,,\n')).toMatchObject({ code: 'empty' });
    expect(await fileError([])).toMatchObject({ code: 'empty' });
  });

  it('passes errors of the text source through (for the worker to retry)', async () => {
    async function* failing() {
      yield `Title\n${'Chester\n'.repeat(10_000)}`;
      throw new Error('connection reset');
    }
    const seen: number[] = [];
    const run = async () => {
      for await (const row of parseLibraryCsv(failing())) seen.push(row.row);
    };
    await expect(run()).rejects.toThrow('connection reset');
    await expect(
      (async () => {
        for await (const _ of parseLibraryCsv(
          (async function* () {
            yield 'Ti';
            throw new Error('early');
          })(),
        )) {
          // read on
        }
      })(),
    ).rejects.toThrow('early');
  });

  it('stops reading when the caller stops early', async () => {
    let pulled = 0;
    async function* source() {
      yield 'Title\n';
      for (let i = 0; i < 1000; i++) {
        pulled++;
        yield `Piece ${i}\n`.repeat(100);
      }
    }
    for await (const row of parseLibraryCsv(source())) {
      expect(row.row).toBe(2);
      break;
    }
    expect(pulled).toBeLessThan(1000);
  });

  it('readLibraryRow reads one row against a mapping', () => {
    const columns = [
      { index: 1, name: 'Piece', field: 'title' as const },
      { index: 0, name: 'Level', field: 'difficulty' as const },
    ];
    expect(readLibraryRow(['Medium', 'Chester'], 9, columns)).toEqual(
      ok(9, { title: 'Chester', difficulty: 3, difficulty_text: 'Medium' }),
    );
  });
});

describe('streams', () => {
  const fixtures = [
    'utf8-bom.csv',
    'windows-1252.csv',
    'semicolon.csv',
    'tab.tsv',
    'crlf.csv',
    'banner-rows.csv',
    'other-headers.csv',
    'quoted.csv',
    'grades-and-durations.csv',
    'missing-title.csv',
  ];

  it.each(fixtures)('%s read in 7-byte chunks gives the same rows as whole', async (name) => {
    const whole = await parseFixture(name);
    expect(await collect(decodeCsvStream(chunked(fixture(name), 7)))).toEqual(whole);
  });

  it('does not mind where chunks cut multi-byte characters, quotes and CRLFs (every chunk size 1–16, UTF-8 and Windows-1252)', async () => {
    const text =
      'Title;Composer;Notes;Tags\r\n' +
      '"Ave ""María""";Franz Schubert;"line one\r\nline two; with ; semicolons";"a, b"\r\n' +
      'España Cañí;Pascual Marquina Narro;€ 12 — “quoted”;pasodoble\r\n' +
      '\r\n' +
      'Pequeña Czarda;Pierre Iturralde;"""";\r\n';
    const expected = [
      ok(2, {
        title: 'Ave "María"',
        composer: 'Franz Schubert',
        notes: 'line one\r\nline two; with ; semicolons',
        tags: ['a', 'b'],
      }),
      ok(4, {
        title: 'España Cañí',
        composer: 'Pascual Marquina Narro',
        notes: '€ 12 — “quoted”',
        tags: ['pasodoble'],
      }),
      ok(6, { title: 'Pequeña Czarda', composer: 'Pierre Iturralde', notes: '"' }),
    ];
    const encodings = [new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]), new Uint8Array(encode1252(text))];
    for (const bytes of encodings) {
      for (let size = 1; size <= 16; size++) {
        expect((await collect(decodeCsvStream(chunked(bytes, size)))).rows, `chunks of ${size}`).toEqual(expected);
      }
    }
  });

  it('reads a web ReadableStream of bytes', async () => {
    const chunks = chunked(fixture('quoted.csv'), 7);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    expect((await collect(decodeCsvStream(body))).rows).toEqual((await parseFixture('quoted.csv')).rows);
  });

  it('reads a generated file of 10,000 rows in one go', async () => {
    const lines = ['Lincoln HS Band Library', '', 'Title,Composer,Grade,Duration,Tags,Notes'];
    for (let i = 1; i <= 10_000; i++) {
      const title = i % 1000 === 0 ? '' : `Piece ${i}`;
      lines.push(
        `${title},Composer ${i % 97},${(i % 12) / 2 + 0.5},${1 + (i % 20)}:${String(i % 60).padStart(2, '0')},"march; no. ${i % 7}","Note ${i}, with a comma"`,
      );
    }
    const bytes = utf8(lines.join('\r\n') + '\r\n');
    let count = 0;
    let entries = 0;
    const problems: UploadRowProblem[] = [];
    let last: LibraryCsvRow | undefined;
    for await (const row of parseLibraryCsv(decodeCsvStream(chunked(bytes, 64 * 1024)))) {
      count++;
      if (row.entry) entries++;
      problems.push(...row.problems);
      last = row;
    }
    expect(count).toBe(10_000);
    expect(entries).toBe(9_990);
    expect(problems.length).toBe(10);
    expect(problems.filter((p) => p.message === 'title is missing').map((p) => p.row)).toEqual(
      Array.from({ length: 10 }, (_, i) => 3 + (i + 1) * 1000),
    );
    expect(last).toEqual({ row: 10_003, problems: [{ row: 10_003, column: 'Title', message: 'title is missing' }] });
  });
});

describe("a director's own columns", () => {
  it('director-own-columns.csv: every column read, the layout lists the fields the file fills', async () => {
    const { rows, layout } = await parseFixture('director-own-columns.csv');
    expect(layout.ignoredColumns).toEqual([]);
    expect(layout.header).toEqual([
      'Piece Name',
      'Composer/Author',
      'Arr.',
      'Level',
      'Length',
      'Voicing / Ensemble',
      'Comments',
    ]);
    expect(layout.fields).toEqual([
      'title',
      'composer',
      'arranger',
      'difficulty',
      'duration',
      'ensemble_type',
      'notes',
      'difficulty_text',
    ]);
    expect(rows[0]).toEqual(
      ok(2, {
        title: 'Elijah Rock',
        composer: 'Traditional Spiritual',
        arranger: 'Moses Hogan',
        difficulty: 4,
        duration: 165,
        ensemble_type: 'mixed_choir',
        notes: 'Spring concert closer',
      }),
    );
    expect(rows.map((r) => r.entry?.ensemble_type)).toEqual([
      'mixed_choir',
      'mixed_choir',
      'tenor_bass_choir',
      'treble_choir',
      'string_orchestra',
      'jazz_band',
      'wind_ensemble',
      null,
    ]);
    expect(rows[7]!.problems).toEqual([
      {
        row: 9,
        column: 'Voicing / Ensemble',
        message: expect.stringMatching(/^"SAB-ish" is not an ensemble type we know/),
      },
    ]);
  });

  it('reads the columns by the mapping given, and refuses a mapping without a title', async () => {
    const text = 'Opus,Who,Mins,Extra\nLux Aurumque,Eric Whitacre,3.5,x\n';
    const layouts: LibraryCsvLayout[] = [];
    const rows: LibraryCsvRow[] = [];
    const mapping = { 0: 'title', 1: 'composer', 2: 'duration', 3: null } as const;
    for await (const row of parseLibraryCsv(text, { mapping, onLayout: (l) => layouts.push(l) })) rows.push(row);
    expect(rows).toEqual([ok(2, { title: 'Lux Aurumque', composer: 'Eric Whitacre', duration: 210 })]);
    expect(layouts[0]).toMatchObject({ headerRow: 1, fields: ['title', 'composer', 'duration'] });
    expect(layouts[0]!.ignoredColumns).toEqual([
      { row: 1, column: 'Extra', message: 'column ignored: "Extra" (set to Ignore)' },
    ]);
    await expect(fileError(text, { 1: 'composer' })).resolves.toMatchObject({
      code: 'no_title_column',
      message: 'Choose the column that holds the title of each piece.',
    });
  });

  it('previews a file without a title column, so a title can be chosen, and its first 5 rows only', async () => {
    const lines = ['Opus,Who', ...Array.from({ length: 8 }, (_, i) => `Piece ${i},Someone`)].join('\n');
    const result = await previewCsvUpload(utf8(lines));
    expect(result).toMatchObject({ ok: true, layout: { header: ['Opus', 'Who'], columns: [] } });
    if (!result.ok) return;
    expect(result.rows.map((r) => [r.row, r.entry, r.cells])).toEqual([
      [2, undefined, ['Piece 0', 'Someone']],
      [3, undefined, ['Piece 1', 'Someone']],
      [4, undefined, ['Piece 2', 'Someone']],
      [5, undefined, ['Piece 3', 'Someone']],
      [6, undefined, ['Piece 4', 'Someone']],
    ]);
    const chosen = await previewCsvUpload(utf8(lines), { 0: 'title', 1: 'composer' });
    expect(chosen.ok && chosen.rows[0]!.entry).toEqual(entry({ title: 'Piece 0', composer: 'Someone' }));
    expect(await previewCsvUpload(utf8('Title\n'))).toMatchObject({ ok: false, code: 'no_rows' });
  });
});

/** Windows-1252 bytes of a text whose characters all exist in it. */
function encode1252(text: string): number[] {
  const table = new Map<string, number>();
  // stream: true: Node 20's one-shot windows-1252 decode drops 0x80–0x9F (see decode.ts)
  const decoded = new TextDecoder('windows-1252').decode(
    new Uint8Array(256).map((_, i) => i),
    { stream: true },
  );
  [...decoded].forEach((c, i) => table.set(c, i));
  return [...text].map((c) => {
    const byte = table.get(c);
    if (byte === undefined) throw new Error(`${c} is not in Windows-1252`);
    return byte;
  });
}
