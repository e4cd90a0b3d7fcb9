import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { isReturnPath, paths } from '../config/paths';
import type { AppConfig } from './config';

const RETURN_PATH_KEY = 'podium.returnPath';
const INACTIVE_KEY = 'podium.inactive';

let userManager: UserManager | undefined;

/** Creates the one UserManager of the app; the API client reads tokens from it. */
export function createUserManager(config: AppConfig): UserManager {
  const origin = window.location.origin;
  userManager = new UserManager({
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
    extraQueryParams: config.audience ? { audience: config.audience } : undefined,
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
