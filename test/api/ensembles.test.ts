import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();

const INVALID_IDS = ['abc', '-1', '0', '1e9999', '99999999999999999999', '1.5'];

const create = async (token: string, body: Record<string, unknown>) => {
  const answer = await local.api('/ensembles', { token, method: 'POST', body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};

describe('ensembles', () => {
  it('creates, reads, lists by name, updates and deletes an ensemble', async () => {
    const token = await local.token('ensembles@example.com');
    expect((await local.api('/ensembles', { token })).body).toEqual([]);
    const winds = await create(token, {
      name: '  Wind Ensemble ',
      type: 'wind_ensemble',
      level: 4.5,
      size: 45,
      instrumentation: 'Full winds and percussion',
    });
    expect(winds).toEqual({
      id: expect.any(Number),
      name: 'Wind Ensemble',
      type: 'wind_ensemble',
      level: 4.5,
      size: 45,
      instrumentation: 'Full winds and percussion',
      uil_conference: null,
      uil_classification: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(Number.isSafeInteger(winds.id) && winds.id > 0).toBe(true);
    const choir = await create(token, { name: 'chamber choir', type: 'mixed_choir' });
    expect(choir).toMatchObject({ level: null, size: null, instrumentation: null });

    expect((await local.api(`/ensembles/${winds.id}`, { token })).body).toEqual(winds);
    expect((await local.api('/ensembles', { token })).body.map((e: { name: string }) => e.name)).toEqual([
      'chamber choir',
      'Wind Ensemble',
    ]);

    const patched = await local.api(`/ensembles/${winds.id}`, {
      token,
      method: 'PATCH',
      body: { level: null, size: '', instrumentation: '', name: 'Symphonic Winds' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      id: winds.id,
      name: 'Symphonic Winds',
      type: 'wind_ensemble',
      level: null,
      size: null,
      instrumentation: null,
    });

    const removed = await local.api(`/ensembles/${winds.id}`, { token, method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await local.api(`/ensembles/${winds.id}`, { token })).status).toBe(404);
    expect((await local.api(`/ensembles/${winds.id}`, { token, method: 'DELETE' })).status).toBe(404);
    expect((await local.api('/ensembles', { token })).body).toHaveLength(1);
  });

  it.each([
    [{ type: 'concert_band' }, 'Ensemble name is required'],
    [{ name: '   ', type: 'concert_band' }, 'Ensemble name is required'],
    [
      { name: 'Band' },
      'type must be one of: concert_band, wind_ensemble, symphonic_band, jazz_band, marching_band, string_orchestra, full_orchestra, mixed_choir, treble_choir, tenor_bass_choir, chamber_ensemble, percussion_ensemble, other',
    ],
    [{ name: 'Band', type: 'rock_band' }, 'type must be one of'],
    [{ name: 'Band', type: 'concert_band', level: 4.25 }, 'Level must be in steps of 0.5'],
    [{ name: 'Band', type: 'concert_band', level: 0 }, 'Level must be between 0.5 and 6'],
    [{ name: 'Band', type: 'concert_band', level: 6.5 }, 'Level must be between 0.5 and 6'],
    [{ name: 'Band', type: 'concert_band', level: 'hard' }, 'Level must be a number'],
    [{ name: 'Band', type: 'concert_band', size: 0 }, 'Size must be at least 1'],
    [{ name: 'Band', type: 'concert_band', size: 2.5 }, 'Size must be a whole number'],
    [{ name: 'Band', type: 'concert_band', id: 5 }, 'Unknown field: id'],
  ])('rejects %j with 400 and writes nothing', async (body, message) => {
    const token = await local.token('ensemble-validation@example.com');
    const answer = await local.api('/ensembles', { token, method: 'POST', body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    expect(answer.body.error.message).toContain(message);
    expect((await local.api('/ensembles', { token })).body).toEqual([]);
  });

  it('accepts every level from 0.5 to 6 in steps of 0.5', async () => {
    const token = await local.token('levels@example.com');
    for (let level = 0.5; level <= 6; level += 0.5) {
      expect((await create(token, { name: `Band ${level}`, type: 'concert_band', level })).level).toBe(level);
    }
  });

  it('rejects malformed JSON and bad updates without changing the ensemble', async () => {
    const token = await local.token('ensemble-json@example.com');
    const band = await create(token, { name: 'Band', type: 'concert_band', level: 3 });
    const malformed = await local.api('/ensembles', {
      token,
      method: 'POST',
      body: '{"name": "Band 2"',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('The request body is not valid JSON.');
    const badPatch = await local.api(`/ensembles/${band.id}`, {
      token,
      method: 'PATCH',
      body: '{"level": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(badPatch.status).toBe(400);
    const wrong = await local.api(`/ensembles/${band.id}`, {
      token,
      method: 'PATCH',
      body: { name: 'Renamed', level: 9 },
    });
    expect(wrong.status).toBe(400);
    const unknown = await local.api(`/ensembles/${band.id}`, {
      token,
      method: 'PATCH',
      body: { name: 'Renamed', owner: 'me' },
    });
    expect(unknown.status).toBe(400);
    expect((await local.api('/ensembles', { token })).body).toEqual([band]);
  });

  it("answers 404 for another user's ensemble on every route and changes nothing", async () => {
    const owner = await local.token('owner@example.com');
    const intruder = await local.token('intruder@example.com');
    const band = await create(owner, { name: 'Private Band', type: 'concert_band' });
    for (const call of [{}, { method: 'PATCH', body: { name: 'Stolen' } }, { method: 'DELETE' }]) {
      const answer = await local.api(`/ensembles/${band.id}`, { token: intruder, ...call });
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
      expect(JSON.stringify(answer.body)).not.toContain('Private Band');
    }
    expect((await local.api('/ensembles', { token: intruder })).body).toEqual([]);
    expect((await local.api(`/ensembles/${band.id}`, { token: owner })).body).toEqual(band);
  });

  it.each(INVALID_IDS)('answers 400 or 404 (never 500) for the id %s', async (id) => {
    const token = await local.token('ids@example.com');
    for (const call of [{}, { method: 'PATCH', body: { name: 'X' } }, { method: 'DELETE' }]) {
      const answer = await local.api(`/ensembles/${id}`, { token, ...call });
      expect([400, 404]).toContain(answer.status);
    }
  });

  it('refuses to delete an ensemble a program uses (409 listing the programs) and deletes it once unused', async () => {
    const token = await local.token('delete-safety@example.com');
    const band = await create(token, { name: 'Band', type: 'concert_band' });
    const jazz = await create(token, { name: 'Jazz', type: 'jazz_band' });
    const program = (
      await local.api('/programs', {
        token,
        method: 'POST',
        body: {
          title: 'Winter Concert',
          ensemble_ids: [band.id, jazz.id],
          pieces: [{ title: 'Shenandoah', composer: 'Frank Ticheli', duration: 315, ensemble_id: jazz.id }],
        },
      })
    ).body;
    const other = (
      await local.api('/programs', { token, method: 'POST', body: { title: 'Jazz Night', ensemble_ids: [jazz.id] } })
    ).body;

    const refused = await local.api(`/ensembles/${jazz.id}`, { token, method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CONFLICT');
    expect(refused.body.error.details.programs).toEqual(
      expect.arrayContaining([
        { id: program.id, title: 'Winter Concert' },
        { id: other.id, title: 'Jazz Night' },
      ]),
    );
    expect(refused.body.error.details.programs).toHaveLength(2);
    expect((await local.api(`/ensembles/${jazz.id}`, { token })).status).toBe(200);
    const still = (await local.api(`/programs/${program.id}`, { token })).body;
    expect(still.program_ensembles.map((e: { ensemble_id: number }) => e.ensemble_id)).toEqual([band.id, jazz.id]);

    await local.api(`/programs/${program.id}/ensembles`, { token, method: 'PATCH', body: { ensemble_ids: [band.id] } });
    await local.api(`/programs/${other.id}`, { token, method: 'DELETE' });
    expect((await local.api(`/ensembles/${jazz.id}`, { token, method: 'DELETE' })).status).toBe(204);
    const after = (await local.api(`/programs/${program.id}`, { token })).body;
    expect(after.program_ensembles).toEqual([{ ensemble_id: band.id, order: 1, name: 'Band', type: 'concert_band' }]);
    expect(after.pieces).toMatchObject([{ title: 'Shenandoah', ensemble_id: null }]);
  });

  it('heals a program whose ensemble vanished in a race: the ensemble is left out and its pieces shown unassigned', async () => {
    const token = await local.token('vanished@example.com');
    const band = await create(token, { name: 'Band', type: 'concert_band' });
    const jazz = await create(token, { name: 'Jazz', type: 'jazz_band' });
    const program = (
      await local.api('/programs', {
        token,
        method: 'POST',
        body: {
          title: 'Race',
          ensemble_ids: [band.id, jazz.id],
          pieces: [
            { title: 'Cantaloupe Island', composer: 'Herbie Hancock', ensemble_id: jazz.id },
            { title: 'Shenandoah', ensemble_id: band.id },
          ],
        },
      })
    ).body;
    // what a delete racing a program write could leave behind (the repository's delete, without
    // the service's in-use check; through another Lambda the names show it up to 10 s later)
    const { deleteEnsembleItem } = await import('@app/functions/ensembles/repository');
    expect(await deleteEnsembleItem(decodeJwt(token).sub!, jazz.id)).toBe(true);
    const read = (await local.api(`/programs/${program.id}`, { token })).body;
    expect(read.program_ensembles).toEqual([{ ensemble_id: band.id, order: 1, name: 'Band', type: 'concert_band' }]);
    expect(
      read.pieces.map((p: { title: string; ensemble_id: number | null; order: number }) => [
        p.title,
        p.ensemble_id,
        p.order,
      ]),
    ).toEqual([
      ['Cantaloupe Island', null, 1],
      ['Shenandoah', band.id, 2],
    ]);
    expect((await local.api('/programs', { token })).body[0]).toMatchObject({
      program_ensembles: read.program_ensembles,
      piece_count: 2,
    });
    const reordered = await local.api(`/programs/${program.id}/ensembles/reorder`, {
      token,
      method: 'PUT',
      body: { ensemble_ids: [band.id] },
    });
    expect(reordered.status).toBe(200);
  });

  it('finds an ensemble created through another Lambda as soon as a request names it', async () => {
    const token = await local.token('two-lambdas@example.com');
    const sub = decodeJwt(token).sub!;
    const band = await create(token, { name: 'Band', type: 'concert_band' });
    const { listEnsemblesRecent } = await import('@app/functions/ensembles/repository');
    expect((await listEnsemblesRecent(sub, [], 10_000)).map((e) => e.id)).toEqual([band.id]);
    // written straight to the table, as the ensembles Lambda of another container would
    const { db, tableName } = await import('@app/functions/lib/db');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const now = new Date().toISOString();
    const strings = {
      PK: `USER#${sub}`,
      SK: 'ENSEMBLE#77',
      entity: 'Ensemble',
      name: 'Strings',
      type: 'string_orchestra',
      created_at: now,
      updated_at: now,
    };
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...strings, id: 77, level: null, size: null, instrumentation: null },
      }),
    );
    expect((await listEnsemblesRecent(sub, [], 10_000)).map((e) => e.id)).toEqual([band.id]);
    const program = await local.api('/programs', {
      token,
      method: 'POST',
      body: { title: 'Fall Concert', ensemble_ids: [band.id, 77] },
    });
    expect(program.status).toBe(201);
    expect(program.body.program_ensembles.map((e: { name: string }) => e.name)).toEqual(['Band', 'Strings']);
  });

  it('shows renamed ensembles in programs (names are joined at read time)', async () => {
    const token = await local.token('rename-join@example.com');
    const band = await create(token, { name: 'Band', type: 'concert_band' });
    const program = (
      await local.api('/programs', { token, method: 'POST', body: { title: 'Fall Concert', ensemble_ids: [band.id] } })
    ).body;
    await local.api(`/ensembles/${band.id}`, {
      token,
      method: 'PATCH',
      body: { name: 'Concert Band', type: 'symphonic_band' },
    });
    const read = (await local.api(`/programs/${program.id}`, { token })).body;
    expect(read.program_ensembles).toEqual([
      { ensemble_id: band.id, order: 1, name: 'Concert Band', type: 'symphonic_band' },
    ]);
  });
});

describe('demo seed', () => {
  it('gives the demo account three ensembles and an in-progress spring concert', async () => {
    const token = await local.token('demo@example.com');
    const ensembles = (await local.api('/ensembles', { token })).body;
    expect(
      ensembles.map((e: { name: string; type: string; level: number; size: number }) => [
        e.name,
        e.type,
        e.level,
        e.size,
      ]),
    ).toEqual([
      ['Lincoln High Jazz Band', 'jazz_band', 3.5, 18],
      ['Lincoln High String Orchestra', 'string_orchestra', 3, 32],
      ['Lincoln High Symphonic Band', 'concert_band', 4, 55],
    ]);
    const programs = (await local.api('/programs?status=in_progress', { token })).body;
    expect(programs).toHaveLength(1);
    const program = (await local.api(`/programs/${programs[0].id}`, { token })).body;
    expect(program).toMatchObject({
      title: 'Spring Concert 2027',
      performance_date: '2027-05-13',
      performance_time: '19:00',
      venue: 'Lincoln High School Auditorium',
      is_half_concert: true,
      target_duration: 75,
      status: 'in_progress',
    });
    expect(program.program_ensembles).toHaveLength(3);
    const assigned = new Set(program.pieces.map((p: { ensemble_id: number | null }) => p.ensemble_id));
    for (const e of ensembles) expect(assigned.has(e.id)).toBe(true);
    expect(program.pieces.filter((p: { ensemble_id: number | null }) => p.ensemble_id === null)).toHaveLength(1);
    expect(program.pieces[0].ensemble_id).toBeNull();
    expect(program.total_duration).toBe(
      program.pieces.reduce((s: number, p: { duration: number }) => s + p.duration, 0),
    );
  });
});
