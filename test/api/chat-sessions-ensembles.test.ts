import { describe, expect, it } from 'vitest';
import type { ChatAnswer, ChatSessionSummary } from '@app/shared/contracts/chat';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { useLocalStack } from '../support/local-stack';

/**
 * Past conversations list every ensemble a conversation was answered for: a message about two
 * ensembles files it under both, and a session stored before sessions kept their ensembles (one
 * `ensemble_id`) lists that one, and the others its later turns add.
 */

const local = useLocalStack();

async function ensembleOf(token: string, body: Record<string, unknown>): Promise<Ensemble> {
  const answer = await local.api<Ensemble>('/ensembles', { token, method: 'POST', body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function asked(token: string, body: Record<string, unknown>): Promise<ChatAnswer> {
  const answer = await local.api<ChatAnswer>('/chat/message', { token, method: 'POST', body });
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  return answer.body;
}

async function listed(token: string, sessionId: number): Promise<ChatSessionSummary | undefined> {
  const answer = await local.api<ChatSessionSummary[]>('/chat/user-sessions', { token });
  expect(answer.status).toBe(200);
  return answer.body.find((s) => s.session_id === sessionId);
}

/** A director with a symphonic band and a jazz band, in that order. */
async function twoEnsembles(email: string) {
  const token = await local.token(email);
  const band = await ensembleOf(token, { name: 'Lincoln Symphonic Band', type: 'symphonic_band', level: 4 });
  const jazz = await ensembleOf(token, { name: 'Jazz Band I', type: 'jazz_band', level: 3 });
  return { token, band, jazz };
}

const BOTH = 'Fill a 40-minute spring concert for Lincoln Symphonic Band and Jazz Band I';

describe('past conversations and their ensembles', () => {
  it('lists a conversation answered for two ensembles under both, and one for one ensemble under it', async () => {
    const { token, band, jazz } = await twoEnsembles('sessions-two-ensembles@example.com');

    const both = await asked(token, { message: BOTH, ensemble_id: band.id });
    // answered for each ensemble, as the chat page shows it
    expect(new Set(both.recommendations.map((r) => r.ensemble_id))).toEqual(new Set([band.id, jazz.id]));
    expect(await listed(token, both.session_id)).toMatchObject({
      ensemble_id: band.id,
      ensemble_name: 'Lincoln Symphonic Band',
      // by name, as the director's lists order them
      ensembles: [
        { id: jazz.id, name: 'Jazz Band I' },
        { id: band.id, name: 'Lincoln Symphonic Band' },
      ],
      message_count: 2,
    });

    // a follow-up for one ensemble keeps the conversation under both
    const followup = await local.api<ChatAnswer>('/chat/followup', {
      token,
      method: 'POST',
      body: { message: 'something faster', ensemble_id: band.id, session_id: both.session_id },
    });
    expect(followup.status, JSON.stringify(followup.body).slice(0, 300)).toBe(200);
    expect((await listed(token, both.session_id))?.ensembles.map((e) => e.id)).toEqual([jazz.id, band.id]);

    const one = await asked(token, { message: 'two swing charts', ensemble_id: jazz.id });
    expect(await listed(token, one.session_id)).toMatchObject({
      ensemble_id: jazz.id,
      ensembles: [{ id: jazz.id, name: 'Jazz Band I' }],
    });
  });

  it('lists a session stored with one ensemble under it, and adds those its later turns are answered for', async () => {
    const { token, band, jazz } = await twoEnsembles('sessions-stored-before@example.com');
    const sub = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    // what a session stored before its ensembles were kept looks like: its one ensemble_id, no set
    const { getSession, insertSession } = await import('@app/functions/chat/session-repository');
    const stored = await insertSession(sub, band.id, 'a march');
    expect(await getSession(sub, stored.session_id)).not.toHaveProperty('ensemble_ids');
    expect(await listed(token, stored.session_id)).toMatchObject({
      ensemble_id: band.id,
      ensemble_name: 'Lincoln Symphonic Band',
      ensembles: [{ id: band.id, name: 'Lincoln Symphonic Band' }],
    });

    await asked(token, { message: BOTH, ensemble_id: band.id, session_id: stored.session_id });
    expect((await listed(token, stored.session_id))?.ensembles.map((e) => e.name)).toEqual([
      'Jazz Band I',
      'Lincoln Symphonic Band',
    ]);

    // an ensemble deleted since is no longer named
    expect((await local.api(`/ensembles/${jazz.id}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await listed(token, stored.session_id))?.ensembles).toEqual([
      { id: band.id, name: 'Lincoln Symphonic Band' },
    ]);
  });
});
