import { describe, expect, it } from 'vitest';
import type { LibraryEntry } from '@app/shared/contracts/library';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();

const create = async (token: string, body: Record<string, unknown>) => {
  const answer = await local.api<LibraryEntry>('/library/entries', { token, method: 'POST', body });
  if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
};

const list = (token: string, query = '') =>
  local.api<{ data: LibraryEntry[]; total: number }>(`/library/entries${query}`, { token });

describe('library entries', () => {
  it('creates, reads, replaces and deletes an entry with every field', async () => {
    const token = await local.token('library-crud@example.com');
    const full = {
      title: 'Slavonic Dance No. 8',
      composer: 'Antonín Dvořák',
      arranger: 'Merle Isaac',
      publisher: 'Alfred',
      difficulty: 3,
      difficulty_text: 'Medium',
      duration: 270,
      ensemble_type: 'string_orchestra',
      genre: 'Dance',
      tags: ['Dance', 'romantic'],
      key: 'G minor',
      meter: '3/4',
      year: 1878,
      program_notes: 'The last dance of the first set.',
      catalog_number: 'SO-118',
      location: 'Drawer 3',
      notes: 'Parts for 4-4-3-3-2',
    };
    const created = await create(token, full);
    expect(created).toMatchObject({ ...full, tags: ['dance', 'romantic'], last_performed: null, times_performed: 0 });
    expect(created.id).toBeGreaterThan(0);
    expect((await local.api(`/library/entries/${created.id}`, { token })).body).toEqual(created);

    const replaced = await local.api<LibraryEntry>(`/library/entries/${created.id}`, {
      token,
      method: 'PUT',
      body: { title: 'Slavonic Dance No. 8', composer: 'Antonín Dvořák', difficulty: 3.5 },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      id: created.id,
      difficulty: 3.5,
      arranger: null,
      tags: [],
      notes: null,
      created_at: created.created_at,
    });

    expect((await local.api(`/library/entries/${created.id}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await local.api(`/library/entries/${created.id}`, { token })).status).toBe(404);
    expect((await local.api(`/library/entries/${created.id}`, { token, method: 'DELETE' })).status).toBe(404);
    expect((await list(token)).body).toEqual({ data: [], total: 0 });
  });

  it('refuses bad input with a readable 400 that names the limit, and stores nothing', async () => {
    const token = await local.token('library-validation@example.com');
    const cases: [unknown, string | RegExp][] = [
      [{}, 'title is required'],
      [{ title: '   ' }, 'title is required'],
      [{ title: 'x'.repeat(301) }, 'title must be at most 300 characters'],
      [{ title: 'A', difficulty: 6.5 }, 'difficulty must be a grade from 0.5 to 6 in steps of 0.5'],
      [{ title: 'A', difficulty: 'hard' }, 'difficulty must be a number (a grade from 0.5 to 6)'],
      [{ title: 'A', ensemble_type: 'kazoo_band' }, /^ensemble_type must be one of: concert_band, /],
      [{ title: 'A', notes: 'n'.repeat(2001) }, 'notes must be at most 2000 characters'],
      [{ title: 'A', duration: -5 }, 'duration must be at least 1 second'],
      [{ title: 'A', tags: 'march' }, 'tags must be a list of words'],
      [{ title: 'A', owner: 'me' }, 'Unknown field: owner'],
    ];
    for (const [body, message] of cases) {
      const answer = await local.api('/library/entries', { token, method: 'POST', body });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error.message).toMatch(message);
    }
    const malformed = await local.api('/library/entries', {
      token,
      method: 'POST',
      body: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    for (const query of ['?skip=-1', '?limit=-3', '?limit=ten', '?difficulty=7', '?difficulty=3-2', '?colour=red']) {
      const answer = await list(token, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toHaveProperty('error.message');
    }
    expect((await list(token)).body.total).toBe(0);
    expect((await local.api('/library/check-library-status', { token, method: 'POST' })).body).toMatchObject({
      has_library: false,
      entry_count: 0,
    });
  });

  it('answers 409 naming the existing entry for the same piece, however it is written', async () => {
    const token = await local.token('library-duplicate@example.com');
    const first = await create(token, { title: 'España Cañí', composer: 'Pascual Marquina' });
    const twin = await local.api('/library/entries', {
      token,
      method: 'POST',
      body: { title: ' ESPANA CANI', composer: 'pascual marquina' },
    });
    expect(twin.status).toBe(409);
    expect(twin.body.error.details).toEqual({ existing_id: first.id });
    expect(twin.body.error.message).toContain(String(first.id));
    // another arranger is another entry
    expect(
      (
        await local.api('/library/entries', {
          token,
          method: 'POST',
          body: { title: 'España Cañí', composer: 'Pascual Marquina', arranger: 'Eric Osterling' },
        })
      ).status,
    ).toBe(201);
    const second = (await list(token, '?arranger=osterling')).body.data[0]!;
    const renamed = await local.api(`/library/entries/${second.id}`, {
      token,
      method: 'PUT',
      body: { title: 'España cañí', composer: 'Pascual Marquina' },
    });
    expect(renamed.status).toBe(409);
    expect((await list(token)).body.total).toBe(2);
  });

  it('searches accent- and case-insensitively, filters, sorts by title then composer, and pages with the total', async () => {
    const token = await local.token('library-search@example.com');
    const works = [
      { title: 'Slavonic Dance No. 8', composer: 'Antonín Dvořák', arranger: 'Merle Isaac', difficulty: 3 },
      { title: 'España Cañí', composer: 'Pascual Marquina', difficulty: 2.5, tags: ['march'] },
      { title: 'Shenandoah', composer: 'Frank Ticheli', difficulty: 3 },
      { title: 'Shenandoah', composer: 'Omar Thomas', difficulty: 4 },
      { title: 'The Stars and Stripes Forever', composer: 'John Philip Sousa', difficulty: 4.5, tags: ['march'] },
      { title: 'Sleigh Ride', composer: 'Leroy Anderson', tags: ['holiday'] },
    ];
    for (const work of works) await create(token, work);

    const titles = async (query: string) => {
      const answer = await list(token, query);
      expect(answer.status, query).toBe(200);
      return answer.body.data.map((e) => `${e.title} / ${e.composer}`);
    };
    expect(await titles('?search=dvorak')).toEqual(['Slavonic Dance No. 8 / Antonín Dvořák']);
    expect(await titles('?search=espana')).toEqual(['España Cañí / Pascual Marquina']);
    expect(await titles('?search=SHEN')).toEqual(['Shenandoah / Frank Ticheli', 'Shenandoah / Omar Thomas']);
    expect(await titles('?search=march&difficulty=4-5')).toEqual(['The Stars and Stripes Forever / John Philip Sousa']);
    expect(await titles('?composer=thom')).toEqual(['Shenandoah / Omar Thomas']);
    expect(await titles('?arranger=isaac')).toEqual(['Slavonic Dance No. 8 / Antonín Dvořák']);
    expect(await titles('?difficulty=3')).toEqual([
      'Shenandoah / Frank Ticheli',
      'Slavonic Dance No. 8 / Antonín Dvořák',
    ]);
    expect(await titles('?search=shenandoah&composer=ticheli&difficulty=2.5-3')).toEqual([
      'Shenandoah / Frank Ticheli',
    ]);

    const all = await list(token);
    expect(all.body.total).toBe(6);
    expect(all.body.data.map((e) => e.title)).toEqual([
      'España Cañí',
      'Shenandoah',
      'Shenandoah',
      'Slavonic Dance No. 8',
      'Sleigh Ride',
      'The Stars and Stripes Forever',
    ]);
    const page = await list(token, '?skip=2&limit=2');
    expect(page.body).toMatchObject({ total: 6 });
    expect(page.body.data.map((e) => e.title)).toEqual(['Shenandoah', 'Slavonic Dance No. 8']);
    expect((await list(token, '?limit=100000')).body.data).toHaveLength(6); // capped at 500, not refused
    // sorted on request; entries without the value (Sleigh Ride has no grade) last either way
    expect(await titles('?sort=difficulty&order=desc')).toEqual([
      'The Stars and Stripes Forever / John Philip Sousa',
      'Shenandoah / Omar Thomas',
      'Shenandoah / Frank Ticheli',
      'Slavonic Dance No. 8 / Antonín Dvořák',
      'España Cañí / Pascual Marquina',
      'Sleigh Ride / Leroy Anderson',
    ]);
    expect(await titles('?sort=composer&limit=2')).toEqual([
      'Slavonic Dance No. 8 / Antonín Dvořák',
      'Shenandoah / Frank Ticheli',
    ]);
    expect(await titles('?sort=title&order=desc&search=shen')).toEqual([
      'Shenandoah / Omar Thomas',
      'Shenandoah / Frank Ticheli',
    ]);
    expect((await list(token, '?sort=grade')).status).toBe(400);
    expect((await local.api('/library/check-library-status', { token, method: 'POST' })).body).toEqual({
      has_library: true,
      entry_count: 6,
      last_import: null,
    });
  });

  it("never shows or changes another director's entries", async () => {
    const owner = await local.token('library-owner@example.com');
    const other = await local.token('library-intruder@example.com');
    const entry = await create(owner, { title: 'Chorale and Shaker Dance', composer: 'John Zdechlik' });
    expect((await local.api(`/library/entries/${entry.id}`, { token: other })).status).toBe(404);
    expect(
      (await local.api(`/library/entries/${entry.id}`, { token: other, method: 'PUT', body: { title: 'Mine now' } }))
        .status,
    ).toBe(404);
    expect((await local.api(`/library/entries/${entry.id}`, { token: other, method: 'DELETE' })).status).toBe(404);
    expect((await list(other)).body).toEqual({ data: [], total: 0 });
    expect((await local.api(`/library/entries/${entry.id}`, { token: owner })).body).toEqual(entry);
    for (const id of ['abc', '-1', '0', '1e9999', '123456789012345678901']) {
      expect([400, 404], id).toContain((await local.api(`/library/entries/${id}`, { token: owner })).status);
    }
  });

  it('refuses signed-out callers', async () => {
    expect((await local.api('/library/entries', { token: null })).status).toBe(401);
    expect((await local.api('/library/export.csv', { token: null })).status).toBe(401);
  });
});

describe('performance history', () => {
  it('counts a finalized program once for each library entry it holds, with its date', async () => {
    const token = await local.token('library-history@example.com');
    const ensemble = (
      await local.api('/ensembles', { token, method: 'POST', body: { name: 'Wind Ensemble', type: 'wind_ensemble' } })
    ).body;
    const march = await create(token, { title: 'Americans We', composer: 'Henry Fillmore', duration: 180 });
    const chorale = await create(token, {
      title: 'Amazing Grace',
      composer: 'Traditional',
      arranger: 'Frank Ticheli',
      duration: 300,
    });
    const program = (
      await local.api('/programs', {
        token,
        method: 'POST',
        body: { title: 'Fall Concert', ensemble_ids: [ensemble.id], performance_date: '2026-10-20' },
      })
    ).body;
    for (const id of [march.id, chorale.id, march.id]) {
      expect(
        (
          await local.api(`/programs/${program.id}/pieces/${id}`, {
            token,
            method: 'POST',
            body: { ensemble_id: ensemble.id },
          })
        ).status,
      ).toBe(201);
    }
    await local.api(`/programs/${program.id}/pieces/0`, { token, method: 'POST', body: { title: 'A typed-in piece' } });
    const piece = (await local.api(`/programs/${program.id}`, { token })).body.pieces.find(
      (p: { title: string }) => p.title === 'A typed-in piece',
    );
    expect(piece.library_entry_id).toBeNull();

    expect(
      (await local.api(`/programs/${program.id}`, { token, method: 'PATCH', body: { status: 'finalized' } })).status,
    ).toBe(200);
    const after = async (id: number) => (await local.api<LibraryEntry>(`/library/entries/${id}`, { token })).body;
    expect(await after(march.id)).toMatchObject({ last_performed: '2026-10-20', times_performed: 1 });
    expect(await after(chorale.id)).toMatchObject({ last_performed: '2026-10-20', times_performed: 1 });
    // the list (served from the container's copy) shows it too
    expect((await list(token, '?search=americans')).body.data[0]).toMatchObject({ times_performed: 1 });

    // finalizing again is no new performance; an earlier concert keeps the later date
    await local.api(`/programs/${program.id}`, { token, method: 'PATCH', body: { status: 'finalized' } });
    expect((await after(march.id)).times_performed).toBe(1);
    const earlier = (
      await local.api('/programs', {
        token,
        method: 'POST',
        body: { title: 'Summer Concert', ensemble_ids: [ensemble.id], performance_date: '2026-06-01' },
      })
    ).body;
    await local.api(`/programs/${earlier.id}/pieces/${march.id}`, { token, method: 'POST', body: {} });
    await local.api(`/programs/${earlier.id}`, { token, method: 'PATCH', body: { status: 'finalized' } });
    expect(await after(march.id)).toMatchObject({ last_performed: '2026-10-20', times_performed: 2 });

    // a concert still ahead is not a performance yet: exporting a spring concert in November
    const planned = (
      await local.api('/programs', {
        token,
        method: 'POST',
        body: { title: 'Far Spring Concert', ensemble_ids: [ensemble.id], performance_date: '2099-05-01' },
      })
    ).body;
    await local.api(`/programs/${planned.id}/pieces/${march.id}`, { token, method: 'POST', body: {} });
    await local.api(`/programs/${planned.id}`, { token, method: 'PATCH', body: { status: 'finalized' } });
    expect(await after(march.id)).toMatchObject({ last_performed: '2026-10-20', times_performed: 2 });
    expect((await list(token, '?search=americans')).body.data[0]).toMatchObject({ last_performed: '2026-10-20' });

    // deleting an entry leaves the programs that hold it alone
    expect((await local.api(`/library/entries/${chorale.id}`, { token, method: 'DELETE' })).status).toBe(204);
    const kept = (await local.api(`/programs/${program.id}`, { token })).body;
    expect(kept.pieces.map((p: { title: string }) => p.title)).toContain('Amazing Grace');
  });
});
