import { describe, expect, it } from 'vitest';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();

const PROGRAM_FIELDS = [
  'created_at',
  'date',
  'formatted_duration',
  'id',
  'is_half_concert',
  'name',
  'notes',
  'performance_date',
  'performance_time',
  'pieces',
  'program_ensembles',
  'share',
  'status',
  'target_duration',
  'title',
  'total_duration',
  'uil_contest',
  'updated_at',
  'venue',
];
/** A program as the list answers it: no pieces nor notes, its piece count and unknown lengths instead. */
const SUMMARY_FIELDS = [
  ...PROGRAM_FIELDS.filter((field) => field !== 'pieces' && field !== 'notes'),
  'piece_count',
  'pieces_without_duration',
].sort();
const PIECE_FIELDS = [
  'arranger',
  'composer',
  'duration',
  'ensemble_id',
  'id',
  'library_entry_id',
  'notes',
  'order',
  'title',
];
const INVALID_IDS = ['abc', '-1', '0', '1e9999', '99999999999999999999'];

interface Piece {
  id: number;
  title: string;
  order: number;
  ensemble_id: number | null;
}

const ensemble = async (token: string, name: string, type = 'concert_band') => {
  const answer = await local.api('/ensembles', { token, method: 'POST', body: { name, type } });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
};

