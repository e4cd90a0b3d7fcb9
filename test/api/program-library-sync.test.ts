import { decodeJwt } from 'jose';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();

interface Piece {
  id: number;
  title: string;
  composer: string | null;
  arranger: string | null;
  duration: number | null;
  library_entry_id: number | null;
}
interface Program {
  id: number;
  status: string;
  pieces: Piece[];
  total_duration: number;
}

/** A director with two library entries (one without a length) and two programs holding both. */
async function setup(email: string) {
  const token = await local.token(email);
  const entry = async (body: object) => {
    const answer = await local.api('/library/entries', { token, method: 'POST', body });
    expect(answer.status).toBe(201);
    return answer.body.id as number;
  };
  const march = await entry({ title: 'Fairest of the Fair', composer: 'John Philip Sousa' });
  const chorale = await entry({ title: 'Sheltering Sky', composer: 'John Mackey', duration: 300 });
  const band = await local.api('/ensembles', { token, method: 'POST', body: { name: 'Band', type: 'concert_band' } });
  const program = async (title: string) => {
    const answer = await local.api('/programs', {
      token,
      method: 'POST',
      body: {
        title,
        ensemble_ids: [band.body.id],
        pieces: [
          { library_entry_id: march, ensemble_id: band.body.id },
          { library_entry_id: chorale, ensemble_id: band.body.id },
          { title: 'Amazing Grace', composer: 'Traditional' },
        ],
      },
    });
    expect(answer.status).toBe(201);
    return answer.body as Program;
  };
  return { token, march, chorale, spring: await program('Spring Concert'), winter: await program('Winter Concert') };
}

const pieceFrom = (program: Program, entryId: number) => program.pieces.find((p) => p.library_entry_id === entryId)!;
const documentText = async (token: string, programId: number) => {
  const answer = await local.api(`/document/programs/${programId}`, { token });
  expect(answer.status).toBe(200);
  return (await mammoth.extractRawText({ buffer: answer.raw })).value;
};
const byTitle = (program: Program, title: string) => program.pieces.find((p) => p.title === title)!;

/** The running time GET /programs lists for the program (a summary: no pieces). */
const listedTime = async (token: string, programId: number) => {
  const listed = await local.api('/programs', { token });
  expect(listed.status).toBe(200);
  const program = (listed.body as Record<string, unknown>[]).find((p) => p.id === programId)!;
  expect(program).not.toHaveProperty('pieces');
  const { total_duration, formatted_duration, piece_count, pieces_without_duration } = program;
  return { total_duration, formatted_duration, piece_count, pieces_without_duration };
};

