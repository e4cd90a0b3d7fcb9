/**
 * Every route of the app, written once. `path` is what the router matches; `getHref`
 * builds the address for a link, a redirect or a navigation, with the query variants the account
 * flow uses (`newUser=true`). No other file spells a route.
 */

const NEW_USER_PARAM = 'newUser';
const RETURN_TO_PARAM = 'returnTo';
const POLICIES_PREFIX = '/policies/';

const withNewUser = (path: string, newUser: boolean | undefined) => (newUser ? `${path}?${NEW_USER_PARAM}=true` : path);

export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** Also where the API client sends the browser after a 401 (the API's login redirect path). */
  login: {
    path: '/login',
    getHref: (returnTo?: string) => (returnTo ? `/login?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : '/login'),
  },
  /** The identity provider's redirect target. */
  callback: { path: '/callback', getHref: () => '/callback' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  ensembles: { path: '/ensembles', getHref: () => '/ensembles' },
  library: { path: '/library', getHref: () => '/library' },
  programs: { path: '/programs', getHref: () => '/programs' },
  blog: { path: '/blog', getHref: () => '/blog' },
  /** One blog article (its slug is its Markdown file's name). */
  blogArticle: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  /** A shared program's public page (sharedProgramPath in shared/contracts/programs.ts writes its links). */
  sharedProgram: { path: '/p/:token' },
  /** With `newUser`: the landing page for an incomplete profile. */
  profile: { path: '/profile', getHref: ({ newUser }: { newUser?: boolean } = {}) => withNewUser('/profile', newUser) },
  /** With `newUser`: the landing page for a complete profile without a subscription. */
  payment: { path: '/payment', getHref: ({ newUser }: { newUser?: boolean } = {}) => withNewUser('/payment', newUser) },
  inactiveAccount: { path: '/inactive-account', getHref: () => '/inactive-account' },
  policies: {
    termsAndConditions: { path: '/policies/terms-and-conditions', getHref: () => '/policies/terms-and-conditions' },
    privacyPolicy: { path: '/policies/privacy-policy', getHref: () => '/policies/privacy-policy' },
  },
  /** Every other address: the not-found page. */
  notFound: { path: '*' },
} as const;

/** `?newUser=true` on /profile and /payment. */
export const isNewUser = (params: URLSearchParams) => params.get(NEW_USER_PARAM) === 'true';

/** `?returnTo=` on /login: where to go once signed in. */
export const returnToOf = (params: URLSearchParams) => params.get(RETURN_TO_PARAM);

export const isPolicyPath = (pathname: string) => pathname.startsWith(POLICIES_PREFIX);

/** Pages that stay reachable whatever the state of the account. */
export const isOpenPath = (pathname: string) =>
  pathname === paths.home.path ||
  pathname === paths.login.path ||
  pathname === paths.callback.path ||
  pathname === paths.inactiveAccount.path ||
  isPolicyPath(pathname);

/**
 * Pages that work with the director's session (the signed-in pages, sign-in and its callback);
 * the rest (home, blog, policies, not found) are read signed out too.
 */
export const isSessionPath = (pathname: string) =>
  [
    paths.login,
    paths.callback,
    paths.dashboard,
    paths.ensembles,
    paths.library,
    paths.programs,
    paths.profile,
    paths.payment,
    paths.inactiveAccount,
  ].some((page) => pathname === page.path);

/**
 * A path inside this app the director can be brought back to after sign-in: absolute, on this
 * origin (not `//host` or `/\host`), and neither the login page nor the sign-in callback. No
 * control characters: the URL parser drops a tab, CR or LF, so `/<tab>/host` would become `//host`.
 */
export const isReturnPath = (path: string) =>
  path.startsWith(paths.home.path) &&
  !/^\/[/\\]/.test(path) &&
  !/\p{Cc}/u.test(path) &&
  !path.startsWith(paths.login.path) &&
  !path.startsWith(paths.callback.path);
