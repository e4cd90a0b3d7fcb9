import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgramRecord } from './repository';
import type { StoredPiece } from './stored-piece';
import { programRecord } from './test-fixtures';

const store = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }));
vi.mock('./repository', () => ({ getProgramItem: store.get, replaceProgramItem: store.put }));

const { changeProgram } = await import('./concurrency');
const { ConflictError, NotFoundError, ValidationError } = await import('../lib/errors');

const piece = (id: number, title: string, ensembleId: number | null): StoredPiece => ({
  id,
  title,
  composer: null,
  arranger: null,
  duration: 60,
  ensemble_id: ensembleId,
  notes: null,
  library_entry_id: null,
});

const program = (version: number): ProgramRecord => ({
  ...programRecord([piece(2, 'B', 10), piece(3, 'A', null)]),
  ensemble_ids: [10],
  version,
});

describe('changeProgram', () => {
  beforeEach(() => {
    store.get.mockReset();
    store.put.mockReset();
  });

  it('writes once, conditioned on the version read, with pieces arranged and the version bumped', async () => {
    store.get.mockResolvedValue(program(4));
    store.put.mockResolvedValue(true);
    const result = await changeProgram('u', 1, (p) => ({ ...p, title: 'New' }));
    expect(store.put).toHaveBeenCalledTimes(1);
    const [written, expected] = store.put.mock.calls[0]!;
    expect(expected).toBe(4);
    expect(written).toMatchObject({ title: 'New', version: 5 });
    expect(written.pieces.map((p: { id: number }) => p.id)).toEqual([3, 2]);
    expect(result).toBe(written);
  });

  it('re-reads and re-applies the change after a lost race', async () => {
    store.get.mockResolvedValueOnce(program(1)).mockResolvedValueOnce(program(2)).mockResolvedValue(program(3));
    store.put.mockResolvedValueOnce(false).mockResolvedValueOnce(false).mockResolvedValue(true);
    const change = vi.fn((p: ProgramRecord) => ({ ...p, notes: `seen v${p.version}` }));
    const result = await changeProgram('u', 1, change);
    expect(change).toHaveBeenCalledTimes(3);
    expect(result).toMatchObject({ notes: 'seen v3', version: 4 });
  });

  it('gives up with 409 after bounded retries', async () => {
    store.get.mockResolvedValue(program(1));
    store.put.mockResolvedValue(false);
    await expect(changeProgram('u', 1, (p) => p)).rejects.toBeInstanceOf(ConflictError);
    expect(store.put).toHaveBeenCalledTimes(11);
  });

  it('writes nothing when the change is refused or the program is gone', async () => {
    store.get.mockResolvedValueOnce(program(1)).mockResolvedValueOnce(undefined);
    await expect(
      changeProgram('u', 1, () => {
        throw new ValidationError('no');
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(changeProgram('u', 1, (p) => p)).rejects.toBeInstanceOf(NotFoundError);
    expect(store.put).not.toHaveBeenCalled();
  });

  it('applies changes that arrive during a write together, in order, in the next single write', async () => {
    let stored = program(1);
    store.get.mockImplementation(async () => structuredClone(stored));
    store.put.mockImplementation(async (record: ProgramRecord, expected: number) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (expected !== stored.version) return false;
      stored = record;
      return true;
    });
    const first = changeProgram('u', 1, (p) => ({ ...p, title: 'First' }));
    const others = [
      changeProgram('u', 1, (p) => ({ ...p, notes: `${p.title} then notes` })),
      changeProgram('u', 1, () => {
        throw new ValidationError('refused');
      }),
      changeProgram('u', 1, (p) => ({ ...p, venue: 'Hall' })),
    ];
    const [a, b, refused, c] = await Promise.allSettled([first, ...others]);
    expect(refused).toMatchObject({ status: 'rejected', reason: expect.any(ValidationError) });
    expect(a).toMatchObject({ status: 'fulfilled', value: { title: 'First', version: 2 } });
    // the three that queued behind the first write shared the next one
    expect(b).toMatchObject({ status: 'fulfilled', value: { notes: 'First then notes', venue: 'Hall', version: 3 } });
    expect(c).toEqual(b);
    expect(store.put).toHaveBeenCalledTimes(2);
    expect(stored).toMatchObject({ title: 'First', notes: 'First then notes', venue: 'Hall', version: 3 });
  });
});