/** Three ensembles and a program with two pieces each for band and jazz and one unassigned. */
async function setup(email: string) {
  const token = await local.token(email);
  const band = await ensemble(token, 'Band');
  const jazz = await ensemble(token, 'Jazz', 'jazz_band');
  const strings = await ensemble(token, 'Strings', 'string_orchestra');
  const created = await local.api('/programs', {
    token,
    method: 'POST',
    body: {
      title: 'Spring Concert',
      ensemble_ids: [band, jazz],
      pieces: [
        { title: 'Shenandoah', composer: 'Frank Ticheli', duration: 315, ensemble_id: band },
        { title: 'Cantaloupe Island', composer: 'Herbie Hancock', duration: 330, ensemble_id: jazz },
        { title: 'First Suite in E-flat', composer: 'Gustav Holst', duration: 660, ensemble_id: band },
        { title: 'Adagio for Strings', composer: 'Samuel Barber', duration: 480 },
        { title: "Take the 'A' Train", composer: 'Billy Strayhorn', duration: 180, ensemble_id: String(jazz) },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { token, band, jazz, strings, program: created.body };
}

const titles = (program: { pieces: Piece[] }) => program.pieces.map((p) => p.title);
const pieceId = (program: { pieces: Piece[] }, title: string) => program.pieces.find((p) => p.title === title)!.id;

describe('creating programs', () => {
  it('answers exactly the Program fields with pieces grouped, numbered and timed', async () => {
    const { program, band, jazz } = await setup('create@example.com');
    expect(Object.keys(program).sort()).toEqual(PROGRAM_FIELDS);
    for (const piece of program.pieces) expect(Object.keys(piece).sort()).toEqual(PIECE_FIELDS);
    expect(program).toMatchObject({
      title: 'Spring Concert',
      name: 'Spring Concert',
      status: 'in_progress',
      date: null,
      is_half_concert: false,
      total_duration: 1965,
      formatted_duration: '32:45',
    });
    expect(titles(program)).toEqual([
      'Adagio for Strings',
      'Shenandoah',
      'First Suite in E-flat',
      'Cantaloupe Island',
      "Take the 'A' Train",
    ]);
    expect(program.pieces.map((p: Piece) => [p.order, p.ensemble_id])).toEqual([
      [1, null],
      [2, band],
      [3, band],
      [4, jazz],
      [5, jazz],
    ]);
    expect(program.program_ensembles).toEqual([
      { ensemble_id: band, order: 1, name: 'Band', type: 'concert_band' },
      { ensemble_id: jazz, order: 2, name: 'Jazz', type: 'jazz_band' },
    ]);
    expect(new Set(program.pieces.map((p: Piece) => p.id)).size).toBe(5);
  });

  it('accepts what the Create New Program dialog sends: name alias, empty strings as null, HH:MM:SS cut, numeric target duration', async () => {
    const token = await local.token('create-input@example.com');
    const band = await ensemble(token, 'Band');
    const created = await local.api('/programs', {
      token,
      method: 'POST',
      body: {
        name: ' Fall Concert ',
        ensemble_ids: [band],
        date: '2027-10-21',
        performance_time: '18:30:00',
        venue: '',
        is_half_concert: true,
        target_duration: '90',
        notes: '  ',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Fall Concert',
      name: 'Fall Concert',
      date: '2027-10-21',
      performance_date: '2027-10-21',
      performance_time: '18:30',
      venue: null,
      is_half_concert: true,
      target_duration: 90,
      notes: null,
      pieces: [],
      total_duration: 0,
      formatted_duration: '0:00',
    });
    const read = await local.api(`/programs/${created.body.id}`, { token });
    expect(read.body).toEqual(created.body);
  });

  it.each([
    [{}, 'Program name is required. Please select at least one ensemble'],
    [{ name: '   ', ensemble_ids: [] }, 'Program name is required. Please select at least one ensemble'],
    [{ title: '', name: '' }, 'Program name is required. Please select at least one ensemble'],
    [
      { title: 'X', ensemble_ids: 'BAND', target_duration: 'ninety' },
      'ensemble_ids must be a list of ensemble ids. Target duration must be a number',
    ],
    [{ title: 'X', ENSEMBLES: true }, 'Please select at least one ensemble. Unknown field: ENSEMBLES'],
    [{ title: 'X', ensemble_ids: [1], target_duration: 'ninety' }, 'Target duration must be a number'],
    [{ title: 'X', ensemble_ids: [1], target_duration: 90.5 }, 'Target duration must be a whole number of minutes'],
    [
      { title: 'X', ensemble_ids: [1], performance_date: '2027-02-30' },
      'Performance date must be a real date in the form YYYY-MM-DD',
    ],
    [
      { title: 'X', ensemble_ids: [1], performance_date: '05/13/2027' },
      'Performance date must be a real date in the form YYYY-MM-DD',
    ],
    [{ title: 'X', ensemble_ids: [1], performance_time: '25:00' }, 'Performance time must be a time in the form HH:MM'],
    [{ title: 'X', ensemble_ids: [1, 1] }, 'ensemble_ids must not list an ensemble twice'],
    [{ title: 'X', ensemble_ids: [1], status: 'finalized' }, 'Unknown field: status'],
    [{ title: 'X', ensemble_ids: [1], pieces: [{ composer: 'Holst' }] }, 'Piece title is required'],
  ])('rejects %j with 400 "%s" and writes nothing', async (body, message) => {
    const token = await local.token('create-validation@example.com');
    const answer = await local.api('/programs', { token, method: 'POST', body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(answer.body.error.message).toContain(message);
    expect((await local.api('/programs', { token })).body).toEqual([]);
  });

  it("rejects unknown ensembles, another user's ensembles, and pieces of ensembles outside the program", async () => {
    const token = await local.token('create-ensembles@example.com');
    const band = await ensemble(token, 'Band');
    const jazz = await ensemble(token, 'Jazz');
    const foreign = await ensemble(await local.token('someone-else@example.com'), 'Theirs');
    for (const ids of [[band, 123456789], [foreign]]) {
      const answer = await local.api('/programs', { token, method: 'POST', body: { title: 'X', ensemble_ids: ids } });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toMatch(/^Ensembles? not found: /);
    }
    const outside = await local.api('/programs', {
      token,
      method: 'POST',
      body: { title: 'X', ensemble_ids: [band], pieces: [{ title: 'Y', ensemble_id: jazz }] },
    });
    expect(outside.status).toBe(400);
    const malformed = await local.api('/programs', {
      token,
      method: 'POST',
      body: '{"title": "X",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect((await local.api('/programs', { token })).body).toEqual([]);
  });
});

describe('listing programs', () => {
  it('sorts newest performance first, undated after dated, then newest created; filters by status', async () => {
    const token = await local.token('list@example.com');
    const band = await ensemble(token, 'Band');
    const make = async (title: string, extra: Record<string, unknown> = {}) =>
      (await local.api('/programs', { token, method: 'POST', body: { title, ensemble_ids: [band], ...extra } })).body;
    const older = await make('Older undated');
    await make('May evening', { performance_date: '2027-05-13', performance_time: '19:00' });
    await make('December', { performance_date: '2026-12-10' });
    await make('May afternoon', { performance_date: '2027-05-13', performance_time: '14:00' });
    await make('Newer undated');
    const all = await local.api('/programs', { token });
    expect(all.status).toBe(200);
    expect(all.body.map((p: { title: string }) => p.title)).toEqual([
      'May evening',
      'May afternoon',
      'December',
      'Newer undated',
      'Older undated',
    ]);
    for (const p of all.body) expect(Object.keys(p).sort()).toEqual(SUMMARY_FIELDS);

    await local.api(`/programs/${older.id}`, { token, method: 'PATCH', body: { status: 'finalized' } });
    const inProgress = (await local.api('/programs?status=in_progress', { token })).body;
    expect(inProgress.map((p: { title: string }) => p.title)).not.toContain('Older undated');
    expect(inProgress).toHaveLength(4);
    expect(
      (await local.api('/programs?status=finalized', { token })).body.map((p: { title: string }) => p.title),
    ).toEqual(['Older undated']);
    expect((await local.api('/programs?status=all', { token })).body).toHaveLength(5);
    expect((await local.api('/programs?status=done', { token })).status).toBe(400);
  });
});

describe('updating programs', () => {
  it('renames, changes date and time, finalizes and updates the other fields', async () => {
    const { token, program } = await setup('update@example.com');
    const path = `/programs/${program.id}`;
    const renamed = await local.api(path, { token, method: 'PATCH', body: { title: '  Spring Gala  ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: 'Spring Gala', name: 'Spring Gala' });
    expect(renamed.body.pieces).toEqual(program.pieces);

    const dated = await local.api(path, {
      token,
      method: 'PATCH',
      body: { performance_date: '2028-02-29', performance_time: '19:30:00' },
    });
    expect(dated.body).toMatchObject({ performance_date: '2028-02-29', date: '2028-02-29', performance_time: '19:30' });

    const others = await local.api(path, {
      token,
      method: 'PATCH',
      body: { venue: 'Main Hall', is_half_concert: true, target_duration: 60, notes: 'Doors 6:30' },
    });
    expect(others.body).toMatchObject({
      venue: 'Main Hall',
      is_half_concert: true,
      target_duration: 60,
      notes: 'Doors 6:30',
      title: 'Spring Gala',
      performance_time: '19:30',
    });

    const finalized = await local.api(path, { token, method: 'PATCH', body: { status: 'finalized' } });
    expect(finalized.body.status).toBe('finalized');
    const cleared = await local.api(path, {
      token,
      method: 'PATCH',
      body: { venue: '', target_duration: null, performance_time: '' },
    });
    expect(cleared.body).toMatchObject({
      venue: null,
      target_duration: null,
      performance_time: null,
      status: 'finalized',
    });
    expect((await local.api(path, { token })).body).toEqual(cleared.body);
  });

  it('rejects bad updates with the required messages and changes nothing', async () => {
    const { token, program } = await setup('update-validation@example.com');
    const path = `/programs/${program.id}`;
    const cases: [unknown, string][] = [
      [{ title: '   ' }, 'Program name is required'],
      [{ name: '' }, 'Program name is required'],
      [{ ensemble_ids: [] }, 'Cannot update program with empty ensemble list'],
      [{ status: 'archived' }, 'status must be one of: in_progress, finalized'],
      [{ target_duration: 'long' }, 'Target duration must be a number'],
      [{ performance_date: '2027-13-01' }, 'Performance date must be a real date in the form YYYY-MM-DD'],
      [{ pieces: [] }, 'Unknown field: pieces'],
    ];
    for (const [body, message] of cases) {
      const answer = await local.api(path, { token, method: 'PATCH', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    const malformed = await local.api(path, {
      token,
      method: 'PATCH',
      body: '{"title": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect((await local.api(path, { token })).body).toEqual(program);
  });

  it('deletes a program', async () => {
    const { token, program } = await setup('delete@example.com');
    expect((await local.api(`/programs/${program.id}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await local.api(`/programs/${program.id}`, { token })).status).toBe(404);
    expect((await local.api(`/programs/${program.id}`, { token, method: 'DELETE' })).status).toBe(404);
    expect((await local.api('/programs', { token })).body).toEqual([]);
  });
});

describe('duplicating programs', () => {
  it('copies a program with new piece ids and status in_progress', async () => {
    const { token, program } = await setup('duplicate@example.com');
    await local.api(`/programs/${program.id}`, {
      token,
      method: 'PATCH',
      body: { status: 'finalized', venue: 'Main Hall' },
    });
    const copy = await local.api(
      `/programs/${program.id}/duplicate?new_title=${encodeURIComponent('Spring Concert (encore)')}`,
      { token, method: 'POST' },
    );
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      title: 'Spring Concert (encore)',
      status: 'in_progress',
      venue: 'Main Hall',
      total_duration: program.total_duration,
    });
    expect(copy.body.id).not.toBe(program.id);
    expect(copy.body.program_ensembles).toEqual(program.program_ensembles);
    const strip = (p: Piece) => ({ ...p, id: 0 });
    expect(copy.body.pieces.map(strip)).toEqual(program.pieces.map(strip));
    const originalIds = new Set(program.pieces.map((p: Piece) => p.id));
    expect(copy.body.pieces.some((p: Piece) => originalIds.has(p.id))).toBe(false);
    expect((await local.api(`/programs/${program.id}`, { token })).body.status).toBe('finalized');

    const defaultTitle = await local.api(`/programs/${program.id}/duplicate`, { token, method: 'POST' });
    expect(defaultTitle.body.title).toBe('Spring Concert (copy)');
    const blank = await local.api(`/programs/${program.id}/duplicate?new_title=%20`, { token, method: 'POST' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Program name is required');
    expect((await local.api('/programs', { token })).body).toHaveLength(3);
  });
});

describe('pieces', () => {
  it('adds a piece described by the body (pieceId 0) last in its group and answers {program, new_piece}', async () => {
    const { token, program, band } = await setup('add-piece@example.com');
    const added = await local.api(`/programs/${program.id}/pieces/0`, {
      token,
      method: 'POST',
      body: {
        title: 'The Stars and Stripes Forever',
        composer: 'John Philip Sousa',
        arranger: '',
        duration: 210,
        ensemble_id: String(band),
        notes: 'National march of the United States',
      },
    });
    expect(added.status).toBe(201);
    expect(Object.keys(added.body).sort()).toEqual(['new_piece', 'program']);
    expect(added.body.new_piece).toMatchObject({
      title: 'The Stars and Stripes Forever',
      composer: 'John Philip Sousa',
      arranger: null,
      duration: 210,
      ensemble_id: band,
      order: 4,
      library_entry_id: null,
    });
    expect(titles(added.body.program)).toEqual([
      'Adagio for Strings',
      'Shenandoah',
      'First Suite in E-flat',
      'The Stars and Stripes Forever',
      'Cantaloupe Island',
      "Take the 'A' Train",
    ]);
    expect(added.body.program.pieces.map((p: Piece) => p.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(added.body.program.total_duration).toBe(program.total_duration + 210);

    const unassigned = await local.api(`/programs/${program.id}/pieces/0`, {
      token,
      method: 'POST',
      body: { title: 'Lincolnshire Posy', composer: 'Percy Grainger' },
    });
    expect(unassigned.body.new_piece).toMatchObject({ ensemble_id: null, order: 2, duration: null });
  });

  it('copies a library entry named by the path, and answers 404 for an unknown entry', async () => {
    const { token, program, jazz } = await setup('library-piece@example.com');
    const entry = await local.api('/library/entries', {
      token,
      method: 'POST',
      body: {
        title: 'Cantaloupe Island',
        composer: 'Herbie Hancock',
        duration: 330,
        program_notes: 'From Empyrean Isles (1964)',
      },
    });
    expect(entry.status).toBe(201);
    const id = entry.body.id as number;
    const added = await local.api(`/programs/${program.id}/pieces/${id}`, {
      token,
      method: 'POST',
      body: { ensemble_id: jazz, duration: 300 },
    });
    expect(added.status).toBe(201);
    expect(added.body.new_piece).toMatchObject({
      title: 'Cantaloupe Island',
      composer: 'Herbie Hancock',
      duration: 300,
      notes: 'From Empyrean Isles (1964)',
      library_entry_id: id,
      ensemble_id: jazz,
    });
    const missing = await local.api(`/programs/${program.id}/pieces/${id + 1}`, { token, method: 'POST', body: {} });
    expect(missing.status).toBe(404);
    const foreign = await local.api(`/programs/${program.id}/pieces/${id}`, {
      token: await local.token('library-other@example.com'),
      method: 'POST',
      body: {},
    });
    expect(foreign.status).toBe(404);
  });

  it('rejects bad pieces with 400 and adds nothing', async () => {
    const { token, program, strings } = await setup('add-piece-validation@example.com');
    const path = `/programs/${program.id}/pieces/0`;
    const cases: [unknown, string][] = [
      [{ composer: 'Holst' }, 'Piece title is required'],
      [{ title: '  ' }, 'Piece title is required'],
      [{ title: 'X', ensemble_id: strings }, `ensemble_id ${strings} is not one of this program's ensembles`],
      [{ title: 'X', ensemble_id: 'jazz' }, 'ensemble_id must be a number'],
      [{ title: 'X', duration: -1 }, 'Duration must not be negative'],
      [{ title: 'X', duration: 12.5 }, 'Duration must be a whole number of seconds'],
      [{ title: 'X', order: 1 }, 'Unknown field: order'],
    ];
    for (const [body, message] of cases) {
      const answer = await local.api(path, { token, method: 'POST', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    expect(
      (await local.api(path, { token, method: 'POST', body: '{', headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(400);
    expect((await local.api(`/programs/${program.id}`, { token })).body).toEqual(program);
  });

  it('moves a piece between ensembles (numeric strings accepted), edits it, and removes it', async () => {
    const { token, program, band, jazz } = await setup('patch-piece@example.com');
    const adagio = pieceId(program, 'Adagio for Strings');
    const path = `/programs/${program.id}/pieces/${adagio}`;
    const moved = await local.api(path, { token, method: 'PATCH', body: { ensemble_id: String(band) } });
    expect(moved.status).toBe(200);
    expect(titles(moved.body)).toEqual([
      'Shenandoah',
      'First Suite in E-flat',
      'Adagio for Strings',
      'Cantaloupe Island',
      "Take the 'A' Train",
    ]);
    expect(moved.body.pieces.find((p: Piece) => p.id === adagio)).toMatchObject({ ensemble_id: band, order: 3 });

    const edited = await local.api(path, {
      token,
      method: 'PATCH',
      body: { title: 'Adagio for Strings, Op. 11', duration: 470, notes: 'Arranged 1936', arranger: null },
    });
    expect(edited.body.pieces.find((p: Piece) => p.id === adagio)).toMatchObject({
      title: 'Adagio for Strings, Op. 11',
      duration: 470,
      notes: 'Arranged 1936',
      ensemble_id: band,
      order: 3,
    });

    const toJazz = await local.api(path, { token, method: 'PATCH', body: { ensemble_id: jazz } });
    expect(titles(toJazz.body).slice(-1)).toEqual(['Adagio for Strings, Op. 11']);
    const back = await local.api(path, { token, method: 'PATCH', body: { ensemble_id: null } });
    expect(back.body.pieces[0]).toMatchObject({ id: adagio, ensemble_id: null, order: 1 });

    for (const body of [{ ensemble_id: 999 }, { title: '' }, { id: 5 }]) {
      expect((await local.api(path, { token, method: 'PATCH', body })).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await local.api(`/programs/${program.id}/pieces/12345`, { token, method: 'PATCH', body: { title: 'X' } }))
        .status,
    ).toBe(404);

    const removed = await local.api(path, { token, method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body.pieces.map((p: Piece) => p.id)).not.toContain(adagio);
    expect(removed.body.pieces.map((p: Piece) => p.order)).toEqual([1, 2, 3, 4]);
    expect((await local.api(path, { token, method: 'DELETE' })).status).toBe(404);
  });
});

describe('reordering', () => {
  it('reorders all pieces, or a subset into the positions it occupies; unknown or repeated ids change nothing', async () => {
    const { token, program } = await setup('reorder@example.com');
    const path = `/programs/${program.id}/pieces/reorder`;
    const [adagio, shenandoah, suite, cantaloupe, aTrain] = program.pieces.map((p: Piece) => p.id);
    const all = await local.api(path, {
      token,
      method: 'PUT',
      body: { piece_ids: [adagio, suite, shenandoah, aTrain, cantaloupe] },
    });
    expect(all.status).toBe(200);
    expect(all.body.pieces.map((p: Piece) => p.id)).toEqual([adagio, suite, shenandoah, aTrain, cantaloupe]);
    expect(all.body.pieces.map((p: Piece) => p.order)).toEqual([1, 2, 3, 4, 5]);

    const subset = await local.api(path, { token, method: 'PUT', body: { piece_ids: [cantaloupe, aTrain] } });
    expect(subset.body.pieces.map((p: Piece) => p.id)).toEqual([adagio, suite, shenandoah, cantaloupe, aTrain]);

    // a reorder never moves a piece into another group
    const across = await local.api(path, { token, method: 'PUT', body: { piece_ids: [aTrain, adagio] } });
    expect(across.body.pieces.map((p: Piece) => p.id)).toEqual([adagio, suite, shenandoah, cantaloupe, aTrain]);

    const before = (await local.api(`/programs/${program.id}`, { token })).body;
    for (const [body, message] of [
      [{ piece_ids: [suite, 987654321] }, 'Not pieces of this program: 987654321'],
      [{ piece_ids: [suite, suite] }, 'piece_ids must not list a piece twice'],
      [{ piece_ids: [] }, 'piece_ids must list at least one piece'],
      [{ piece_ids: ['x'] }, 'piece_ids.0 must be a number'],
      [{}, 'piece_ids is required'],
    ] as const) {
      const answer = await local.api(path, { token, method: 'PUT', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    expect((await local.api(`/programs/${program.id}`, { token })).body).toEqual(before);
  });

  it('reorders ensembles (a permutation only) and the piece order follows', async () => {
    const { token, program, band, jazz, strings } = await setup('reorder-ensembles@example.com');
    const path = `/programs/${program.id}/ensembles/reorder`;
    const swapped = await local.api(path, { token, method: 'PUT', body: { ensemble_ids: [jazz, band] } });
    expect(swapped.status).toBe(200);
    expect(swapped.body.program_ensembles).toEqual([
      { ensemble_id: jazz, order: 1, name: 'Jazz', type: 'jazz_band' },
      { ensemble_id: band, order: 2, name: 'Band', type: 'concert_band' },
    ]);
    expect(titles(swapped.body)).toEqual([
      'Adagio for Strings',
      'Cantaloupe Island',
      "Take the 'A' Train",
      'Shenandoah',
      'First Suite in E-flat',
    ]);
    for (const [body, message] of [
      [{ ensemble_ids: [] }, 'Cannot reorder with empty ensemble list'],
      [{ ensemble_ids: [jazz] }, "ensemble_ids must list exactly the program's ensembles, each once"],
      [{ ensemble_ids: [jazz, band, strings] }, "ensemble_ids must list exactly the program's ensembles, each once"],
      [{ ensemble_ids: [jazz, jazz] }, 'ensemble_ids must not list an ensemble twice'],
    ] as const) {
      const answer = await local.api(path, { token, method: 'PUT', body });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    expect(
      (await local.api(`/programs/${program.id}`, { token })).body.program_ensembles.map(
        (e: { ensemble_id: number }) => e.ensemble_id,
      ),
    ).toEqual([jazz, band]);
  });

  it('updates the ensembles: removed ones unassign their pieces, new ones are appended, unknown ones are refused', async () => {
    const { token, program, band, jazz, strings } = await setup('program-ensembles@example.com');
    const path = `/programs/${program.id}/ensembles`;
    const updated = await local.api(path, { token, method: 'PATCH', body: { ensemble_ids: [strings, band] } });
    expect(updated.status).toBe(200);
    expect(updated.body.program_ensembles.map((e: { ensemble_id: number }) => e.ensemble_id)).toEqual([band, strings]);
    expect(updated.body.pieces).toHaveLength(5);
    // unassigned pieces keep their relative order: the one that was unassigned, then the jazz pieces
    expect(updated.body.pieces.map((p: Piece) => [p.title, p.ensemble_id])).toEqual([
      ['Adagio for Strings', null],
      ['Cantaloupe Island', null],
      ["Take the 'A' Train", null],
      ['Shenandoah', band],
      ['First Suite in E-flat', band],
    ]);
    expect(updated.body.pieces.map((p: Piece) => p.order)).toEqual([1, 2, 3, 4, 5]);
    expect(updated.body.total_duration).toBe(program.total_duration);

    const foreign = await ensemble(await local.token('foreign-ensemble@example.com'), 'Theirs');
    for (const [body, message] of [
      [{ ensemble_ids: [] }, 'Cannot update program with empty ensemble list'],
      [{ ensemble_ids: [band, 55555] }, 'Ensemble not found: 55555'],
      [{ ensemble_ids: [foreign] }, `Ensemble not found: ${foreign}`],
      [{ ensemble_ids: [jazz], extra: 1 }, 'Unknown field: extra'],
    ] as const) {
      const answer = await local.api(path, { token, method: 'PATCH', body });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    expect(
      (await local.api(`/programs/${program.id}`, { token })).body.program_ensembles.map(
        (e: { ensemble_id: number }) => e.ensemble_id,
      ),
    ).toEqual([band, strings]);
  });
});

describe('isolation and ids', () => {
  const routes = (id: string, piece: string) =>
    [
      ['GET', `/programs/${id}`, undefined],
      ['PATCH', `/programs/${id}`, { title: 'Stolen' }],
      ['POST', `/programs/${id}/duplicate?new_title=Stolen`, undefined],
      ['POST', `/programs/${id}/pieces/0`, { title: 'Stolen' }],
      ['PATCH', `/programs/${id}/pieces/${piece}`, { title: 'Stolen' }],
      ['DELETE', `/programs/${id}/pieces/${piece}`, undefined],
      ['PUT', `/programs/${id}/pieces/reorder`, { piece_ids: [Number(piece) || 1] }],
      ['PUT', `/programs/${id}/ensembles/reorder`, { ensemble_ids: [1] }],
      ['PATCH', `/programs/${id}/ensembles`, { ensemble_ids: [1] }],
      ['DELETE', `/programs/${id}`, undefined],
    ] as const;

  it("answers 404 with no data for another user's program on every route, and changes nothing", async () => {
    const { token, program } = await setup('isolation-owner@example.com');
    const intruder = await local.token('isolation-intruder@example.com');
    await ensemble(intruder, 'Intruder Band');
    for (const [method, path, body] of routes(String(program.id), String(program.pieces[0].id))) {
      const answer = await local.api(path, { token: intruder, method, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('Spring Concert');
    }
    expect((await local.api('/programs', { token: intruder })).body).toEqual([]);
    expect((await local.api(`/programs/${program.id}`, { token })).body).toEqual(program);
  });

  it.each(INVALID_IDS)('answers 400 or 404, never 500, for the id %s on every route', async (bad) => {
    const { token, program } = await setup(`ids-${bad.replace(/\W/g, '_')}@example.com`);
    for (const [method, path, body] of [
      ...routes(bad, '1'),
      ...routes(String(program.id), bad).filter(
        ([m, p]) => p.includes(`/pieces/${bad}`) && !(m === 'POST' && bad === '0'),
      ),
    ]) {
      const answer = await local.api(path, { token, method, body });
      expect([400, 404], `${method} ${path} → ${answer.status}`).toContain(answer.status);
    }
    // pieceId 0 is the body-described piece; an empty body has no title
    const addLibrary = await local.api(`/programs/${program.id}/pieces/${bad}`, { token, method: 'POST', body: {} });
    expect([400, 404]).toContain(addLibrary.status);
    expect((await local.api(`/programs/${program.id}`, { token })).body).toEqual(program);
  });
});
