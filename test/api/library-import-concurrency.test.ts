import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { LibraryEntry, LibraryStatus, UploadTask } from '@app/shared/contracts/library';
import { importFinished } from '../support/imports';
import { useLocalStack } from '../support/local-stack';

/**
 * A long import and the director's own edits at the same time: 20 writers create, edit and
 * delete pieces the file also names while the worker is in the middle of a multi-thousand-row
 * file. The interleaving is driven by what the library shows, not by time: the writers start once
 * the file's first rows are visibly written, and the rows that name deleted pieces again come
 * after a marker row the writers check is still unwritten when they are done (the import writes
 * its rows in chunks of at most 500, one chunk after the other, and 1,000 filler rows separate the
 * two).
 */

const local = useLocalStack();

const WRITERS = 20;
const FILLER_ROWS = 8_000;
const GAP_ROWS = 1_000;

const form = (csv: string) => {
  const body = new FormData();
  body.append('file', new Blob([csv], { type: 'text/csv' }), 'library.csv');
  return body;
};

async function upload(token: string, csv: string): Promise<number> {
  const answer = await local.api<{ id: number }>('/library/upload/csv', { token, method: 'POST', body: form(csv) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return answer.body.id;
}

async function allEntries(token: string): Promise<LibraryEntry[]> {
  const entries: LibraryEntry[] = [];
  for (let skip = 0; ; skip += 500) {
    const page = (
      await local.api<{ data: LibraryEntry[]; total: number }>(`/library/entries?limit=500&skip=${skip}`, { token })
    ).body;
    entries.push(...page.data);
    if (skip + 500 >= page.total) return entries;
  }
}

async function findByTitle(token: string, title: string): Promise<LibraryEntry[]> {
  const page = await local.api<{ data: LibraryEntry[] }>(`/library/entries?search=${encodeURIComponent(title)}`, {
    token,
  });
  return page.body.data.filter((e) => e.title === title);
}

/** Polls the library until `done` holds for what it shows (the condition the test waits on). */
async function until(what: string, done: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await sleep(50);
  }
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const deleted = (w: number) => `Deleted Piece ${w}`;
const returning = (w: number) => `Returning Piece ${w}`;
const edited = (w: number) => `Edited Piece ${w}`;
const createdByDirector = (w: number) => `Director Piece ${w}`;
const COMPOSER = 'Import Race';
const MARKER = 'Marker Piece';

describe('a library import while the director edits the library', () => {
  it('never makes a piece two entries, keeps deleted pieces deleted and the count equal to the entries', async () => {
    const token = await local.token('import-concurrency@example.com');

    // the library before: pieces the writers will delete or edit, with facts the big file does not have
    const before = [
      'Title,Composer,Grade,Notes',
      ...range(WRITERS).flatMap((w) => [deleted(w), returning(w), edited(w)].map((t) => `${t},${COMPOSER},3,Before`)),
    ].join('\n');
    expect(await importFinished(local, token, await upload(token, before))).toMatchObject({
      status: 'completed',
      created: WRITERS * 3,
    });
    const old = new Map((await allEntries(token)).map((e) => [e.title, e]));

    // the big file: early rows, filler, the pieces the writers create and edit, filler, the
    // marker, a gap, and the returning pieces named again at the end
    const filler = (from: number, count: number) =>
      range(count).map((i) => `Filler Piece ${from + i},Composer ${(from + i) % 37},Filler`);
    const csv = [
      'Title,Composer,Genre',
      ...range(WRITERS).flatMap((w) => [`${deleted(w)},${COMPOSER},Early`, `${returning(w)},${COMPOSER},Early`]),
      ...filler(0, FILLER_ROWS / 2),
      ...range(WRITERS).flatMap((w) => [`${createdByDirector(w)},${COMPOSER},File`, `${edited(w)},${COMPOSER},File`]),
      ...filler(FILLER_ROWS / 2, FILLER_ROWS / 2),
      `${MARKER},${COMPOSER},Marker`,
      ...filler(FILLER_ROWS, GAP_ROWS),
      ...range(WRITERS).map((w) => `${returning(w)},${COMPOSER},Late`),
    ].join('\n');
    const taskId = await upload(token, csv);

    await until('the early rows to be written', async () => {
      const query = `/library/entries?composer=${encodeURIComponent(COMPOSER)}&limit=500`;
      const shown = (await local.api<{ data: LibraryEntry[] }>(query, { token })).body.data;
      const early = shown.filter((e) => e.title.startsWith('Deleted') || e.title.startsWith('Returning'));
      return early.length === WRITERS * 2 && early.every((e) => e.genre === 'Early');
    });
    expect((await local.api<UploadTask>(`/library/upload/status/${taskId}`, { token })).body.status).toBe('processing');

    const directorCreated = new Map<number, number>();
    await Promise.all(
      range(WRITERS).map(async (w) => {
        for (const title of [deleted(w), returning(w)]) {
          const gone = await local.api(`/library/entries/${old.get(title)!.id}`, { token, method: 'DELETE' });
          expect(gone.status, title).toBe(204);
        }
        const made = await local.api<LibraryEntry>('/library/entries', {
          token,
          method: 'POST',
          body: { title: createdByDirector(w), composer: COMPOSER, location: `Shelf ${w}` },
        });
        expect([201, 409], JSON.stringify(made.body)).toContain(made.status);
        if (made.status === 201) directorCreated.set(w, made.body.id);
        const current = (await local.api<LibraryEntry>(`/library/entries/${old.get(edited(w))!.id}`, { token })).body;
        const { id: _id, created_at: _c, updated_at: _u, last_performed: _l, times_performed: _t, ...fields } = current;
        const put = await local.api(`/library/entries/${current.id}`, {
          token,
          method: 'PUT',
          body: { ...fields, location: `Shelf ${w}` },
        });
        expect(put.status, JSON.stringify(put.body)).toBe(200);
      }),
    );
    // the rows naming the returning pieces again are written after the deletes
    expect(await findByTitle(token, MARKER), 'the file should be long enough to outlast the writers').toEqual([]);

    const task = await importFinished(local, token, taskId, 120_000);
    expect(task).toMatchObject({ status: 'completed', failed: 0, skipped: 0 });
    expect(task.created + task.updated).toBe(task.rows_total);

    const entries = await allEntries(token);
    const identities = entries.map((e) => `${e.title}|${e.composer}`.toLowerCase());
    expect(identities.length - new Set(identities).size, 'pieces held by two entries').toBe(0);
    const byTitle = new Map(entries.map((e) => [e.title, e]));
    for (const w of range(WRITERS)) {
      expect(byTitle.has(deleted(w)), deleted(w)).toBe(false);
      // named again after its delete: a new entry, never the old one back
      expect(byTitle.get(returning(w))).toMatchObject({ genre: 'Late', difficulty: null, notes: null });
      expect(byTitle.get(returning(w))!.id).not.toBe(old.get(returning(w))!.id);
      // the director's edit of a field the file does not have stays
      expect(byTitle.get(edited(w))).toMatchObject({
        id: old.get(edited(w))!.id,
        location: `Shelf ${w}`,
        difficulty: 3,
      });
      // created by the director or by the import, once; the file's genre on it
      const made = byTitle.get(createdByDirector(w));
      expect(made).toMatchObject({ genre: 'File' });
      if (directorCreated.has(w)) expect(made).toMatchObject({ id: directorCreated.get(w), location: `Shelf ${w}` });
    }

    const status = await local.api<LibraryStatus>('/library/check-library-status', { token, method: 'POST' });
    expect(status.body.entry_count).toBe(entries.length);
    expect(entries.length).toBe(WRITERS * 3 + FILLER_ROWS + 1 + GAP_ROWS);
  }, 240_000);
});
