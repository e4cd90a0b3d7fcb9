import { describe, expect, it } from 'vitest';
import { aProgram, aProgramPiece } from '../../../testing/fixtures';
import { programDurationText } from './program-duration';
import { summaryOf } from './program-summary';

describe('programDurationText', () => {
  it.each([
    [[300, 255], '9:15', '9:15'],
    [[300, null, null], '5:00', '5:00 + 2 pieces without a length'],
    [[null], '0:00', '— + 1 piece without a length'],
    [[], '0:00', '0:00'],
  ])('pieces of %j (API %s) read %s', (durations, formatted, text) => {
    const pieces = durations.map((duration, i) => aProgramPiece({ id: i + 1, duration }));
    expect(programDurationText(summaryOf(aProgram({ pieces, formatted_duration: formatted })))).toBe(text);
  });
});
