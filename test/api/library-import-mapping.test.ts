import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CsvPreview, LibraryEntry, UploadTask } from '@app/shared/contracts/library';
import { importFinished } from '../support/imports';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();

/** A director's own spreadsheet: a header the template never used. */
const OWN_COLUMNS = readFileSync(new URL('../fixtures/csv/director-own-columns.csv', import.meta.url));

const form = (data: Uint8Array | string, mapping?: unknown) => {
  const body = new FormData();
  body.append(
    'file',
    new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type: 'text/csv' }),
    'own.csv',
  );
  if (mapping !== undefined) body.append('mapping', typeof mapping === 'string' ? mapping : JSON.stringify(mapping));
  return body;
};

const preview = (token: string, data: Uint8Array | string, mapping?: unknown) =>
  local.api<CsvPreview & { error?: { message: string } }>('/library/upload/csv/preview', {
    token,
    method: 'POST',
    body: form(data, mapping),
  });

const upload = (token: string, data: Uint8Array | string, mapping?: unknown) =>
  local.api<{ id: number; status: string } & { error?: { message: string } }>('/library/upload/csv', {
    token,
    method: 'POST',
    body: form(data, mapping),
  });

async function importFile(token: string, data: Uint8Array | string, mapping?: unknown): Promise<UploadTask> {
  const answer = await upload(token, data, mapping);
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return importFinished(local, token, answer.body.id);
}

const byTitle = async (token: string) =>
  new Map(
    (await local.api<{ data: LibraryEntry[] }>('/library/entries?limit=500', { token })).body.data.map((e) => [
      e.title,
      e,
    ]),
  );

describe("CSV import of a director's own columns", () => {
  it('previews the columns, what each will fill and the first rows as they would be stored, writing nothing', async () => {
    const token = await local.token('mapping-preview@example.com');
    const answer = await preview(token, OWN_COLUMNS);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { columns, rows, header_row, empty_cell_note } = answer.body;
    expect(header_row).toBe(1);
    expect(columns.map(({ index, header, field }) => ({ index, header, field }))).toEqual([
      { index: 0, header: 'Piece Name', field: 'title' },
      { index: 1, header: 'Composer/Author', field: 'composer' },
      { index: 2, header: 'Arr.', field: 'arranger' },
      { index: 3, header: 'Level', field: 'difficulty' },
      { index: 4, header: 'Length', field: 'duration' },
      { index: 5, header: 'Voicing / Ensemble', field: 'ensemble_type' },
      { index: 6, header: 'Comments', field: 'notes' },
    ]);
    expect(columns[2]!.examples).toEqual(['Arr. Moses Hogan', 'arr. Howard McKinney']);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({
      row: 2,
      entry: expect.objectContaining({
        title: 'Elijah Rock',
        composer: 'Traditional Spiritual',
        arranger: 'Moses Hogan',
        difficulty: 4,
        duration: 165,
        ensemble_type: 'mixed_choir',
        notes: 'Spring concert closer',
      }),
      problems: [],
    });
    expect(rows[2]!.entry).toMatchObject({ title: 'Brothers, Sing On!', ensemble_type: 'tenor_bass_choir' });
    expect(rows[4]!.entry).toMatchObject({ ensemble_type: 'string_orchestra' });
    expect(empty_cell_note).toMatch(/empty cell/i);

    const moved = await preview(token, OWN_COLUMNS, { 0: 'title', 1: 'composer', 6: null });
    expect(moved.body.columns.map((c) => c.field)).toEqual(['title', 'composer', null, null, null, null, null]);
    expect(moved.body.rows[0]!.entry).toMatchObject({ arranger: null, difficulty: null, notes: null });

    expect((await local.api('/library/upload/tasks', { token })).body).toEqual({ data: [], total: 0 });
  });

  it('imports every column of the file: composer, arranger without "arr.", grade, length and ensemble type', async () => {
    const token = await local.token('mapping-automatic@example.com');
    const task = await importFile(token, OWN_COLUMNS);
    expect(task).toMatchObject({ status: 'completed', created: 8, failed: 0 });
    expect(task.errors).toEqual([
      {
        row: 9,
        column: 'Voicing / Ensemble',
        message: expect.stringMatching(/^"SAB-ish" is not an ensemble type we know/),
      },
    ]);
    const library = await byTitle(token);
    expect(library.get('Elijah Rock')).toMatchObject({
      composer: 'Traditional Spiritual',
      arranger: 'Moses Hogan',
      difficulty: 4,
      duration: 165,
      ensemble_type: 'mixed_choir',
    });
    expect(library.get('Ave Maria')).toMatchObject({ composer: 'Gustav Holst', ensemble_type: 'treble_choir' });
    expect(library.get("Moanin'")).toMatchObject({ difficulty: 3.5, ensemble_type: 'jazz_band' });
    expect(library.get('Chester')).toMatchObject({ ensemble_type: 'wind_ensemble' });
    expect(library.get('The Water Is Wide')).toMatchObject({ difficulty: 2, ensemble_type: null });
  });

  it("imports with the director's mapping: a column set to Ignore is not read, a column chosen by hand is", async () => {
    const token = await local.token('mapping-chosen@example.com');
    const csv = 'Opus,Who,Hardness,Mins,Scoring,Comments\nSure on This Shining Night,Morten Lauridsen,4,4,SATB,Keep\n';
    expect((await preview(token, csv)).body.columns.map((c) => c.field)).toEqual([
      null,
      null,
      null,
      'duration',
      null,
      'notes',
    ]);
    expect((await upload(token, csv)).body.error?.message).toMatch(/^No title column was found/);

    const mapping = { 0: 'title', 1: 'composer', 2: 'difficulty', 3: 'duration', 4: 'ensemble_type', 5: null };
    const task = await importFile(token, csv, mapping);
    expect(task).toMatchObject({ status: 'completed', created: 1, failed: 0 });
    expect(task.errors).toEqual([
      { row: 1, column: 'Comments', message: 'column ignored: "Comments" (set to Ignore)' },
    ]);
    expect((await byTitle(token)).get('Sure on This Shining Night')).toMatchObject({
      composer: 'Morten Lauridsen',
      difficulty: 4,
      duration: 240,
      ensemble_type: 'mixed_choir',
      notes: null,
    });
  });

  it('refuses a mapping it cannot use, with a 400 and no task', async () => {
    const token = await local.token('mapping-refused@example.com');
    const cases: [unknown, RegExp][] = [
      ['{not json', /not JSON/],
      [{ 0: 'title', 1: 'title' }, /two columns are set to Title/],
      [{ 0: 'title', 1: 'conductor' }, /must map to one of/],
      [{ 1: 'composer' }, /Choose the column that holds the title/],
    ];
    for (const [mapping, message] of cases) {
      const answer = await upload(token, OWN_COLUMNS, mapping);
      expect(answer.status, JSON.stringify(mapping)).toBe(400);
      expect(answer.body.error?.message, JSON.stringify(mapping)).toMatch(message);
    }
    expect((await preview(token, '')).status).toBe(400);
    expect((await local.api('/library/upload/tasks', { token })).body).toEqual({ data: [], total: 0 });
  });
});
