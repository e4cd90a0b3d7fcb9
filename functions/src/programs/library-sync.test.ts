import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgramRecord, StoredPiece } from './repository';

const library = vi.hoisted(() => ({ version: vi.fn(), entry: vi.fn() }));
vi.mock('../library/library-version-repository', () => ({ getLibraryVersion: library.version }));
vi.mock('../library/service', () => ({ pieceFromLibrary: library.entry }));

const { followLibrary, withValues } = await import('./library-sync');

const caller = { sub: 'director' };
const piece = (id: number, fields: Partial<StoredPiece> = {}): StoredPiece => ({
  id,
  title: `Piece ${id}`,
  composer: 'As added',
  arranger: null,
  duration: null,
  ensemble_id: null,
  notes: null,
  library_entry_id: id * 10,
  ...fields,
});
const program = (pieces: StoredPiece[], status: ProgramRecord['status'] = 'in_progress'): ProgramRecord => ({
  PK: 'USER#director',
  SK: 'PROGRAM#1',
  entity: 'Program',
  id: 1,
  title: 'Spring Concert',
  status,
  ensemble_ids: [],
  pieces,
  performance_date: null,
  performance_time: null,
  venue: null,
  is_half_concert: false,
  target_duration: null,
  notes: null,
  created_at: '',
  updated_at: '',
  version: 1,
});
const entry = (id: number, duration: number | null) => ({
  title: `Entry ${id}`,
  composer: 'From the library',
  arranger: 'Arr.',
  duration,
  notes: 'not followed',
});

describe('withValues', () => {
  const values = new Map([
    [10, { title: 'Now', composer: 'C', arranger: null, duration: 200 }],
    [20, null],
  ]);

  it("takes the entry's title, composer, arranger and duration, except the piece's own fields", () => {
    const [followed, deleted, own] = withValues(
      program([piece(1), piece(2), piece(3, { library_entry_id: 10, duration: 90, own_fields: ['duration'] })]),
      values,
    ).pieces;
    expect(followed).toMatchObject({ title: 'Now', composer: 'C', arranger: null, duration: 200, notes: null });
    expect(deleted).toMatchObject({ title: 'Piece 2', composer: 'As added' });
    expect(own).toMatchObject({ title: 'Now', duration: 90 });
  });

  it('leaves a finalized program as stored', () => {
    const finalized = program([piece(1)], 'finalized');
    expect(withValues(finalized, values)).toBe(finalized);
  });
});

describe('followLibrary', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    library.entry.mockImplementation(async (_caller: unknown, id: number) => entry(id, id === 10 ? 180 : null));
  });

  it('reads each entry once per library version, and again after the library changed', async () => {
    library.version.mockResolvedValue({ version: 7, entry_count: 2 });
    const records = [program([piece(1), piece(2)]), program([piece(1)])];
    const [first] = await followLibrary(caller, records);
    expect(first!.pieces.map((p) => [p.title, p.duration])).toEqual([
      ['Entry 10', 180],
      ['Entry 20', null],
    ]);
    await followLibrary(caller, records);
    expect(library.entry).toHaveBeenCalledTimes(2);

    library.entry.mockImplementation(async (_caller: unknown, id: number) => entry(id, 240));
    const [changed] = await followLibrary(caller, records, 8);
    expect(changed!.pieces.map((p) => p.duration)).toEqual([240, 240]);
    expect(library.entry).toHaveBeenCalledTimes(4);
  });

  it('reads nothing for programs without library pieces or finalized ones', async () => {
    const records = [program([piece(1, { library_entry_id: null })]), program([piece(2)], 'finalized')];
    expect(await followLibrary(caller, records)).toEqual(records);
    expect(library.version).not.toHaveBeenCalled();
    expect(library.entry).not.toHaveBeenCalled();
  });
});
