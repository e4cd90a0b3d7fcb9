import { describe, expect, it } from 'vitest';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { Program, UilCheck } from '@app/shared/contracts/programs';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();

describe('the UIL contest check', () => {
  it("checks each set against the UIL's stated requirements, with each piece's PML code and the rule's source", async () => {
    const token = await local.token('uil-check@example.com');
    const ensemble = async (body: Record<string, unknown>) => {
      const created = await local.api<Ensemble>('/ensembles', { token, method: 'POST', body });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body;
    };
    const choir = await ensemble({
      name: 'Varsity Mixed Choir',
      type: 'mixed_choir',
      uil_conference: '5A',
      uil_classification: 'varsity',
    });
    expect(choir).toMatchObject({ uil_conference: '5A', uil_classification: 'varsity' });
    const orchestra = await ensemble({ name: 'Symphony Orchestra', type: 'full_orchestra' });
    const jazz = await ensemble({ name: 'Jazz I', type: 'jazz_band' });

    const program = await local.api<Program>('/programs', {
      token,
      method: 'POST',
      body: {
        title: 'UIL Concert and Sight-Reading',
        uil_contest: true,
        ensemble_ids: [choir.id, orchestra.id, jazz.id],
        pieces: [
          // accompanied PML pieces only: the choir has no a cappella selection yet
          { title: 'Sure On This Shining Night', composer: 'Morten Lauridsen', ensemble_id: choir.id },
          { title: 'Dirait-On (from Les Chansons des Roses)', composer: 'Morten Lauridsen', ensemble_id: choir.id },
          { title: 'A Song Nobody Listed', composer: 'Pat Composer', ensemble_id: choir.id },
          // two by Brahms: an orchestra may not play two selections by one composer
          { title: 'Academic Festival Overture, Op. 80', composer: 'Johannes Brahms', ensemble_id: orchestra.id },
          { title: 'Hungarian Dance No. 5', composer: 'Johannes Brahms', ensemble_id: orchestra.id },
          { title: 'Take the A Train', composer: 'Billy Strayhorn', ensemble_id: jazz.id },
        ],
      },
    });
    expect(program.status, JSON.stringify(program.body)).toBe(201);
    expect(program.body.uil_contest).toBe(true);

    const check = async () => {
      const answer = await local.api<UilCheck>(`/programs/${program.body.id}/uil-check`, { token });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const first = await check();
    const [choirSet, orchestraSet, jazzSet] = first.sets;
    expect(choirSet).toMatchObject({ conference: '5A', classification: 'varsity', event: { code: '931' } });
    expect(choirSet!.pieces.map((p) => p.pml?.code ?? null)).toEqual(['931-5-39409', '931-4-21571', null]);
    expect(choirSet!.rules).toEqual([
      expect.objectContaining({ met: false, detail: expect.stringContaining('A Song Nobody Listed') }),
      expect.objectContaining({
        rule: 'At least one composition a cappella',
        met: false,
        source: 'https://uiltexas.org/music/concert-sight-reading/choir-performance-requirements',
      }),
    ]);
    expect(choirSet!.not_checked[0]!.why).toContain('does not guess it');
    expect(orchestraSet!.rules.find((r) => r.rule.startsWith('No two selections'))).toMatchObject({
      met: false,
      detail: 'Same composer: Academic Festival Overture, Op. 80 and Hungarian Dance No. 5.',
      source: 'https://uiltexas.org/music/concert-sight-reading/orchestra-performance-requirements',
    });
    // a jazz band enters no C&SR event: nothing is checked, nothing claimed
    expect(jazzSet).toMatchObject({ event: null, rules: [], not_checked: [] });

    // an a cappella PML piece in place of the unlisted one, and the orchestra's second Brahms gone: both pass
    const byTitle = (title: string) => program.body.pieces.find((p) => p.title === title)!.id;
    await local.api(`/programs/${program.body.id}/pieces/${byTitle('A Song Nobody Listed')}`, {
      token,
      method: 'DELETE',
    });
    await local.api(`/programs/${program.body.id}/pieces/${byTitle('Hungarian Dance No. 5')}`, {
      token,
      method: 'DELETE',
    });
    const added = await local.api(`/programs/${program.body.id}/pieces/0`, {
      token,
      method: 'POST',
      body: { title: 'Locus Iste', composer: 'Anton Bruckner', ensemble_id: choir.id },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const second = await check();
    expect(second.sets[0]!.rules.map((r) => r.met)).toEqual([true, true]);
    expect(second.sets[1]!.rules.map((r) => r.met)).toEqual([true, true]);
  });

  it('refuses a conference or classification the UIL has not, and changes nothing', async () => {
    const token = await local.token('uil-check-bad@example.com');
    const band = await local.api<Ensemble>('/ensembles', {
      token,
      method: 'POST',
      body: { name: 'Band', type: 'concert_band', uil_conference: '4A' },
    });
    const refused = await local.api(`/ensembles/${band.body.id}`, {
      token,
      method: 'PATCH',
      body: { uil_conference: '7A', uil_classification: 'junior varsity' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      'uil_conference must be one of: 6A, 5A, 4A, 3A, 2A, 1A, middle_school',
    );
    expect((await local.api<Ensemble>(`/ensembles/${band.body.id}`, { token })).body).toMatchObject({
      uil_conference: '4A',
      uil_classification: null,
    });
    const other = await local.token('uil-check-other@example.com');
    const program = await local.api<Program>('/programs', {
      token,
      method: 'POST',
      body: { title: 'Mine', ensemble_ids: [band.body.id] },
    });
    expect((await local.api(`/programs/${program.body.id}/uil-check`, { token: other })).status).toBe(404);
  });
});
