import { createContext, useContext } from 'react';
import type { User, UserManager } from 'oidc-client-ts';
import type { AuthContextProps } from 'react-oidc-context';
import { isReturnPath, isSessionPath } from '../config/paths';

/**
 * The director's session as pages see it. The identity library (oidc-client-ts and
 * react-oidc-context, ~20 kB gzip) is loaded only when a page needs it (app/identity.tsx), so a
 * first visit to the home page does not download it; until then the session is "signed out"
 * (nothing suggests a session) or "loading" (it is being found out).
 */
export type Session = Pick<
  AuthContextProps,
  | 'isLoading'
  | 'isAuthenticated'
  | 'user'
  | 'error'
  | 'signinRedirect'
  | 'signinSilent'
  | 'signoutRedirect'
  | 'removeUser'
>;

const RETURN_PATH_KEY = 'podium.returnPath';
const INACTIVE_KEY = 'podium.inactive';
const SIGN_IN_RETRIED_KEY = 'podium.signInRetried';
const SIGN_IN_FAILURE_KEY = 'podium.signInFailure';
const SESSION_HINT_KEY = 'podium.sessionHint';
/** The session-check cookie lives 1 day. */
const SESSION_HINT_MS = 24 * 60 * 60 * 1000;

const waitForIdentity = () => Promise.reject(new Error('The identity library is not loaded yet'));

const sessionBeforeIdentity = (isLoading: boolean): Session => ({
  isLoading,
  isAuthenticated: false,
  user: null,
  error: undefined,
  signinRedirect: waitForIdentity,
  signinSilent: waitForIdentity,
  signoutRedirect: waitForIdentity,
  removeUser: () => Promise.resolve(),
});
/** Nothing suggests a session and no page needs one: the identity library is not loaded. */
export const SIGNED_OUT_SESSION = sessionBeforeIdentity(false);
/** The identity library is on its way. */
export const LOADING_SESSION = sessionBeforeIdentity(true);

export const SessionContext = createContext<Session>(SIGNED_OUT_SESSION);

/**
 * The current session. On a page that works with a session, "signed out" only means the identity
 * library has not arrived yet (RootLayout asks for it after this page's first render), so it
 * reads as loading and no page acts on it.
 */
export function useSession(): Session {
  const session = useContext(SessionContext);
  return session === SIGNED_OUT_SESSION && isSessionPath(window.location.pathname) ? LOADING_SESSION : session;
}

let userManager: UserManager | undefined;

/** Called once by lib/auth when the identity library creates the app's UserManager. */
export const registerUserManager = (manager: UserManager) => {
  userManager = manager;
};

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

/** oidc-client-ts keeps a signed-in user in localStorage under `oidc.user:<authority>:<client>`. */
const hasStoredUser = () => Object.keys(localStorage).some((key) => key.startsWith('oidc.user:'));

/**
 * The session-check cookie: set while a director signs in (kept 1 day from the last
 * sign-in), removed by sign-out. While it is there a page load runs a silent session check.
 */
export const rememberSession = () => localStorage.setItem(SESSION_HINT_KEY, String(Date.now() + SESSION_HINT_MS));
export const forgetSession = () => localStorage.removeItem(SESSION_HINT_KEY);
export const sessionRemembered = () => Number(localStorage.getItem(SESSION_HINT_KEY) ?? 0) > Date.now();

/**
 * Whether the identity library must load as the app starts: on a redirect back from the provider
 * (code or error with state), with a stored or remembered session, and on the pages
 * that work with a session.
 */
function identityNeededAtStart(location: { pathname: string; search: string }): boolean {
  const query = new URLSearchParams(location.search);
  const redirectBack = (query.has('code') || query.has('error')) && query.has('state');
  return redirectBack || hasStoredUser() || sessionRemembered() || isSessionPath(location.pathname);
}

// whether the identity library is wanted: first what the address and storage say at start
let identityWanted: boolean | undefined;
const identityListeners = new Set<() => void>();

/** Loads the identity library from now on (a page that works with the session was opened). */
export function wantIdentity(): void {
  if (isIdentityWanted()) return;
  identityWanted = true;
  identityListeners.forEach((listener) => listener());
}
export const isIdentityWanted = () => (identityWanted ??= identityNeededAtStart(window.location));
export const onIdentityWanted = (listener: () => void) => {
  identityListeners.add(listener);
  return () => identityListeners.delete(listener);
};

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
 * The one-retry flag: set when a 401 sends the director to sign in again, cleared by the
 * next answer the API accepts. A 401 while it is set means a fresh sign-in was refused too.
 */
export const markSignInRetried = () => sessionStorage.setItem(SIGN_IN_RETRIED_KEY, '1');
export const signInRetried = () => sessionStorage.getItem(SIGN_IN_RETRIED_KEY) === '1';
export const clearSignInRetried = () => sessionStorage.removeItem(SIGN_IN_RETRIED_KEY);

/** Why the API refused a fresh sign-in; the login page then says so instead of signing in again. */
export const recordSignInFailure = (reason: string) => sessionStorage.setItem(SIGN_IN_FAILURE_KEY, reason);
export const signInFailure = () => sessionStorage.getItem(SIGN_IN_FAILURE_KEY);
export const clearSignInFailure = () => sessionStorage.removeItem(SIGN_IN_FAILURE_KEY);
