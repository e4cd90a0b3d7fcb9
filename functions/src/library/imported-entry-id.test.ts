import { describe, expect, it } from 'vitest';
import { newId } from '../lib/ids';
import { importedEntryId } from './imported-entry-id';

describe('importedEntryId', () => {
  it('is the same for a row of a task in every delivery, and another for every other row or task', () => {
    const task = newId();
    expect(importedEntryId(task, 7)).toBe(importedEntryId(task, 7));
    const ids = new Set(
      [1, 2, 3, 10_000].flatMap((row) => [importedEntryId(task, row), importedEntryId(task + 1, row)]),
    );
    expect(ids.size).toBe(8);
  });

  it('is a positive integer browsers keep exact', () => {
    for (let row = 1; row <= 1000; row += 1) {
      const id = importedEntryId(3_676_870_956_164_442, row);
      expect(Number.isSafeInteger(id) && id > 0).toBe(true);
    }
  });
});
