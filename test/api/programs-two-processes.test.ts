import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionProcess, type FunctionProcess } from '../support/function-process';
import { useLocalStack } from '../support/local-stack';
import { subOfToken } from '../support/partition';

/**
 * One program changed at once by three "Lambda containers": the stack's own API and two child
 * processes running the same handlers against the same dynalite (test/support/function-process.ts).
 * Group commit only joins changes inside one process; between processes, the conditional write on
 * the program's version must refuse the loser, which re-reads and re-applies its change, or
 * answers 409. Nothing acknowledged may be lost.
 */

const local = useLocalStack();
const others: FunctionProcess[] = [];
beforeAll(async () => {
  // as in Lambda, each process writes its metrics (embedded-metric JSON lines) to its output
  const env = { ...local.stack.env, AWS_LAMBDA_FUNCTION_NAME: 'podium-test-programs' };
  others.push(...(await Promise.all([startFunctionProcess('api', env), startFunctionProcess('api', env)])));
}, 60_000);
afterAll(async () => {
  await Promise.all(others.map((p) => p.kill()));
});

interface Piece {
  id: number;
  title: string;
  order: number;
}
interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Calls `/api<path>` on one of the containers: 0 the stack, 1 and 2 the child processes. */
async function call(container: number, token: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const base = container === 0 ? local.stack.appUrl : others[container - 1]!.ready.slice('listening '.length);
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function storedVersion(sub: string, programId: number): Promise<number> {
  const { db, tableName } = await import('@app/functions/lib/db');
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: { PK: `USER#${sub}`, SK: `PROGRAM#${programId}` },
      ConsistentRead: true,
    }),
  );
  return Item!.version as number;
}

describe('one program changed from two processes and the stack at once', () => {
  it(
    'keeps every acknowledged add, rename and reorder; refusals are 409 with the error shape',
    { timeout: 60_000 },
    async () => {
      const token = await local.token('two-processes@example.com');
      const sub = subOfToken(token);
      const band = (
        await local.api('/ensembles', { token, method: 'POST', body: { name: 'Band', type: 'concert_band' } })
      ).body.id as number;
      const created = await local.api('/programs', {
        token,
        method: 'POST',
        body: {
          title: 'Contested',
          ensemble_ids: [band],
          pieces: Array.from({ length: 9 }, (_, i) => ({ title: `Initial ${i}`, duration: 60 + i, ensemble_id: band })),
        },
      });
      expect(created.status).toBe(201);
      const programId = created.body.id as number;
      const initial = (created.body.pieces as Piece[]).map((p) => p.id);
      const reversed = [...initial].reverse();
      const versionBefore = await storedVersion(sub, programId);

      // per container: 20 adds, renames of 3 pieces no other container renames, 5 reorders to the same order
      const calls = [0, 1, 2].flatMap((container) => [
        ...Array.from({ length: 20 }, (_, i) => ({
          container,
          kind: 'add' as const,
          title: `Added ${container}.${i}`,
          run: () =>
            call(container, token, 'POST', `/programs/${programId}/pieces/0`, {
              title: `Added ${container}.${i}`,
              duration: 100,
              ensemble_id: band,
            }),
        })),
        ...[0, 1, 2].map((j) => {
          const pieceId = initial[container * 3 + j]!;
          const title = `Renamed ${container}.${j}`;
          return {
            container,
            kind: 'rename' as const,
            pieceId,
            title,
            run: () => call(container, token, 'PATCH', `/programs/${programId}/pieces/${pieceId}`, { title }),
          };
        }),
        ...Array.from({ length: 5 }, () => ({
          container,
          kind: 'reorder' as const,
          run: () => call(container, token, 'PUT', `/programs/${programId}/pieces/reorder`, { piece_ids: reversed }),
        })),
      ]);
      // each container sends its changes mixed, three at a time, back to back: all three keep writing at once
      const mixed = calls
        .map((c, i) => ({ c, key: (i * 7919) % calls.length }))
        .sort((a, b) => a.key - b.key)
        .map(({ c }) => c);
      const answers: ((typeof calls)[number] & { answer: Answer })[] = [];
      await Promise.all(
        [0, 1, 2].flatMap((container) => {
          const queue = mixed.filter((c) => c.container === container);
          return [0, 1, 2].map(async () => {
            for (let next = queue.shift(); next; next = queue.shift())
              answers.push({ ...next, answer: await next.run() });
          });
        }),
      );

      for (const { answer, kind, container } of answers) {
        expect(
          [200, 201, 409],
          `${kind} on container ${container}: ${answer.status} ${JSON.stringify(answer.body)}`,
        ).toContain(answer.status);
        if (answer.status === 409)
          expect(answer.body.error).toEqual({ code: 'CONFLICT', message: expect.stringMatching(/try again/i) });
      }
      const acknowledged = answers.filter((a) => a.answer.status < 300);
      for (const container of [0, 1, 2])
        expect(
          acknowledged.some((a) => a.container === container),
          `container ${container}`,
        ).toBe(true);

      const final = (await local.api(`/programs/${programId}`, { token })).body as { pieces: Piece[] };
      const titles = final.pieces.map((p) => p.title);
      // every acknowledged add is there once; a refused one is not
      for (const a of answers.filter((x) => x.kind === 'add')) {
        expect(titles.filter((t) => t === a.title).length, a.title).toBe(a.answer.status === 201 ? 1 : 0);
      }
      // every acknowledged rename holds; a refused one left the title as it was
      for (const a of answers.filter((x) => x.kind === 'rename')) {
        const piece = final.pieces.find((p) => p.id === (a as { pieceId: number }).pieceId)!;
        expect(piece.title, a.title).toBe(a.answer.status === 200 ? a.title : `Initial ${initial.indexOf(piece.id)}`);
      }
      // the first nine pieces stand in the order every reorder asked for, if any went through
      const reordered = answers.some((a) => a.kind === 'reorder' && a.answer.status === 200);
      expect(final.pieces.map((p) => p.id).filter((id) => initial.includes(id))).toEqual(
        reordered ? reversed : initial,
      );
      expect(new Set(final.pieces.map((p) => p.id)).size).toBe(final.pieces.length);
      expect(final.pieces.map((p) => p.order)).toEqual(final.pieces.map((_, i) => i + 1));

      // each stored write was one conditional put of the next version carrying at least one acknowledged change
      const versionAfter = await storedVersion(sub, programId);
      expect(versionAfter).toBeGreaterThan(versionBefore);
      expect(versionAfter - versionBefore).toBeLessThanOrEqual(acknowledged.length);
      // the children's version checks did refuse writes (each refusal re-read and re-applied, or became a 409)
      const retries = others
        .flatMap((p) => p.output().split('\n'))
        .filter((line) => line.startsWith('{') && line.includes('"ProgramWriteRetry"'))
        .flatMap((line) => [(JSON.parse(line) as { ProgramWriteRetry: number | number[] }).ProgramWriteRetry].flat())
        .reduce((sum, n) => sum + n, 0);
      expect(retries, 'no write was refused between the processes: nothing was tested').toBeGreaterThan(0);
      console.log(
        `two processes: ${answers.length} calls, ${answers.length - acknowledged.length} answered 409, ${versionAfter - versionBefore} writes, ${retries} retries in the children`,
      );
    },
  );
});
