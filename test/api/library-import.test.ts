import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LibraryEntry, UploadTask } from '@app/shared/contracts/library';
import { importFinished } from '../support/imports';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();

const fixture = (name: string) => readFileSync(new URL(`../fixtures/csv/${name}`, import.meta.url));

const form = (data: Uint8Array | string, filename: string, type = 'text/csv') => {
  const body = new FormData();
  body.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), filename);
  return body;
};

const upload = (token: string, data: Uint8Array | string, filename = 'library.csv') =>
  local.api<{ id: number; status: string } & { error?: { message: string } }>('/library/upload/csv', {
    token,
    method: 'POST',
    body: form(data, filename),
  });

/** Polls the task until the worker has finished it (the local poller runs the real worker). */
const finished = (token: string, id: number) => importFinished(local, token, id);

async function importFile(token: string, data: Uint8Array | string, filename = 'library.csv'): Promise<UploadTask> {
  const answer = await upload(token, data, filename);
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  expect(answer.body).toEqual({ id: expect.any(Number), status: 'queued' });
  return finished(token, answer.body.id);
}

const entries = async (token: string, query = '') =>
  (await local.api<{ data: LibraryEntry[]; total: number }>(`/library/entries${query}`, { token })).body;

const byTitle = async (token: string) => new Map((await entries(token, '?limit=500')).data.map((e) => [e.title, e]));

