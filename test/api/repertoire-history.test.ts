import { describe, expect, it } from 'vitest';
import type { ChatAnswer } from '@app/shared/contracts/chat';
import type { Performance, Program } from '@app/shared/contracts/programs';
import type { UserProfile } from '@app/shared/contracts/users';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();

/** A date `days` from today (negative: in the past), as YYYY-MM-DD. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the repertoire history and the rotation', () => {
  it('remembers what each ensemble played, leaves it out for that ensemble only, and includes it on request', async () => {
    const token = await local.token('rotation@example.com');
    const ensemble = async (name: string, type: string) =>
      (await local.api<{ id: number }>('/ensembles', { token, method: 'POST', body: { name, type, level: 3 } })).body
        .id;
    const band = await ensemble('Rotation Band', 'concert_band');
    const jazz = await ensemble('Rotation Jazz', 'jazz_band');
    const entry = async (title: string, composer: string) => {
      const created = await local.api<{ id: number }>('/library/entries', {
        token,
        method: 'POST',
        body: {
          title,
          composer,
          difficulty: 3,
          duration: 200,
          ensemble_type: 'concert_band',
          genre: 'March',
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.id;
    };
    const played = await entry('Rotation March Played', 'Pat Composer');
    const fresh = await entry('Rotation March Fresh', 'Sam Composer');
    const concert = async (title: string, date: string, ensembleId: number, entries: [number, string][]) => {
      const program = await local.api<Program>('/programs', {
        token,
        method: 'POST',
        body: {
          title,
          performance_date: date,
          ensemble_ids: [ensembleId],
          pieces: entries.map(([id, piece]) => ({ library_entry_id: id, title: piece, ensemble_id: ensembleId })),
        },
      });
      expect(program.status, JSON.stringify(program.body)).toBe(201);
      const finalized = await local.api<Program>(`/programs/${program.body.id}`, {
        token,
        method: 'PATCH',
        body: { status: 'finalized' },
      });
      expect(finalized.status).toBe(200);
    };
    await concert('Rotation Spring Concert', daysFromToday(-200), band, [[played, 'Rotation March Played']]);
    // the jazz band playing the other march does not take it from the band; a concert still to come is not history
    await concert('Rotation Jazz Night', daysFromToday(-100), jazz, [[fresh, 'Rotation March Fresh']]);
    await concert('Rotation Next Concert', daysFromToday(30), band, [[fresh, 'Rotation March Fresh']]);

    const history = await local.api<Performance[]>('/repertoire-history', { token });
    expect(history.status).toBe(200);
    expect(history.body.map((p) => [p.ensemble_name, p.title, p.program_title])).toEqual([
      ['Rotation Jazz', 'Rotation March Fresh', 'Rotation Jazz Night'],
      ['Rotation Band', 'Rotation March Played', 'Rotation Spring Concert'],
    ]);

    const ask = (path: string, body: Record<string, unknown>) =>
      local.api<ChatAnswer>(`/chat/${path}`, { token, method: 'POST', body: { ensemble_id: band, ...body } });
    const titles = (answer: ChatAnswer) => answer.recommendations.map((r) => r.title);

    const first = await ask('message', { message: 'two marches', use_library_only: true });
    expect(first.status).toBe(200);
    expect(titles(first.body), first.body.reply).toEqual(['Rotation March Fresh']);
    expect(first.body.reply).toContain(
      'I left out 1 piece Rotation Band played in the last 4 years: Rotation March Played',
    );

    const again = await ask('followup', {
      message: "include what we've played",
      session_id: first.body.session_id,
    });
    expect(titles(again.body), again.body.reply).toContain('Rotation March Played');

    const asked = await ask('message', { message: 'What have we played?' });
    expect(asked.body.recommendations).toEqual([]);
    expect(asked.body.reply).toContain('Rotation Spring Concert');
    expect(asked.body.reply).toContain('Rotation March Played');
    expect(asked.body.reply).not.toContain('Rotation March Fresh');
    // another ensemble named in the message: its history, though the band is chosen
    const jazzAsked = await ask('message', { message: 'what has the jazz band played?' });
    expect(jazzAsked.body.reply).toContain('Rotation Jazz played 1 piece');
    expect(jazzAsked.body.reply).toContain('Rotation March Fresh');

    // the director's setting: 0 years leaves nothing out; a number beyond the range changes nothing
    const refused = await local.api<{ error: { message: string } }>('/users/me', {
      token,
      method: 'PATCH',
      body: { rotation_years: 9 },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Rotation must be a whole number of years from 0 to 8');
    expect((await local.api<UserProfile>('/users/me', { token })).body.rotation_years).toBe(4);
    const off = await local.api<UserProfile>('/users/me', { token, method: 'PATCH', body: { rotation_years: 0 } });
    expect(off.body.rotation_years).toBe(0);
    const unrotated = await ask('message', { message: 'two marches', use_library_only: true });
    expect(titles(unrotated.body).sort(), unrotated.body.reply).toEqual([
      'Rotation March Fresh',
      'Rotation March Played',
    ]);
  });

  it("answers only the caller's own history", async () => {
    const other = await local.token('rotation-other@example.com');
    const history = await local.api<Performance[]>('/repertoire-history', { token: other });
    expect(history.status).toBe(200);
    expect(history.body).toEqual([]);
  });
});
