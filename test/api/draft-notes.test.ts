import { describe, expect, it } from 'vitest';
import type { NoteDraft } from '@app/shared/contracts/chat';
import type { Program } from '@app/shared/contracts/programs';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();

const draft = (token: string, body: unknown) =>
  local.api<NoteDraft & { error?: { message: string } }>('/chat/draft-notes', { token, method: 'POST', body });

describe('POST /api/chat/draft-notes', () => {
  it("drafts a library entry's note from the catalogue's facts and the composer's record", async () => {
    const token = await local.token('notes-library@example.com');
    const entry = await local.api<{ id: number }>('/library/entries', {
      token,
      method: 'POST',
      body: { title: 'First Suite in E-flat for Military Band, Op. 28 No. 1', composer: 'Gustav Holst' },
    });
    expect(entry.status).toBe(201);
    const answer = await draft(token, { library_entry_id: entry.body.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.short).toContain('Gustav Holst');
    expect(answer.body.long).toContain('(1874–1934)');
    expect(answer.body.long.length).toBeGreaterThan(answer.body.short.length);
    expect(answer.body.sources.length).toBeGreaterThan(0);
    expect(answer.body.sources.every((url) => url.startsWith('http'))).toBe(true);
  });

  it("drafts a program piece's note, saying what no fact tells", async () => {
    const token = await local.token('notes-program@example.com');
    const band = await local.api<{ id: number }>('/ensembles', {
      token,
      method: 'POST',
      body: { name: 'Notes Band', type: 'concert_band' },
    });
    const program = await local.api<Program>('/programs', {
      token,
      method: 'POST',
      body: {
        title: 'Notes Concert',
        ensemble_ids: [band.body.id],
        pieces: [{ title: 'A March Nobody Knows', composer: 'Pat Unknown', ensemble_id: band.body.id }],
      },
    });
    const piece = program.body.pieces[0]!;
    const answer = await draft(token, { program_id: program.body.id, piece_id: piece.id });
    expect(answer.status).toBe(200);
    expect(answer.body.short).toContain('A March Nobody Knows');
    expect(answer.body.long).not.toMatch(/\d/);
    expect(answer.body.unknown).toContain('the year it was written');
    expect(answer.body.sources).toEqual([]);
  });

  it("refuses a body that names no piece, and never drafts another director's piece", async () => {
    const owner = await local.token('notes-owner@example.com');
    const other = await local.token('notes-other@example.com');
    const entry = await local.api<{ id: number }>('/library/entries', {
      token: owner,
      method: 'POST',
      body: { title: 'Chester', composer: 'William Schuman' },
    });
    expect((await draft(owner, {})).status).toBe(400);
    expect((await draft(owner, { program_id: 1 })).status).toBe(400);
    expect((await draft(other, { library_entry_id: entry.body.id })).status).toBe(404);
  });
});
