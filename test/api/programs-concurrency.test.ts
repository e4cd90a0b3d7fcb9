import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();

interface Piece {
  id: number;
  title: string;
  order: number;
  ensemble_id: number | null;
}

describe('concurrent changes to one program', () => {
  it('keeps every successful add, reorder and remove: no piece lost or duplicated', async () => {
    const token = await local.token('concurrency@example.com');
    const band = (
      await local.api('/ensembles', { token, method: 'POST', body: { name: 'Band', type: 'concert_band' } })
    ).body.id;
    const jazz = (await local.api('/ensembles', { token, method: 'POST', body: { name: 'Jazz', type: 'jazz_band' } }))
      .body.id;
    const initial = Array.from({ length: 10 }, (_, i) => ({
      title: `Initial ${i}`,
      duration: 60 + i,
      ensemble_id: i % 2 ? band : jazz,
    }));
    const created = await local.api('/programs', {
      token,
      method: 'POST',
      body: { title: 'Busy', ensemble_ids: [band, jazz], pieces: initial },
    });
    expect(created.status).toBe(201);
    const program = created.body;
    const ids: number[] = program.pieces.map((p: Piece) => p.id);
    const toRemove = ids.slice(0, 5);
    const kept = ids.slice(5);

    // 10 adds, 5 removes, 5 reorders of the pieces nobody removes, all at once
    const adds = Array.from({ length: 10 }, (_, i) => ({
      kind: 'add' as const,
      title: `Added ${i}`,
      call: local.api(`/programs/${program.id}/pieces/0`, {
        token,
        method: 'POST',
        body: { title: `Added ${i}`, duration: 100 + i, ensemble_id: i % 3 === 0 ? null : band },
      }),
    }));
    const removes = toRemove.map((id) => ({
      kind: 'remove' as const,
      id,
      call: local.api(`/programs/${program.id}/pieces/${id}`, { token, method: 'DELETE' }),
    }));
    const reorders = Array.from({ length: 5 }, (_, i) => ({
      kind: 'reorder' as const,
      call: local.api(`/programs/${program.id}/pieces/reorder`, {
        token,
        method: 'PUT',
        body: { piece_ids: i % 2 ? [...kept].reverse() : kept },
      }),
    }));
    const calls = [adds[0]!, ...removes, ...reorders, ...adds.slice(1)];
    const answers = await Promise.all(calls.map(async (c) => ({ ...c, answer: await c.call })));

    for (const { answer } of answers) expect([200, 201, 409], JSON.stringify(answer.body)).toContain(answer.status);
    const conflicts = answers.filter((a) => a.answer.status === 409);
    for (const { answer } of conflicts) expect(answer.body.error.code).toBe('CONFLICT');

    const addedTitles = answers
      .filter((a) => a.kind === 'add' && a.answer.status === 201)
      .map((a) => (a as { title: string }).title);
    const removedIds = answers
      .filter((a) => a.kind === 'remove' && a.answer.status === 200)
      .map((a) => (a as { id: number }).id);

    const final = (await local.api(`/programs/${program.id}`, { token })).body;
    const expectedTitles = [
      ...program.pieces.filter((p: Piece) => !removedIds.includes(p.id)).map((p: Piece) => p.title),
      ...addedTitles,
    ].sort();
    expect(final.pieces.map((p: Piece) => p.title).sort()).toEqual(expectedTitles);
    expect(new Set(final.pieces.map((p: Piece) => p.id)).size).toBe(final.pieces.length);
    expect(final.pieces.map((p: Piece) => p.order)).toEqual(final.pieces.map((_: Piece, i: number) => i + 1));
    // unassigned first, then Band, then Jazz
    const groups = final.pieces.map((p: Piece) => (p.ensemble_id === null ? 0 : p.ensemble_id === band ? 1 : 2));
    expect(groups).toEqual([...groups].sort());
    expect(final.total_duration).toBe(final.pieces.reduce((s: number, p: { duration: number }) => s + p.duration, 0));
    // the list's summary was rewritten with every write: it counts what the program holds
    const listed = (await local.api('/programs', { token })).body.find((p: { id: number }) => p.id === program.id);
    expect(listed).toMatchObject({ piece_count: final.pieces.length, total_duration: final.total_duration });
    // every added piece has its own id, none reused from a removed piece
    for (const id of removedIds) expect(final.pieces.some((p: Piece) => p.id === id)).toBe(false);
    // every write was conditioned on the version; concurrent changes on one container share a
    // write (group commit), so there are at least one and at most as many writes as changes
    const { db, tableName } = await import('@app/functions/lib/db');
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const item = (
      await db.send(
        new GetCommand({
          TableName: tableName,
          Key: { PK: `USER#${decodeJwt(token).sub}`, SK: `PROGRAM#${program.id}` },
        }),
      )
    ).Item!;
    expect(item.version).toBeGreaterThan(1);
    expect(item.version).toBeLessThanOrEqual(1 + answers.length - conflicts.length);
    console.log(
      `concurrency: ${answers.length} calls, ${conflicts.length} answered 409, ${addedTitles.length} adds and ${removedIds.length} removes applied, ${final.pieces.length} pieces at the end`,
    );
  });
});

describe("two windows changing one program's ensembles", () => {
  it('keeps what the other window added: each change moves only its own ensembles', async () => {
    const token = await local.token('two-tabs@example.com');
    const make = async (name: string, type: string) =>
      (await local.api<{ id: number }>('/ensembles', { token, method: 'POST', body: { name, type } })).body.id;
    const [band, jazz, choir] = [
      await make('Band', 'concert_band'),
      await make('Jazz', 'jazz_band'),
      await make('Choir', 'mixed_choir'),
    ];
    const created = await local.api<{ id: number }>('/programs', {
      token,
      method: 'POST',
      body: { title: 'Two Tabs', ensemble_ids: [band] },
    });
    const id = created.body.id;
    const setEnsembles = (ensemble_ids: number[], previous_ensemble_ids: number[]) =>
      local.api<{ program_ensembles: { ensemble_id: number }[]; pieces: { ensemble_id: number | null }[] }>(
        `/programs/${id}/ensembles`,
        { token, method: 'PATCH', body: { ensemble_ids, previous_ensemble_ids } },
      );

    // window 1 ("Add all" from the chat) adds the jazz band and a chart for it
    expect((await setEnsembles([band, jazz], [band])).status).toBe(200);
    expect(
      (
        await local.api(`/programs/${id}/pieces/0`, {
          token,
          method: 'POST',
          body: { title: 'Chart', ensemble_id: jazz },
        })
      ).status,
    ).toBe(201);
    // window 2, still showing the band alone, adds the choir
    const second = await setEnsembles([band, choir], [band]);
    expect(second.status).toBe(200);
    expect(second.body.program_ensembles.map((e) => e.ensemble_id)).toEqual([band, jazz, choir]);
    expect(second.body.pieces).toEqual([expect.objectContaining({ ensemble_id: jazz })]);
    // window 2 then removes the band it showed; the jazz band it never saw stays
    const third = await setEnsembles([choir], [band, choir]);
    expect(third.body.program_ensembles.map((e) => e.ensemble_id)).toEqual([jazz, choir]);
  });
});
