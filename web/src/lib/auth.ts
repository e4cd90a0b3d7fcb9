import { UserManager, WebStorageStateStore, type CreateSigninRequestArgs, type IWindow, type NavigateResponse, type User } from 'oidc-client-ts';
import { isReturnPath, paths } from '../config/paths';
import type { AppConfig } from './config';

const RETURN_PATH_KEY = 'podium.returnPath';
const INACTIVE_KEY = 'podium.inactive';
const SIGN_IN_RETRIED_KEY = 'podium.signInRetried';
const SIGN_IN_FAILURE_KEY = 'podium.signInFailure';

let userManager: UserManager | undefined;

/**
 * Creates the one UserManager of the app; the API client reads tokens from it. Every sign-in
 * (redirect, silent, popup) carries a fresh `nonce`, which oidc-client-ts checks in the ID token:
 * some providers refuse a code flow for `openid` without one. `audience`, `resource` and extra
 * parameters go to the provider only when /config.json sets them.
 */
export function createUserManager(config: AppConfig): UserManager {
  class NonceUserManager extends UserManager {
    protected override _signinStart(args: CreateSigninRequestArgs, handle: IWindow): Promise<NavigateResponse> {
      return super._signinStart({ ...args, nonce: args.nonce ?? freshNonce() }, handle);
    }
  }
  const freshNonce = () => {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  const extraQueryParams = { ...config.extra_query_params, ...(config.audience ? { audience: config.audience } : {}) };
  const origin = window.location.origin;
  userManager = new NonceUserManager({
    authority: config.authority,
    client_id: config.client_id,
    redirect_uri: `${origin}${paths.callback.getHref()}`,
    post_logout_redirect_uri: `${origin}${paths.home.getHref()}`,
    scope: config.scope,
    response_type: 'code',
    // refresh tokens (offline_access) renew the access token before it expires
    automaticSilentRenew: true,
    // shared by tabs, so a policy link opened in a new tab stays signed in
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    resource: config.resource,
    extraQueryParams: Object.keys(extraQueryParams).length > 0 ? extraQueryParams : undefined,
  });
  return userManager;
}

export async function currentUser(): Promise<User | null> {
  return userManager ? userManager.getUser() : null;
}

/** Drops the stored session without a round trip to the identity provider. */
export async function dropSession(): Promise<void> {
  await userManager?.removeUser();
}

export async function renewSession(): Promise<User | null> {
  return userManager ? userManager.signinSilent() : null;
}

export function saveReturnPath(path: string): void {
  if (isReturnPath(path)) {
    sessionStorage.setItem(RETURN_PATH_KEY, path);
  }
}

export function takeReturnPath(): string | undefined {
  const path = sessionStorage.getItem(RETURN_PATH_KEY) ?? undefined;
  sessionStorage.removeItem(RETURN_PATH_KEY);
  return path;
}

export const markInactive = () => sessionStorage.setItem(INACTIVE_KEY, '1');
export const isMarkedInactive = () => sessionStorage.getItem(INACTIVE_KEY) === '1';
export const clearInactive = () => sessionStorage.removeItem(INACTIVE_KEY);

export const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Spec §8 "one retry flag": set when a 401 sends the director to sign in again, cleared by the
 * next answer the API accepts. A 401 while it is set means a fresh sign-in was refused too.
 */
export const markSignInRetried = () => sessionStorage.setItem(SIGN_IN_RETRIED_KEY, '1');
export const signInRetried = () => sessionStorage.getItem(SIGN_IN_RETRIED_KEY) === '1';
export const clearSignInRetried = () => sessionStorage.removeItem(SIGN_IN_RETRIED_KEY);

/** Why the API refused a fresh sign-in; the login page then says so instead of signing in again. */
export const recordSignInFailure = (reason: string) => sessionStorage.setItem(SIGN_IN_FAILURE_KEY, reason);
export const signInFailure = () => sessionStorage.getItem(SIGN_IN_FAILURE_KEY);
export const clearSignInFailure = () => sessionStorage.removeItem(SIGN_IN_FAILURE_KEY);
