import { describe, expect, it } from 'vitest';
import { clock, gradeGapText, gradeText, possessive, understoodText } from './reply';
import { constraints } from './test-fixtures';

describe('reply wording', () => {
  it('writes grades, grade distances, times and possessives as a director reads them', () => {
    expect([gradeText(3), gradeText(2.5)]).toEqual(['3', '2½']);
    expect([gradeGapText(0.5), gradeGapText(1), gradeGapText(1.5), gradeGapText(2)]).toEqual([
      'half a grade',
      '1 grade',
      '1½ grades',
      '2 grades',
    ]);
    expect([clock(170), clock(2520)]).toEqual(['2:50', '42:00']);
    expect([possessive('Concert Band'), possessive('Treble Singers')]).toEqual(["Concert Band's", "Treble Singers'"]);
  });

  it('says what it understood with the character before the pieces', () => {
    const k = constraints(
      { tags: ['lyrical'], grade: { min: 2, max: 3 }, duration: { max: 300 } },
      { useLibraryOnly: true },
    );
    expect(understoodText(k, 3)).toBe('3 lyrical pieces at grade 2–3 lasting up to 5:00 each from your library only');
    expect(understoodText(k, 1)).toBe('1 lyrical piece at grade 2–3 lasting up to 5:00 each from your library only');
  });
});
