import { BatchWriteItemCommand, DynamoDBClient, GetItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { MAX_ENSEMBLES } from '@app/shared/contracts/ensembles';
import { MAX_PROGRAMS } from '@app/shared/contracts/programs';
import { SESSIONS_LISTED } from '@app/shared/contracts/chat';
import { subOfToken } from '../support/partition';
import { useLocalStack } from '../support/local-stack';

/**
 * Lists that a director's own writes make long stay answerable: ensembles and programs stop at a cap
 * (a clear 409 past it), past conversations are listed newest first up to a cap. The many items are
 * copies of one, written straight to the stack's table (creating a thousand programs one by one
 * through the API would take the suite's time, not test more).
 */
const local = useLocalStack();

function table() {
  return new DynamoDBClient({
    endpoint: local.stack.env.DYNAMODB_ENDPOINT,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Copies of the item at `key`, each under `<prefix><id>` for ids from `firstId`, written in batches. */
async function copies(
  key: { PK: string; SK: string },
  prefix: string,
  count: number,
  firstId: number,
  more: (i: number) => Record<string, AttributeValue> = () => ({}),
) {
  const db = table();
  const { Item } = await db.send(
    new GetItemCommand({ TableName: local.stack.env.TABLE_NAME, Key: { PK: { S: key.PK }, SK: { S: key.SK } } }),
  );
  expect(Item).toBeDefined();
  for (let start = 0; start < count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start) }, (_, j) => {
      const id = firstId + start + j;
      return {
        PutRequest: { Item: { ...Item!, SK: { S: `${prefix}${id}` }, id: { N: String(id) }, ...more(start + j) } },
      };
    });
    await db.send(new BatchWriteItemCommand({ RequestItems: { [local.stack.env.TABLE_NAME!]: batch } }));
  }
  db.destroy();
}

describe('caps on what a director keeps', () => {
  it(`ensembles stop at ${MAX_ENSEMBLES}, with a 409 that says what to do`, async () => {
    const token = await local.token('caps-ensembles@example.com');
    const first = await local.api<{ id: number }>('/ensembles', {
      token,
      method: 'POST',
      body: { name: 'Band', type: 'concert_band' },
    });
    const pk = `USER#${subOfToken(token)}`;
    await copies({ PK: pk, SK: `ENSEMBLE#${first.body.id}` }, 'ENSEMBLE#', MAX_ENSEMBLES - 1, 9_000_000);
    const refused = await local.api('/ensembles', {
      token,
      method: 'POST',
      body: { name: 'One More', type: 'jazz_band' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: { code: 'CONFLICT', message: expect.stringMatching(/^You have 200 ensembles/) },
    });
    expect((await local.api<unknown[]>('/ensembles', { token })).body).toHaveLength(MAX_ENSEMBLES);
  });

  it(`programs stop at ${MAX_PROGRAMS}, created or duplicated`, async () => {
    const token = await local.token('caps-programs@example.com');
    const band = await local.api<{ id: number }>('/ensembles', {
      token,
      method: 'POST',
      body: { name: 'Band', type: 'concert_band' },
    });
    const first = await local.api<{ id: number }>('/programs', {
      token,
      method: 'POST',
      body: { title: 'First', ensemble_ids: [band.body.id] },
    });
    await copies(
      { PK: `USER#${subOfToken(token)}`, SK: `PROGRAM#${first.body.id}` },
      'PROGRAM#',
      MAX_PROGRAMS - 1,
      8_000_000,
    );
    const created = await local.api('/programs', {
      token,
      method: 'POST',
      body: { title: 'One More', ensemble_ids: [band.body.id] },
    });
    expect(created.status).toBe(409);
    expect(created.body).toMatchObject({ error: { message: expect.stringMatching(/^You have 1000 programs/) } });
    expect((await local.api(`/programs/${first.body.id}/duplicate`, { token, method: 'POST', body: {} })).status).toBe(
      409,
    );
    expect((await local.api<unknown[]>('/programs', { token })).body).toHaveLength(MAX_PROGRAMS);
  });

  it(`past conversations are listed newest first, ${SESSIONS_LISTED} at most`, async () => {
    const token = await local.token('caps-sessions@example.com');
    const band = await local.api<{ id: number }>('/ensembles', {
      token,
      method: 'POST',
      body: { name: 'Band', type: 'concert_band' },
    });
    const session = await local.api<{ session_id: number }>('/chat/session', {
      token,
      method: 'POST',
      body: { ensemble_id: band.body.id },
    });
    const count = SESSIONS_LISTED + 20;
    await copies(
      { PK: `USER#${subOfToken(token)}`, SK: `CHAT#${session.body.session_id}` },
      'CHAT#',
      count,
      7_000_000,
      (i) => ({
        session_id: { N: String(7_000_000 + i) },
        updated_at: { S: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString() },
      }),
    );
    const listed = (await local.api<{ session_id: number; updated_at: string }[]>('/chat/user-sessions', { token }))
      .body;
    expect(listed).toHaveLength(SESSIONS_LISTED);
    expect(listed[0]!.session_id).toBe(session.body.session_id); // touched now: the newest
    expect(listed[1]!.session_id).toBe(7_000_000 + count - 1);
  });
});
