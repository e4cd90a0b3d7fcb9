import { describe, expect, it } from 'vitest';
import {
  CSV_MAX_BYTES,
  type CsvPreview,
  type CsvUploadTarget,
  type LibraryEntry,
  type UploadStarted,
} from '@app/shared/contracts/library';
import { importFinished } from '../support/imports';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();

type Refusal = { error?: { message: string; details?: { code?: string } } };

const target = (token: string, fileName: string, size: number) =>
  local.api<CsvUploadTarget & Refusal>('/library/upload/csv/target', {
    token,
    method: 'POST',
    body: { file_name: fileName, size },
  });

/** Posts the file to the bucket as the import dialog does: the target's fields, then the file. */
async function postToBucket(where: CsvUploadTarget, data: string, origin?: string): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(where.fields)) form.append(name, value);
  form.append('file', new Blob([data], { type: 'text/csv' }), 'library.csv');
  return fetch(where.url, { method: 'POST', body: form, ...(origin ? { headers: { origin } } : {}) });
}

/** A file stored through its target, as the browser stores it: its key. */
async function stored(token: string, data: string, fileName = 'library.csv'): Promise<string> {
  const answer = await target(token, fileName, Buffer.byteLength(data));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const posted = await postToBucket(answer.body, data);
  expect(posted.ok, await posted.clone().text()).toBe(true);
  return answer.body.key;
}

const preview = (token: string, key: string, mapping?: Record<number, string | null>) =>
  local.api<CsvPreview & Refusal>('/library/upload/csv/staged/preview', {
    token,
    method: 'POST',
    body: { key, ...(mapping ? { mapping } : {}) },
  });

const start = (token: string, key: string, fileName = 'library.csv', mapping?: Record<number, string | null>) =>
  local.api<UploadStarted & Refusal>('/library/upload/csv/staged', {
    token,
    method: 'POST',
    body: { key, file_name: fileName, ...(mapping ? { mapping } : {}) },
  });

const titles = async (token: string) =>
  (await local.api<{ data: LibraryEntry[] }>('/library/entries?limit=500', { token })).body.data.map((e) => e.title);

describe('CSV import through the uploads bucket', () => {
  it('stores the file straight in the bucket, previews it by key (mapping changes need no new upload) and imports it by key', async () => {
    const token = await local.token('staged-import@example.com');
    const key = await stored(token, 'Piece,Writer,Level\nBrighton Beach,William Latham,4\nChester,William Schuman,5\n');
    // a folder of its own (the hash of the director's sub, encoded for a key), a new name
    expect(key).toMatch(/^staged\/[\w-]+\/\d+\.csv$/);

    const first = await preview(token, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.columns.map((c) => [c.header, c.field])).toEqual([
      ['Piece', 'title'],
      ['Writer', 'composer'],
      ['Level', 'difficulty'],
    ]);
    // the director sets "Writer" to Arranger: the same key, another mapping
    const mapping = { 0: 'title', 1: 'arranger', 2: 'difficulty' };
    const second = await preview(token, key, mapping);
    expect(second.body.rows[0]!.entry).toMatchObject({ title: 'Brighton Beach', arranger: 'William Latham' });

    const started = await start(token, key, 'band library.csv', mapping);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const task = await importFinished(local, token, started.body.id);
    expect(task).toMatchObject({ status: 'completed', filename: 'band library.csv', created: 2, rows_total: 2 });
    expect((await titles(token)).sort()).toEqual(['Brighton Beach', 'Chester']);
  });

  it('previews a large file from its first bytes, whole rows only', async () => {
    const token = await local.token('staged-large@example.com');
    const rows = Array.from({ length: 20_000 }, (_, i) => `Piece number ${i + 1},Composer ${i + 1},3`);
    const key = await stored(token, `Title,Composer,Grade\n${rows.join('\n')}\n`);
    const answer = await preview(token, key);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.rows.map((r) => r.entry?.title)).toEqual([
      'Piece number 1',
      'Piece number 2',
      'Piece number 3',
      'Piece number 4',
      'Piece number 5',
    ]);
  });

  it('refuses, each with its sentence and nothing kept: a file too large or empty before any byte is sent, too many rows at the start', async () => {
    const token = await local.token('staged-refusals@example.com');
    const large = await target(token, 'huge.csv', CSV_MAX_BYTES + 1);
    expect(large.status).toBe(413);
    expect(large.body.error!.message).toMatch(/larger than 10 MB/);
    const empty = await target(token, 'empty.csv', 0);
    expect(empty.status).toBe(400);
    expect(empty.body.error!.message).toMatch(/empty/);

    const rows = Array.from({ length: 20_001 }, (_, i) => `P${i}`);
    const key = await stored(token, `Title\n${rows.join('\n')}\n`);
    const refused = await start(token, key);
    expect(refused.status).toBe(400);
    expect(refused.body.error!.message).toMatch(/20,000/);
    // the refused file is removed: starting it again says it is gone
    const again = await start(token, key);
    expect(again.body.error!.message).toMatch(/no longer stored/);
    expect(await titles(token)).toEqual([]);
  });

  it("never reads another director's file, nor a key outside the director's folder", async () => {
    const owner = await local.token('staged-owner@example.com');
    const other = await local.token('staged-other@example.com');
    const key = await stored(owner, 'Title\nKept Private\n');
    for (const answer of [
      await preview(other, key),
      await start(other, key),
      await preview(owner, 'imports/x/1.csv'),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error!.message).toMatch(/no longer stored/);
    }
    expect(await titles(other)).toEqual([]);
  });

  it("lets the app's page post to the bucket (its CORS rule), and no other site", async () => {
    const token = await local.token('staged-cors@example.com');
    const answer = await target(token, 'library.csv', 20);
    const preflight = (origin: string) =>
      fetch(answer.body.url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const app = new URL(local.stack.appUrl);
    expect((await preflight(app.origin)).status).toBe(200);
    expect((await preflight(`http://127.0.0.1:${app.port}`)).status).toBe(200);
    expect((await preflight('https://elsewhere.example')).status).toBe(403);
  });
});
