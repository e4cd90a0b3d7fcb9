import { describe, expect, it } from 'vitest';
import { clientSchedule, MIXED_WEIGHTS, weightedSchedule } from './mixed-schedule';

const counts = (names: readonly string[]) =>
  names.reduce<Record<string, number>>((all, name) => ({ ...all, [name]: (all[name] ?? 0) + 1 }), {});

describe('weightedSchedule', () => {
  it('calls each name as often as its weight in one cycle', () => {
    expect(counts(weightedSchedule({ a: 3, b: 1, c: 2 }))).toEqual({ a: 3, b: 1, c: 2 });
    expect(weightedSchedule(MIXED_WEIGHTS)).toHaveLength(20);
  });

  it('spreads a heavy name out instead of calling it in a run', () => {
    expect(weightedSchedule({ a: 2, b: 2 })).toEqual(['a', 'b', 'a', 'b']);
    expect(weightedSchedule({ a: 5, b: 1, c: 1 })).toEqual(['a', 'a', 'b', 'a', 'c', 'a', 'a']);
  });

  it('is the same sequence every time', () => {
    expect(weightedSchedule(MIXED_WEIGHTS)).toEqual(weightedSchedule(MIXED_WEIGHTS));
  });

  it('leaves out names of weight 0 and refuses fractions', () => {
    expect(weightedSchedule({ a: 1, b: 0 })).toEqual(['a']);
    expect(() => weightedSchedule({ a: 1.5 })).toThrow('whole numbers');
  });

  it('alternates adding and removing a piece, so a program never holds more than one extra piece', () => {
    const cycle = weightedSchedule(MIXED_WEIGHTS);
    for (let client = 0; client < cycle.length; client += 1) {
      const pieceCalls = clientSchedule(cycle, client).filter(
        (name) => name === 'add_piece' || name === 'remove_piece',
      );
      // cyclically alternating: no two of a kind next to each other, also across the cycle's end
      pieceCalls.forEach((name, i) => expect(pieceCalls[(i + 1) % pieceCalls.length]).not.toBe(name));
    }
  });
});

describe('clientSchedule', () => {
  it('rotates the cycle by the client number', () => {
    expect(clientSchedule(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(clientSchedule(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a']);
    expect(clientSchedule(['a', 'b', 'c'], 4)).toEqual(['b', 'c', 'a']);
  });
});
