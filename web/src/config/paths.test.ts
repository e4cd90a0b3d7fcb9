import { describe, expect, it } from 'vitest';
import { isNewUser, isOpenPath, isReturnPath, paths, returnToOf } from './paths';

describe('paths', () => {
  it('builds the newUser variants of profile and payment', () => {
    expect(paths.profile.getHref()).toBe('/profile');
    expect(paths.profile.getHref({ newUser: true })).toBe('/profile?newUser=true');
    expect(paths.payment.getHref({ newUser: true })).toBe('/payment?newUser=true');
    expect(isNewUser(new URLSearchParams('newUser=true'))).toBe(true);
    expect(isNewUser(new URLSearchParams('newUser=1'))).toBe(false);
  });

  it('carries a return path to the login page and reads it back', () => {
    const href = paths.login.getHref('/programs?x=1');
    expect(href).toBe('/login?returnTo=%2Fprograms%3Fx%3D1');
    expect(returnToOf(new URLSearchParams(href.split('?')[1]))).toBe('/programs?x=1');
    expect(paths.login.getHref()).toBe('/login');
  });

  it('keeps home, login, callback, inactive-account and the policies open, not the signed-in pages', () => {
    for (const open of [
      '/',
      '/login',
      '/callback',
      '/inactive-account',
      '/policies/terms-and-conditions',
      '/policies/privacy-policy',
    ]) {
      expect(isOpenPath(open), open).toBe(true);
    }
    for (const closed of ['/dashboard', '/profile', '/payment', '/programs'])
      expect(isOpenPath(closed), closed).toBe(false);
  });

  it('returns after sign-in only to pages of this app', () => {
    expect(isReturnPath('/programs?status=in_progress')).toBe(true);
    expect(isReturnPath('/login?returnTo=%2F')).toBe(false);
    expect(isReturnPath('/callback?code=x')).toBe(false);
    expect(isReturnPath('https://example.com/')).toBe(false);
    expect(isReturnPath('//example.com/')).toBe(false);
    expect(isReturnPath('/\\example.com/')).toBe(false);
  });

  it('refuses a return path holding a control character (a tab, CR or LF after the / would make it //host)', () => {
    for (const path of ['/\t/example.com/', '/\r/example.com', '/\n/example.com', '/programs\u0000', '/library\u007f'])
      expect(isReturnPath(path), JSON.stringify(path)).toBe(false);
  });
});
