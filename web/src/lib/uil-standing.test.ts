import { describe, expect, it } from 'vitest';
import { uilStanding } from './uil-standing';

describe('uilStanding', () => {
  it('names the conference and the classification that are set', () => {
    expect(uilStanding('5A', 'varsity')).toBe('UIL 5A varsity');
    expect(uilStanding('middle_school', 'sub_non_varsity')).toBe('UIL middle school sub non-varsity');
    expect(uilStanding('3A', null)).toBe('UIL 3A');
    expect(uilStanding(null, 'non_varsity')).toBe('UIL non-varsity');
  });

  it('is null when neither is set', () => {
    expect(uilStanding(null, null)).toBeNull();
  });
});
