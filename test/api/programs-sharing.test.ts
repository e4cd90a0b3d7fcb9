import { describe, expect, it } from 'vitest';
import { SHARED_PROGRAM_GONE, type Program, type SharedProgram } from '@app/shared/contracts/programs';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();

const ensemble = async (token: string, name: string, type: string) => {
  const answer = await local.api<{ id: number }>('/ensembles', { token, method: 'POST', body: { name, type } });
  expect(answer.status).toBe(201);
  return answer.body.id;
};

/** A half concert: the band's set, the choir's set, each with pieces and notes. */
async function concert(email: string) {
  const token = await local.token(email);
  const band = await ensemble(token, 'Lincoln Symphonic Band', 'symphonic_band');
  const choir = await ensemble(token, 'Lincoln Chamber Choir', 'mixed_choir');
  const created = await local.api<Program>('/programs', {
    token,
    method: 'POST',
    body: {
      title: 'Spring Concert',
      ensemble_ids: [band, choir],
      performance_date: '2027-05-14',
      performance_time: '19:00',
      venue: 'Lincoln High School Auditorium',
      is_half_concert: true,
      pieces: [
        {
          title: 'Chester',
          composer: 'William Schuman',
          duration: 420,
          ensemble_id: band,
          notes: 'An overture on a hymn tune.',
        },
        { title: 'Irish Tune from County Derry', composer: 'Percy Grainger', duration: 270, ensemble_id: band },
        { title: 'Elijah Rock', arranger: 'Moses Hogan', duration: 180, ensemble_id: choir },
        { title: 'The Seal Lullaby', composer: 'Eric Whitacre', duration: 240, ensemble_id: choir },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { token, program: created.body };
}

const share = (token: string, id: number) => local.api<Program>(`/programs/${id}/share`, { token, method: 'POST' });
const stopSharing = (token: string, id: number) =>
  local.api<Program>(`/programs/${id}/share`, { token, method: 'DELETE' });
/** The public page's call, signed out. */
const shared = (link: string) =>
  local.api<SharedProgram & { error?: { message: string } }>(`/shared/programs/${link}`, { token: null });

describe('sharing a program', () => {
  it('makes a public page at an unguessable link: the running order with intermission, credits and notes, nothing else', async () => {
    const { token, program } = await concert('share-page@example.com');
    expect(program.share).toBeNull();
    const answer = await share(token, program.id);
    expect(answer.status).toBe(200);
    const link = answer.body.share!.token;
    // at least 128 random bits, URL-safe
    expect(link).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    const page = await shared(link);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      title: 'Spring Concert',
      performance_date: '2027-05-14',
      performance_time: '19:00',
      venue: 'Lincoln High School Auditorium',
      sets: [
        {
          heading: 'Lincoln Symphonic Band',
          pieces: [
            { title: 'Chester', composer: 'William Schuman', arranger: null, notes: 'An overture on a hymn tune.' },
            { title: 'Irish Tune from County Derry', composer: 'Percy Grainger', arranger: null, notes: null },
          ],
        },
        {
          heading: 'Lincoln Chamber Choir',
          pieces: [
            { title: 'Elijah Rock', composer: null, arranger: 'Moses Hogan', notes: null },
            { title: 'The Seal Lullaby', composer: 'Eric Whitacre', arranger: null, notes: null },
          ],
        },
      ],
      intermission_after: 0,
    });
    // nothing of the director or of the program's ids
    const text = JSON.stringify(page.body);
    expect(text).not.toContain('share-page@example.com');
    expect(text).not.toContain(String(program.id));

    // sharing again keeps the same link
    expect((await share(token, program.id)).body.share!.token).toBe(link);
    expect((await local.api<Program>(`/programs/${program.id}`, { token })).body.share!.token).toBe(link);
  });

  it('stops at once when the director stops sharing, and sharing again makes a new link', async () => {
    const { token, program } = await concert('share-stop@example.com');
    const first = (await share(token, program.id)).body.share!.token;
    const stopped = await stopSharing(token, program.id);
    expect(stopped.status).toBe(200);
    expect(stopped.body.share).toBeNull();
    const gone = await shared(first);
    expect(gone.status).toBe(404);
    expect(gone.body.error!.message).toBe(SHARED_PROGRAM_GONE);

    const second = (await share(token, program.id)).body.share!.token;
    expect(second).not.toBe(first);
    expect((await shared(second)).status).toBe(200);
    expect((await shared(first)).status).toBe(404);
  });

  it('answers an unknown, a malformed and a revoked link alike', async () => {
    const { token, program } = await concert('share-unknown@example.com');
    const link = (await share(token, program.id)).body.share!.token;
    await stopSharing(token, program.id);
    const answers = await Promise.all(
      [link, 'A'.repeat(24), 'not-a-link', `${'x'.repeat(65)}`, '..%2F..%2Fusers'].map((l) => shared(l)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(answers[0]!.body);
    }
  });

  it("never shares another director's program, ends with the program, and a copy is not shared", async () => {
    const { token, program } = await concert('share-owner@example.com');
    const other = await local.token('share-other@example.com');
    expect((await share(other, program.id)).status).toBe(404);
    const link = (await share(token, program.id)).body.share!.token;
    expect((await stopSharing(other, program.id)).status).toBe(404);
    expect((await shared(link)).status).toBe(200);

    const copy = await local.api<Program>(`/programs/${program.id}/duplicate`, { token, method: 'POST' });
    expect(copy.status).toBe(201);
    expect(copy.body.share).toBeNull();

    expect((await local.api(`/programs/${program.id}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await shared(link)).status).toBe(404);
  });
});