describe('programs follow their library entries while in progress', () => {
  it('an unknown length is null (never 0), and a fixed length and title reach an in-progress program', async () => {
    const { token, march, spring } = await setup('sync-length@example.com');
    expect(pieceFrom(spring, march).duration).toBeNull();
    expect(byTitle(spring, 'Amazing Grace').duration).toBeNull();
    expect(spring.total_duration).toBe(300);

    const edited = await local.api(`/library/entries/${march}`, {
      token,
      method: 'PUT',
      body: { title: 'The Fairest of the Fair', composer: 'John Philip Sousa', arranger: 'Keith Brion', duration: 195 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const read = (await local.api(`/programs/${spring.id}`, { token })).body as Program;
    expect(pieceFrom(read, march)).toMatchObject({
      title: 'The Fairest of the Fair',
      composer: 'John Philip Sousa',
      arranger: 'Keith Brion',
      duration: 195,
    });
    expect(read.total_duration).toBe(495);

    expect(await listedTime(token, spring.id)).toEqual({
      total_duration: 495,
      formatted_duration: '8:15',
      piece_count: 3,
      pieces_without_duration: 1,
    });
  });

  it('a finalized program keeps the values it was finalized with; an in-progress one follows later edits', async () => {
    const { token, march, chorale, spring, winter } = await setup('sync-finalized@example.com');
    await local.api(`/library/entries/${march}`, {
      token,
      method: 'PUT',
      body: { title: 'Fairest of the Fair', composer: 'John Philip Sousa', duration: 190 },
    });
    const finalized = await local.api(`/programs/${winter.id}`, {
      token,
      method: 'PATCH',
      body: { status: 'finalized' },
    });
    expect(finalized.status).toBe(200);
    expect(pieceFrom(finalized.body as Program, march).duration).toBe(190);

    await local.api(`/library/entries/${march}`, {
      token,
      method: 'PUT',
      body: { title: 'Fairest of the Fair (rev.)', composer: 'J. P. Sousa', duration: 210 },
    });
    await local.api(`/library/entries/${chorale}`, {
      token,
      method: 'PUT',
      body: { title: 'Sheltering Sky', composer: 'John Mackey' },
    });

    const kept = (await local.api(`/programs/${winter.id}`, { token })).body as Program;
    expect(kept.status).toBe('finalized');
    expect(pieceFrom(kept, march)).toMatchObject({
      title: 'Fairest of the Fair',
      composer: 'John Philip Sousa',
      duration: 190,
    });
    expect(pieceFrom(kept, chorale).duration).toBe(300);

    const followed = (await local.api(`/programs/${spring.id}`, { token })).body as Program;
    expect(pieceFrom(followed, march)).toMatchObject({
      title: 'Fairest of the Fair (rev.)',
      composer: 'J. P. Sousa',
      duration: 210,
    });
    expect(pieceFrom(followed, chorale).duration).toBeNull();
    expect(followed.total_duration).toBe(210);

    // the list's running times are the ones the programs show
    expect(await listedTime(token, winter.id)).toMatchObject({ total_duration: 490, pieces_without_duration: 1 });
    expect(await listedTime(token, spring.id)).toMatchObject({ total_duration: 210, pieces_without_duration: 2 });
  });

  it('the export of a program in progress prints the current values; once finalized, it prints what it printed', async () => {
    const { token, march, spring } = await setup('sync-export@example.com');
    const rename = (title: string) =>
      local.api(`/library/entries/${march}`, {
        token,
        method: 'PUT',
        body: { title, composer: 'John Philip Sousa', duration: 195 },
      });
    expect((await rename('The Fairest of the Fair')).status).toBe(200);
    expect(await documentText(token, spring.id)).toContain('The Fairest of the Fair');
    // the browser finalizes the program after a successful download
    const finalized = await local.api(`/programs/${spring.id}`, {
      token,
      method: 'PATCH',
      body: { status: 'finalized' },
    });
    expect(finalized.status).toBe(200);

    expect((await rename('Fairest of the Fair, march')).status).toBe(200);
    const printed = await documentText(token, spring.id);
    expect(printed).toContain('The Fairest of the Fair');
    expect(printed).not.toContain('Fairest of the Fair, march');
  });

  it("a value the director set on the piece stays the piece's own", async () => {
    const { token, march, chorale, spring } = await setup('sync-own@example.com');
    const piece = pieceFrom(spring, march);
    const patched = await local.api(`/programs/${spring.id}/pieces/${piece.id}`, {
      token,
      method: 'PATCH',
      body: { duration: 185 },
    });
    expect(patched.status).toBe(200);
    const added = await local.api(`/programs/${spring.id}/pieces/${chorale}`, {
      token,
      method: 'POST',
      body: { title: 'Sheltering Sky (band version)' },
    });
    expect(added.status).toBe(201);

    await local.api(`/library/entries/${march}`, {
      token,
      method: 'PUT',
      body: { title: 'Fairest of the Fair, march', composer: 'John Philip Sousa', duration: 240 },
    });
    await local.api(`/library/entries/${chorale}`, {
      token,
      method: 'PUT',
      body: { title: 'Sheltering Sky', composer: 'John Mackey', duration: 330 },
    });

    const read = (await local.api(`/programs/${spring.id}`, { token })).body as Program;
    expect(read.pieces.find((p) => p.id === piece.id)).toMatchObject({
      title: 'Fairest of the Fair, march',
      duration: 185,
    });
    expect(read.pieces.find((p) => p.id === added.body.new_piece.id)).toMatchObject({
      title: 'Sheltering Sky (band version)',
      duration: 330,
    });
    expect(read.total_duration).toBe(845);
    expect(await listedTime(token, spring.id)).toMatchObject({
      total_duration: 845,
      piece_count: 4,
      pieces_without_duration: 1,
    });
  });

  it('a piece whose entry was deleted keeps its own copy', async () => {
    const { token, chorale, spring } = await setup('sync-deleted@example.com');
    expect((await local.api(`/library/entries/${chorale}`, { token, method: 'DELETE' })).status).toBe(204);
    const read = (await local.api(`/programs/${spring.id}`, { token })).body as Program;
    expect(pieceFrom(read, chorale)).toMatchObject({ title: 'Sheltering Sky', duration: 300 });
    expect(await listedTime(token, spring.id)).toMatchObject({ total_duration: 300, pieces_without_duration: 2 });
  });

  it('a program stored before programs kept a summary lists its running time all the same', async () => {
    const { token, march, spring } = await setup('sync-no-summary@example.com');
    const { db, tableName } = await import('@app/functions/lib/db');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { PK: `USER#${decodeJwt(token).sub}`, SK: `PROGRAM#${spring.id}` },
        UpdateExpression: 'REMOVE summary',
        ConditionExpression: 'attribute_exists(summary)',
      }),
    );
    await local.api(`/library/entries/${march}`, {
      token,
      method: 'PUT',
      body: { title: 'Fairest of the Fair', composer: 'John Philip Sousa', duration: 195 },
    });
    expect(await listedTime(token, spring.id)).toEqual({
      total_duration: 495,
      formatted_duration: '8:15',
      piece_count: 3,
      pieces_without_duration: 1,
    });
  });
});