describe('CSV import of messy files', () => {
  it('reads UTF-8 with a BOM, Windows-1252, semicolons, tabs and CRLF into the same entries', async () => {
    const token = await local.token('import-encodings@example.com');
    for (const file of ['utf8-bom.csv', 'windows-1252.csv', 'semicolon.csv', 'tab.tsv', 'crlf.csv']) {
      const task = await importFile(token, fixture(file), file);
      expect(task, file).toMatchObject({ status: 'completed', filename: file, failed: 0, skipped: 0 });
      expect(task.created + task.updated, file).toBe(task.rows_total);
      expect(task.rows_processed).toBe(task.rows_total);
      expect(task.finished_at).toBeTruthy();
    }
    const library = await byTitle(token);
    expect(library.get('España Cañí')).toMatchObject({
      composer: 'Pascual Marquina Narro',
      difficulty: 3,
      duration: 165,
      notes: 'Pasodoble',
    });
    expect(library.get('Ave María')).toMatchObject({
      composer: 'Franz Schubert',
      difficulty: 2.5,
      difficulty_text: '2–3',
    });
    expect(library.get('Second Suite in F')).toMatchObject({
      composer: 'Gustav Holst',
      difficulty: 4.5,
      duration: 660,
      publisher: 'Boosey & Hawkes',
    });
    expect((await entries(token, '?search=espana')).data.map((e) => e.title)).toEqual(['España Cañí']);
  });

  it('finds the header under banner rows and reads headers in other words, roman and word grades and every duration form', async () => {
    const token = await local.token('import-headers@example.com');
    expect(await importFile(token, fixture('banner-rows.csv'))).toMatchObject({
      status: 'completed',
      created: 2,
      rows_total: 2,
    });
    expect(await importFile(token, fixture('other-headers.csv'))).toMatchObject({ status: 'completed', created: 3 });
    const grades = await importFile(token, fixture('grades-and-durations.csv'));
    expect(grades).toMatchObject({ status: 'completed', failed: 0 });
    const library = await byTitle(token);
    expect(library.get('Chant and Jubilo')).toMatchObject({
      composer: 'W. Francis McBeth',
      difficulty: 3,
      duration: 330,
    });
    expect(library.get('Greensleeves')).toMatchObject({
      arranger: 'Alfred Reed',
      difficulty: 3,
      difficulty_text: 'III',
      duration: 270,
      location: 'B-12',
    });
    expect(library.get('Ave Verum Corpus')).toMatchObject({ difficulty_text: 'Medium Easy', duration: 195 });
    expect(library.get('Pavane for a Dead Princess')).toMatchObject({ duration: 360 });
  });

  it('keeps quoted delimiters, line breaks and quotes inside fields', async () => {
    const token = await local.token('import-quoted@example.com');
    const task = await importFile(token, fixture('quoted.csv'));
    expect(task).toMatchObject({ status: 'completed', failed: 0 });
    const notes = (await entries(token)).data.map((e) => e.notes ?? '').join('\n');
    expect(notes).toMatch(/,/);
    expect(notes).toMatch(/"/);
  });

  it('skips rows without a title, reporting their line, and keeps the valid rows', async () => {
    const token = await local.token('import-missing@example.com');
    const task = await importFile(token, fixture('missing-title.csv'));
    expect(task).toMatchObject({ status: 'completed', created: 2, skipped: 2, failed: 0 });
    expect(task.errors).toEqual([
      { row: 3, column: 'Title', message: 'title is missing' },
      { row: 4, column: 'Title', message: 'title is missing' },
    ]);
    expect((await entries(token)).data.map((e) => e.title)).toEqual(['Sheep May Safely Graze', 'The Washington Post']);
  });

  it('refuses a file it cannot import at upload, with a clear 400 and no task', async () => {
    const token = await local.token('import-refused@example.com');
    const cases: [Uint8Array | string, string, RegExp][] = [
      [fixture('empty.csv'), 'empty.csv', /empty/i],
      [fixture('not-text.csv'), 'not-text.csv', /not a text|spreadsheet|CSV/i],
      [fixture('no-title-column.csv'), 'no-title-column.csv', /title/i],
      [Buffer.alloc(10 * 1024 * 1024 + 10, 'a'), 'huge.csv', /10 MB/],
    ];
    for (const [data, name, message] of cases) {
      const answer = await upload(token, data, name);
      expect(answer.status, name).toBe(name === 'huge.csv' ? 413 : 400);
      expect(answer.body.error?.message, name).toMatch(message);
    }
    expect((await local.api('/library/upload/tasks', { token })).body).toEqual({ data: [], total: 0 });
    expect((await local.api('/library/check-library-status', { token, method: 'POST' })).body).toEqual({
      has_library: false,
      entry_count: 0,
      last_import: null,
    });
  });
});

describe('CSV import is idempotent', () => {
  it('updates instead of duplicating when the same file comes again', async () => {
    const token = await local.token('import-twice@example.com');
    const first = await importFile(token, fixture('semicolon.csv'));
    expect(first).toMatchObject({ created: 3, updated: 0 });
    const again = await importFile(token, fixture('semicolon.csv'));
    expect(again).toMatchObject({ status: 'completed', created: 0, updated: 3 });
    expect((await entries(token)).total).toBe(3);
    expect((await local.api('/library/check-library-status', { token, method: 'POST' })).body).toMatchObject({
      has_library: true,
      entry_count: 3,
      last_import: { id: again.id, status: 'completed' },
    });
  });

  it('does not duplicate when the worker gets a task a second time, finished or not', async () => {
    const token = await local.token('import-redelivered@example.com');
    const task = await importFile(token, fixture('banner-rows.csv'));
    const sub = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    const { handler } = await import('@app/functions/library/csv-worker');
    const { updateTask } = await import('@app/functions/library/upload-task-repository');
    const delivery = (receiveCount: number) =>
      ({
        Records: [
          {
            messageId: `again-${receiveCount}`,
            body: JSON.stringify({ sub, task_id: task.id }),
            attributes: { ApproximateReceiveCount: String(receiveCount) },
          },
        ],
      }) as never;

    // a second delivery of a finished task changes nothing
    expect(await handler(delivery(2))).toEqual({ batchItemFailures: [] });
    expect((await local.api<UploadTask>(`/library/upload/status/${task.id}`, { token })).body).toEqual(task);

    // a delivery after a crash (the task still says processing) reads the file again: the same
    // entries, reported as the task's own creations (csv-worker-crash.test.ts crashes it for real)
    expect(await updateTask(sub, task.id, ['completed'], { status: 'processing' })).toBe(true);
    expect(await handler(delivery(2))).toEqual({ batchItemFailures: [] });
    expect((await local.api<UploadTask>(`/library/upload/status/${task.id}`, { token })).body).toMatchObject({
      status: 'completed',
      created: 2,
      updated: 0,
    });
    expect((await entries(token)).total).toBe(2);
  });
});

describe('a narrower file', () => {
  it('changes only the fields its columns fill; an empty cell in one of them clears that field', async () => {
    const token = await local.token('import-narrow@example.com');
    const pieces = Array.from({ length: 10 }, (_, i) => i + 1);
    const full = [
      'Title,Composer,Grade,Duration,Notes,Shelf,Publisher,Genre',
      ...pieces.map((i) => `Narrow Piece ${i},Composer ${i},2.5,4:30,Notes ${i},B-${i},Publisher ${i},March`),
    ].join('\n');
    expect(await importFile(token, full)).toMatchObject({ status: 'completed', created: 10 });
    const narrow = [
      'Title,Composer,Genre',
      ...pieces.map((i) => `Narrow Piece ${i},Composer ${i},${i === 10 ? '' : 'Waltz'}`),
    ];
    expect(await importFile(token, narrow.join('\n'))).toMatchObject({ status: 'completed', created: 0, updated: 10 });
    const library = await byTitle(token);
    for (const i of pieces) {
      expect(library.get(`Narrow Piece ${i}`)).toMatchObject({
        difficulty: 2.5,
        duration: 270,
        notes: `Notes ${i}`,
        location: `B-${i}`,
        publisher: `Publisher ${i}`,
        genre: i === 10 ? null : 'Waltz',
      });
    }
  });
});

describe('template, export and tasks', () => {
  it('serves the template without sign-in, and imports it', async () => {
    const template = await local.api('/library/template.csv', { token: null });
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(template.headers.get('content-disposition')).toMatch(/attachment; filename="podium-library-template.csv"/);
    const token = await local.token('import-template@example.com');
    const task = await importFile(token, template.raw, 'template.csv');
    expect(task).toMatchObject({ status: 'completed', created: 2, failed: 0 });
  });

  it('exports the library as UTF-8 CSV with a BOM that imports back unchanged, but for the facts the catalogue filled in', async () => {
    const token = await local.token('import-roundtrip@example.com');
    for (const file of ['windows-1252.csv', 'other-headers.csv', 'quoted.csv', 'grades-and-durations.csv'])
      await importFile(token, fixture(file));
    await local.api('/library/entries', {
      token,
      method: 'POST',
      body: {
        title: 'Lux Aurumque',
        composer: 'Eric Whitacre',
        tags: ['choral', 'lyrical'],
        ensemble_type: 'concert_band',
        year: 2005,
        program_notes: 'Line one,\n"line" two',
        key: 'D-flat',
        meter: '4/4',
        catalog_number: '#12',
        genre: 'Chorale',
      },
    });
    const before = (await entries(token, '?limit=500')).data;
    const exported = await local.api('/library/export.csv', { token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect([...exported.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const task = await importFile(token, exported.raw, 'podium-library.csv');
    expect(task).toMatchObject({ status: 'completed', created: 0, updated: before.length, failed: 0, skipped: 0 });
    const after = (await entries(token, '?limit=500')).data;
    // a grade or duration the export left empty may come from the catalogue: the report counts each row
    const old = new Map(before.map((b) => [b.id, b]));
    const filledIn = after.filter(
      (a) => a.difficulty !== old.get(a.id)!.difficulty || a.duration !== old.get(a.id)!.duration,
    );
    expect(filledIn.length).toBe(task.filled);
    for (const a of filledIn) {
      const b = old.get(a.id)!;
      if (a.difficulty !== b.difficulty) expect(b.difficulty).toBeNull();
      if (a.duration !== b.duration) expect(b.duration).toBeNull();
    }
    // everything else is as it was
    const withoutFills = ({ updated_at: _u, ...e }: LibraryEntry) => ({
      ...e,
      difficulty: old.get(e.id)!.difficulty,
      difficulty_text: old.get(e.id)!.difficulty_text,
      duration: old.get(e.id)!.duration,
    });
    expect(after.map(withoutFills)).toEqual(before.map(({ updated_at: _u, ...rest }) => rest));
  });

  it('guards cells that a spreadsheet would run as formulas, and imports them back as they were', async () => {
    const token = await local.token('import-formulas@example.com');
    const written = [
      { title: '=HYPERLINK("http://example.com","Shenandoah")', composer: '+Anonymous', notes: '@home' },
      { title: "'=Already quoted", composer: '-Traditional', tags: ['-folk', 'march'] },
      { title: "'Tis the Season", composer: 'Traditional' },
    ];
    for (const body of written)
      expect((await local.api('/library/entries', { token, method: 'POST', body })).status).toBe(201);
    const before = (await entries(token, '?limit=500')).data;

    const exported = await local.api('/library/export.csv', { token });
    const text = exported.raw.toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://example.com"",""Shenandoah"")",'+Anonymous,`);
    expect(text).toContain(`''=Already quoted,'-Traditional,`);
    expect(text).toContain(`"'-folk; march"`);
    expect(text).toContain(`\r\n'Tis the Season,Traditional,`);
    expect(text).not.toMatch(/(^|[\n,])[=+\-@]/);

    const task = await importFile(token, exported.raw, 'podium-library.csv');
    expect(task).toMatchObject({ status: 'completed', created: 0, updated: written.length, failed: 0, skipped: 0 });
    const after = (await entries(token, '?limit=500')).data;
    const withoutTime = ({ updated_at: _u, ...e }: LibraryEntry) => e;
    expect(after.map(withoutTime)).toEqual(before.map(withoutTime));
  });

  it("lists a director's imports newest first, ten per page, and hides everyone else's", async () => {
    const token = await local.token('import-tasks@example.com');
    const first = await importFile(token, fixture('banner-rows.csv'));
    const second = await importFile(token, fixture('crlf.csv'));
    const page = (await local.api<{ data: UploadTask[]; total: number }>('/library/upload/tasks', { token })).body;
    expect(page.total).toBe(2);
    expect(page.data.map((t) => t.id)).toEqual([second.id, first.id]);
    expect(page.data[0]).not.toHaveProperty('object_key');
    expect(
      (await local.api('/library/upload/tasks?skip=1&limit=1', { token })).body.data.map((t: UploadTask) => t.id),
    ).toEqual([first.id]);

    const other = await local.token('import-tasks-other@example.com');
    expect((await local.api(`/library/upload/status/${first.id}`, { token: other })).status).toBe(404);
    expect((await local.api('/library/upload/tasks', { token: other })).body).toEqual({ data: [], total: 0 });
    expect((await local.api('/library/upload/tasks?limit=-1', { token })).status).toBe(400);
  });
});
