import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { LibraryEntry, LibraryStatus, UploadTask } from '@app/shared/contracts/library';
import { startFunctionProcess } from '../support/function-process';
import { importFinished } from '../support/imports';
import { useLocalStack } from '../support/local-stack';
import { snapshotUser, subOfToken } from '../support/partition';

/**
 * The CSV worker dies in the middle of a file (a Lambda killed at its time-out or by the runtime):
 * a worker in a child process, the real handler against the same dynalite, s3rver and SQS, is
 * SIGKILLed after part of the file is written. SQS delivers the message again after its
 * visibility timeout, to another process or to the stack's own worker, and the import ends with
 * each row once and the counts of one clean run.
 */

const VISIBILITY_SECONDS = 8;
const local = useLocalStack({ csvVisibilityTimeoutSeconds: VISIBILITY_SECONDS, csvWorkerPaused: true });

const NEW_PIECES = 1_200;
/** Rows: one piece already in the library, 1,200 new pieces, and the third new piece again (an update). */
const CSV = [
  'Title,Composer,Difficulty',
  'Shenandoah,Frank Ticheli,4',
  ...Array.from({ length: NEW_PIECES }, (_, i) => `Crash Piece ${i + 1},Composer ${(i + 1) % 37},${1 + ((i + 1) % 5)}`),
  'Crash Piece 3,Composer 3,5',
].join('\n');

/**
 * dynalite for the first worker: BatchWriteItem calls pass until `batchWrites` were answered,
 * then every call is held unanswered, so the worker is caught mid-file with part of it written.
 */
class DynamoGate {
  private answered = 0;
  private holding = false;
  private server: Server | undefined;
  private onHolding!: () => void;
  readonly holdingNow = new Promise<void>((resolve) => (this.onHolding = resolve));

  constructor(
    private readonly target: string,
    private readonly batchWrites: number,
  ) {}

  async listen(): Promise<string> {
    this.server = createServer((req, res) => {
      if (this.holding) return void req.resume();
      const isBatchWrite = String(req.headers['x-amz-target'] ?? '').endsWith('.BatchWriteItem');
      const upstream = request(
        `${this.target}${req.url ?? '/'}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          if (this.holding) return void answer.resume();
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          if (isBatchWrite && ++this.answered >= this.batchWrites) {
            this.holding = true;
            this.onHolding();
          }
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

async function directorWithLibrary(email: string) {
  const token = await local.token(email);
  for (const body of [
    { title: 'Shenandoah', composer: 'Frank Ticheli', difficulty: 3 },
    { title: 'Ave Verum Corpus', composer: 'W. A. Mozart', difficulty: 2 },
  ]) {
    const created = await local.api('/library/entries', { token, method: 'POST', body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  // the stack's container now holds a copy of this library (version 2)
  expect((await local.api('/library/entries', { token })).body.total).toBe(2);
  return { token, sub: subOfToken(token) };
}

async function upload(token: string): Promise<number> {
  const body = new FormData();
  body.append('file', new Blob([CSV], { type: 'text/csv' }), 'big-library.csv');
  const answer = await local.api<{ id: number }>('/library/upload/csv', { token, method: 'POST', body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return answer.body.id;
}

const task = async (token: string, id: number) =>
  (await local.api<UploadTask>(`/library/upload/status/${id}`, { token })).body;

const finished = (token: string, id: number) => importFinished(local, token, id, 60_000);

/** Library entries as stored (title|composer of each item), read from the table itself. */
async function storedEntries(sub: string): Promise<string[]> {
  const { items } = await snapshotUser(local.stack, sub);
  return items
    .map((item) => JSON.parse(item) as Record<string, { S?: string }>)
    .filter((item) => item.SK?.S?.startsWith('LIBRARY#'))
    .map((item) => `${item.title?.S}|${item.composer?.S}`);
}

/**
 * Runs the first delivery in a child worker and kills it once part of the file is written: in its
 * second chunk (the import writes 500 rows a chunk, 20 BatchWriteItem calls, and moves the task's
 * cursor past each chunk before it starts the next).
 */
async function crashMidFile(token: string, sub: string): Promise<number> {
  const gate = new DynamoGate(local.stack.env.DYNAMODB_ENDPOINT!, 26);
  const worker = await startFunctionProcess('csv-worker', {
    ...local.stack.env,
    DYNAMODB_ENDPOINT: await gate.listen(),
  });
  try {
    const id = await upload(token);
    await Promise.race([
      gate.holdingNow,
      sleep(30_000).then(() => Promise.reject(new Error(`the first worker wrote nothing:\n${worker.output()}`))),
    ]);
    await worker.kill();
    expect(worker.child.signalCode).toBe('SIGKILL');

    const written = await storedEntries(sub);
    expect(written.length).toBeGreaterThan(2);
    expect(written.length).toBeLessThan(NEW_PIECES + 2);
    expect(await task(token, id)).toMatchObject({ status: 'processing' });
    return id;
  } finally {
    await worker.kill();
    await gate.close();
  }
}

async function expectOneCleanRun(token: string, sub: string, id: number) {
  const done = await finished(token, id);
  expect(done).toMatchObject({
    status: 'completed',
    rows_total: NEW_PIECES + 2,
    rows_processed: NEW_PIECES + 2,
    created: NEW_PIECES,
    updated: 2,
    skipped: 0,
    failed: 0,
  });

  const entries = await storedEntries(sub);
  const copies = new Map<string, number>();
  for (const entry of entries) copies.set(entry, (copies.get(entry) ?? 0) + 1);
  expect([...copies].filter(([, n]) => n > 1)).toEqual([]);
  expect(entries).toHaveLength(NEW_PIECES + 2);
  expect(
    copies.has('Crash Piece 1|Composer 1') && copies.has(`Crash Piece ${NEW_PIECES}|Composer ${NEW_PIECES % 37}`),
  ).toBe(true);

  // what the director sees agrees with the table
  const status = (await local.api<LibraryStatus>('/library/check-library-status', { token, method: 'POST' })).body;
  expect(status).toMatchObject({
    has_library: true,
    entry_count: NEW_PIECES + 2,
    last_import: { id, status: 'completed' },
  });
  const shenandoah = await local.api<{ data: { difficulty: number }[] }>('/library/entries?search=shenandoah', {
    token,
  });
  expect(shenandoah.body.data).toEqual([expect.objectContaining({ difficulty: 4 })]);

  // the first chunk was written before the crash, and not again after it (the task's cursor)
  const first = await local.api<{ data: LibraryEntry[] }>('/library/entries?search=crash%20piece%201&limit=50', {
    token,
  });
  const piece1 = first.body.data.find((e) => e.title === 'Crash Piece 1');
  expect(piece1?.updated_at).toBe(piece1?.created_at);
}

describe('CSV worker killed in the middle of a file', { timeout: 120_000 }, () => {
  it('is delivered again to another process, which finishes it with each row once and the right counts', async () => {
    const { token, sub } = await directorWithLibrary('crash-other-process@example.com');
    const id = await crashMidFile(token, sub);
    const second = await startFunctionProcess('csv-worker', local.stack.env);
    try {
      await expectOneCleanRun(token, sub, id);
    } finally {
      await second.kill();
    }
  });

  it('is delivered again to a container whose copy of the library predates the crash, without duplicating', async () => {
    const { token, sub } = await directorWithLibrary('crash-same-container@example.com');
    const id = await crashMidFile(token, sub);
    local.stack.resumeCsvWorker();
    await expectOneCleanRun(token, sub, id);
  });
});
