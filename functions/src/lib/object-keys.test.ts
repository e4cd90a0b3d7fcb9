import { describe, expect, it } from 'vitest';
import { userFolder } from './object-keys';

describe('userFolder', () => {
  it('is a 43-character URL-safe segment for any sub, and another for another sub', () => {
    const subs = ['.', '..', 'a#b', '50%', 'auth0|abc', 'ÿ'.repeat(255), '🎻'.repeat(120), 'local-1'];
    const folders = subs.map(userFolder);
    for (const folder of folders) expect(folder).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(folders).size).toBe(subs.length);
    expect(userFolder('local-1')).toBe(userFolder('local-1'));
  });
});
