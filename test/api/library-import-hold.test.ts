import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { LibraryEntry } from '@app/shared/contracts/library';
import { useLocalStack } from '../support/local-stack';
import { subOfToken } from '../support/partition';

/**
 * An import writes a chunk's new entries in batches, without claims, while it holds new pieces
 * (library-version-repository.ts); a director's check and claim of a new piece waits for the hold,
 * and the hold waits for a director's piece in writing. Driven by what the version item shows,
 * not by time.
 */

const local = useLocalStack();

async function repository() {
  const versions = await import('@app/functions/library/library-version-repository');
  const { db, tableName } = await import('@app/functions/lib/db');
  const versionItem = async (sub: string): Promise<Record<string, unknown>> =>
    (
      await db.send(
        new GetCommand({ TableName: tableName, Key: versions.libraryVersionKey(sub), ConsistentRead: true }),
      )
    ).Item ?? {};
  return { ...versions, versionItem };
}

async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await sleep(10);
  }
}

const titled = async (token: string, title: string) =>
  (
    await local.api<{ data: LibraryEntry[] }>(`/library/entries?search=${encodeURIComponent(title)}`, { token })
  ).body.data.filter((e) => e.title === title);

describe('new pieces between an import and the director', () => {
  it("keeps a director's new piece waiting while an import holds new pieces, then writes it", async () => {
    const token = await local.token('hold-waits@example.com');
    const sub = subOfToken(token);
    const { holdNewPieces, endImportHold, versionItem } = await repository();

    await holdNewPieces(sub);
    const created = local.api<LibraryEntry>('/library/entries', {
      token,
      method: 'POST',
      body: { title: 'Held Piece', composer: 'Hold Test' },
    });
    await until('the director to wait', async () => (await versionItem(sub)).piece_waiting_at !== undefined);
    expect(await titled(token, 'Held Piece')).toEqual([]);

    await endImportHold(sub);
    expect((await created).status).toBe(201);
    expect(await titled(token, 'Held Piece')).toHaveLength(1);
    expect(await versionItem(sub)).toMatchObject({ piece_writers: 0, piece_writes: 1 });
  });

  it("takes no hold while a director's piece is in writing, and counts that piece", async () => {
    const token = await local.token('hold-writer@example.com');
    const sub = subOfToken(token);
    const { asPieceWriter, holdNewPieces, endImportHold, versionItem } = await repository();

    let finishWriting!: () => void;
    const writing = asPieceWriter(sub, () => new Promise<void>((resolve) => (finishWriting = resolve)));
    await until('the writer to count', async () => (await versionItem(sub)).piece_writers === 1);

    let held = false;
    const hold = holdNewPieces(sub).then((taken) => {
      held = true;
      return taken;
    });
    for (let look = 0; look < 5; look += 1) {
      expect(Number((await versionItem(sub)).import_hold_until ?? 0)).toBeLessThan(Date.now());
      expect(held).toBe(false);
    }

    finishWriting();
    await writing;
    expect((await hold).pieceWrites).toBe(1);
    expect(Number((await versionItem(sub)).import_hold_until)).toBeGreaterThan(Date.now());
    await endImportHold(sub);
  });

  it('imports a file beside the pieces a director added before it, once each', async () => {
    const token = await local.token('hold-import@example.com');
    for (const title of ['Before One', 'Before Two']) {
      const made = await local.api('/library/entries', {
        token,
        method: 'POST',
        body: { title, composer: 'Hold Test' },
      });
      expect(made.status).toBe(201);
    }
    const body = new FormData();
    const csv = [
      'Title,Composer,Genre',
      'Before One,Hold Test,File',
      'New One,Hold Test,File',
      'New Two,Hold Test,File',
    ];
    body.append('file', new Blob([csv.join('\n')], { type: 'text/csv' }), 'hold.csv');
    const upload = await local.api<{ id: number }>('/library/upload/csv', { token, method: 'POST', body });
    expect(upload.status).toBe(202);
    const { importFinished } = await import('../support/imports');
    expect(await importFinished(local, token, upload.body.id)).toMatchObject({
      status: 'completed',
      created: 2,
      updated: 1,
    });
    const all = (await local.api<{ data: LibraryEntry[] }>('/library/entries?limit=50', { token })).body.data;
    expect(all.map((e) => `${e.title}:${e.genre ?? ''}`).sort()).toEqual([
      'Before One:File',
      'Before Two:',
      'New One:File',
      'New Two:File',
    ]);
  });
});
