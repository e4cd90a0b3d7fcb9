import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStackOptions } from '@app/scripts/local/stack';
import { FaultProxy, freePort, type FaultMode } from '../support/fault-proxy';
import { importFinished } from '../support/imports';
import { useLocalStack } from '../support/local-stack';
import { snapshotUser, subOfToken } from '../support/partition';

/**
 * S3 or SQS down while a director uploads a library CSV. The functions reach the real s3rver and
 * local-aws-sqs through TCP proxies that pass, reset or swallow connections; the table, the
 * buckets and the queue themselves are real, so "nothing left behind" is read from them.
 */

const s3 = new FaultProxy();
const sqs = new FaultProxy();
const options: Partial<LocalStackOptions> = {};
beforeAll(async () => {
  const [s3Endpoint, sqsEndpoint, s3Port, sqsPort] = await Promise.all([
    s3.listen(),
    sqs.listen(),
    freePort(),
    freePort(),
  ]);
  s3.target(s3Port);
  sqs.target(sqsPort);
  Object.assign(options, { s3Port, sqsPort, functionEnv: { S3_ENDPOINT: s3Endpoint, SQS_ENDPOINT: sqsEndpoint } });
});
afterAll(async () => {
  await Promise.all([s3.close(), sqs.close()]);
});

const local = useLocalStack(options);

afterEach(() => {
  s3.switchTo('pass');
  sqs.switchTo('pass');
});

const CSV = 'Title,Composer,Difficulty\nShenandoah,Frank Ticheli,3\nFirst Suite in E-flat,Gustav Holst,4\n';

const upload = (token: string) => {
  const body = new FormData();
  body.append('file', new Blob([CSV], { type: 'text/csv' }), 'library.csv');
  return local.api<{ id: number; status: string; error: { code: string; message: string; details?: unknown } }>(
    '/library/upload/csv',
    { token, method: 'POST', body },
  );
};

const finished = (token: string, id: number) => importFinished(local, token, id);

/** Uploads while `proxy` fails in `mode`: a 503 in plain words, and the user's items and objects as they were. */
async function uploadWhileDown(email: string, proxy: FaultProxy, mode: FaultMode) {
  const token = await local.token(email);
  const sub = subOfToken(token);
  expect((await local.api('/users/me', { token })).status).toBe(200);
  const before = await snapshotUser(local.stack, sub);

  proxy.switchTo(mode);
  const answer = await upload(token);
  proxy.switchTo('pass');

  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  expect(answer.body.error).toEqual({ code: 'IMPORT_UNAVAILABLE', message: expect.stringMatching(/upload .* again/i) });
  expect(answer.body.error.message).not.toMatch(/S3|SQS|ECONN|socket|timeout/i);
  expect(proxy.connections[mode]).toBeGreaterThan(0);
  // no task, no object: exactly what there was before
  expect(await snapshotUser(local.stack, sub)).toEqual(before);
  expect((await local.api('/library/upload/tasks', { token })).body).toEqual({ data: [], total: 0 });

  // and once the service is back, the same upload goes through
  const again = await upload(token);
  expect(again.status, JSON.stringify(again.body)).toBe(202);
  expect(await finished(token, again.body.id)).toMatchObject({ status: 'completed', created: 2 });
}

// the handler answers 504 by itself just before API Gateway's 30 s: a 503 means it gave up sooner
describe('CSV upload when S3 is down', { timeout: 60_000 }, () => {
  it('answers 503 and stores nothing when S3 refuses connections', () =>
    uploadWhileDown('s3-refused@example.com', s3, 'refuse'));
  it('answers 503 and stores nothing when S3 never answers', () =>
    uploadWhileDown('s3-silent@example.com', s3, 'hang'));
});

describe('CSV upload when SQS is down', { timeout: 60_000 }, () => {
  it('answers 503 and leaves neither the task nor the file when SQS refuses connections', () =>
    uploadWhileDown('sqs-refused@example.com', sqs, 'refuse'));
  it('answers 503 and leaves neither the task nor the file when SQS never answers', () =>
    uploadWhileDown('sqs-silent@example.com', sqs, 'hang'));
});

describe('CSV upload when the queue takes the message but its answer is lost', { timeout: 60_000 }, () => {
  it('answers 202 for the import the worker already runs, which ends with each row once', async () => {
    const token = await local.token('sqs-muted@example.com');
    sqs.switchTo('mute');
    const answer = await upload(token);
    sqs.switchTo('pass');
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    // each try of SendMessage queued the message again; the worker runs the task once
    expect(sqs.connections.mute).toBeGreaterThan(0);
    expect(await finished(token, answer.body.id)).toMatchObject({ status: 'completed', created: 2, updated: 0 });
    expect((await local.api('/library/entries', { token })).body.total).toBe(2);
  });
});
