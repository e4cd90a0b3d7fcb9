import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import type { UploadTask } from '@app/shared/contracts/library';
import type { Program } from '@app/shared/contracts/programs';
import { unprintableMessage } from '@app/shared/contracts/text';
import { snapshotUser, subOfToken } from '../support/partition';
import { useLocalStack } from '../support/local-stack';

/**
 * The free-text rules through the API: control characters and (in titles and names) bidi
 * controls are refused on write with a message that names the field; a CSV row with them is a
 * row problem while the other rows import; text already stored with them still reads and exports.
 */
const local = useLocalStack();

const RLO = '\u202E';
const BELL = '\u0007';

async function director(email: string) {
  const token = await local.token(email);
  const ensemble = await local.api('/ensembles', {
    token,
    method: 'POST',
    body: { name: 'Westside Winds', type: 'concert_band' },
  });
  expect(ensemble.status).toBe(201);
  const program = await local.api<Program>('/programs', {
    token,
    method: 'POST',
    body: {
      title: 'Spring Concert',
      ensemble_ids: [ensemble.body.id],
      pieces: [{ title: 'Chester', composer: 'William Schuman' }],
    },
  });
  expect(program.status).toBe(201);
  return { token, ensembleId: ensemble.body.id as number, program: program.body };
}

describe('writes refuse hidden characters', () => {
  it('answers 400 naming the field on every domain, and stores nothing', async () => {
    const { token, ensembleId, program } = await director('text-writes@example.com');
    const cases: [string, string, unknown, string][] = [
      ['POST', '/ensembles', { name: `Jazz${RLO}Band`, type: 'jazz_band' }, 'Ensemble name'],
      ['PATCH', `/ensembles/${ensembleId}`, { instrumentation: `Flutes${BELL}` }, 'Instrumentation'],
      ['POST', '/programs', { title: `Gala${RLO}`, ensemble_ids: [ensembleId] }, 'Program name'],
      ['PATCH', `/programs/${program.id}`, { title: `\u2066Gala\u2069` }, 'Program name'],
      ['PATCH', `/programs/${program.id}`, { venue: `Hall${BELL}` }, 'Venue'],
      ['POST', `/programs/${program.id}/pieces/0`, { title: 'Sleigh Ride', composer: `Anderson${RLO}` }, 'Composer'],
      ['PATCH', `/programs/${program.id}/pieces/${program.pieces[0]!.id}`, { title: `Chester${RLO}` }, 'Piece title'],
      ['POST', '/library/entries', { title: `Suite${RLO}` }, 'title'],
      ['POST', '/library/entries', { title: 'Suite', notes: `Parts\u0000missing` }, 'notes'],
      ['PATCH', '/users/me', { name: `Ana${RLO}` }, 'Name'],
      ['POST', '/chat/message', { message: `Marches${RLO}`, ensemble_id: ensembleId }, 'Your message'],
    ];
    const sub = subOfToken(token);
    const before = await snapshotUser(local.stack, sub);
    for (const [method, path, body, label] of cases) {
      const answer = await local.api(path, { token, method, body });
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body.error, `${method} ${path}`).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: unprintableMessage(label),
      });
    }
    expect(await snapshotUser(local.stack, sub)).toEqual(before);
    // tabs, line breaks, CRLF in notes and the marks LRM/RLM are text like any other
    const fine = await local.api(`/programs/${program.id}`, {
      token,
      method: 'PATCH',
      body: { title: 'Hatikvah \u200Fהתקווה', notes: 'First\r\nSecond\tline' },
    });
    expect(fine.status).toBe(200);
    expect(fine.body).toMatchObject({ title: 'Hatikvah \u200Fהתקווה', notes: 'First\r\nSecond\tline' });
  });
});

describe('the CSV import', () => {
  it('reports a row whose title has hidden characters and imports the others', async () => {
    const token = await local.token('text-import@example.com');
    const form = new FormData();
    const csv = `Title,Composer\nChester,William Billings\n"Sleigh${RLO} Ride",Leroy Anderson\nAmparito Roca,"Jaime${BELL} Texidor"\n`;
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'library.csv');
    const started = await local.api<{ id: number }>('/library/upload/csv', { token, method: 'POST', body: form });
    expect(started.status).toBe(202);
    let task: UploadTask | undefined;
    for (let i = 0; i < 200 && !(task && ['completed', 'failed'].includes(task.status)); i += 1) {
      if (i) await sleep(100);
      task = (await local.api<UploadTask>(`/library/upload/status/${started.body.id}`, { token })).body;
    }
    expect(task).toMatchObject({ status: 'completed', created: 2, failed: 1 });
    expect(task!.errors).toEqual([
      { row: 3, column: 'Title', message: unprintableMessage('title') },
      { row: 4, column: 'Composer', message: unprintableMessage('composer') },
    ]);
    const titles = (
      await local.api<{ data: { title: string; composer: string | null }[] }>('/library/entries', { token })
    ).body.data;
    expect(titles.map((e) => [e.title, e.composer])).toEqual([
      ['Amparito Roca', null],
      ['Chester', 'William Billings'],
    ]);
  });
});

describe('text stored before the rule', () => {
  it('still reads, changes in its other fields and exports, with the bidi controls out of the file name', async () => {
    const { token, program } = await director('text-stored@example.com');
    const raw = new DynamoDBClient({
      endpoint: local.stack.env.DYNAMODB_ENDPOINT,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      await raw.send(
        new UpdateItemCommand({
          TableName: local.stack.env.TABLE_NAME,
          Key: { PK: { S: `USER#${subOfToken(token)}` }, SK: { S: `PROGRAM#${program.id}` } },
          UpdateExpression: 'SET title = :title',
          ExpressionAttributeValues: { ':title': { S: `Spring${BELL} ${RLO}Gala` } },
        }),
      );
    } finally {
      raw.destroy();
    }
    const read = await local.api<Program>(`/programs/${program.id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body.title).toBe(`Spring${BELL} ${RLO}Gala`);
    expect((await local.api<Program[]>('/programs', { token })).body.map((p) => p.title)).toEqual([
      `Spring${BELL} ${RLO}Gala`,
    ]);

    const changed = await local.api<Program>(`/programs/${program.id}`, {
      token,
      method: 'PATCH',
      body: { venue: 'Main Hall' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: `Spring${BELL} ${RLO}Gala`, venue: 'Main Hall' });

    const exported = await local.api(`/document/programs/${program.id}`, { token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe(
      `attachment; filename="Spring Gala.docx"; filename*=UTF-8''Spring%20Gala.docx`,
    );
  });
});
