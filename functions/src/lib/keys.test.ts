import { describe, expect, it } from 'vitest';
import { keyPart, userItemKey, userPk } from './keys';

describe('user keys', () => {
  it('keep the keys of ordinary subs as they were', () => {
    for (const sub of [
      'local-3f9a1c0e5b7d2a4c6e8f0a1b',
      'auth0|64b7f0c2e1d3a5b7c9d1e3f5',
      'google-oauth2|104839201938475610293',
      '8f14e45f-ceea-467f-a8d4-6c6f1e2b9a3d',
      'director@school.example.org',
    ])
      expect(userPk(sub)).toBe(`USER#${sub}`);
  });

  it("cannot name another user's partition or chat partition", () => {
    // the chat messages of user `a`, session 5, live in `USER#a#CHAT#5`
    const victimChat = `${userPk('a')}#CHAT#5`;
    expect(userPk('a#CHAT#5')).not.toBe(victimChat);
    expect(userPk('a#CHAT#5')).toBe('USER#a%23CHAT%235');
    expect(`${userPk('a#CHAT#5')}#CHAT#7`).not.toContain(victimChat + '#');
    expect(userItemKey('a#', 'PROFILE')).not.toEqual(userItemKey('a', 'PROFILE'));
  });

  it('gives different subs different keys, whatever they hold', () => {
    const subs = ['a', 'a#', 'a%23', 'a%', 'a%25', '%23', '#', '%', 'a#CHAT#5', 'a%23CHAT%235', 'a#CHAT', ''];
    const keys = subs.map(userPk);
    expect(new Set(keys).size).toBe(subs.length);
    // no key part holds a separator: the first `#` of a key ends its prefix
    for (const sub of subs) expect(keyPart(sub)).not.toContain('#');
  });
});
