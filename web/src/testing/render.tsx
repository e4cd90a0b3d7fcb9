import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'oidc-client-ts';
import type { ReactElement } from 'react';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig, type Cache } from 'swr';
import type { UserProfile } from '@app/shared/contracts/users';
import { system } from '../app/theme';
import { api } from '../lib/api-client';
import { meKey } from '../lib/me';
import { stubApi } from './api-stub';

export interface RenderWithProvidersOptions {
  /** The address the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at (default: every address). */
  path?: string;
  /** A whole route table instead of `ui` at `path` (e.g. the app's own routes). */
  routes?: RouteObject[];
  /**
   * The signed-in director: their profile is in the SWR cache at once and `GET /api/users/me`
   * answers it (unless the test stubs that route itself). Without it the session is signed out.
   */
  me?: UserProfile;
  /** Overrides of the session `useAuth()` returns. */
  auth?: Partial<AuthContextProps>;
}

const notInTests = (name: string) => () => Promise.reject(new Error(`useAuth().${name} is not available in component tests`));

/** The session `useAuth()` gives components: signed in (with `me`) or signed out; no identity provider. */
function testAuth(me: UserProfile | undefined, overrides: Partial<AuthContextProps> = {}): AuthContextProps {
  const user = me
    ? ({ access_token: 'test-token', expired: false, profile: { sub: me.id, name: me.name ?? undefined, email: me.email ?? undefined } } as unknown as User)
    : null;
  return {
    user,
    isLoading: false,
    isAuthenticated: Boolean(me),
    settings: { authority: 'https://idp.test', client_id: 'podium-test', redirect_uri: 'http://localhost/callback' },
    events: {} as AuthContextProps['events'],
    clearStaleState: () => Promise.resolve(),
    removeUser: () => Promise.resolve(),
    signinPopup: notInTests('signinPopup'),
    signinSilent: () => Promise.resolve(user),
    signinRedirect: () => Promise.resolve(),
    signinResourceOwnerCredentials: notInTests('signinResourceOwnerCredentials'),
    signoutRedirect: () => Promise.resolve(),
    signoutPopup: notInTests('signoutPopup'),
    signoutSilent: () => Promise.resolve(),
    querySessionStatus: () => Promise.resolve(null),
    revokeTokens: () => Promise.resolve(),
    startSilentRenew: () => undefined,
    stopSilentRenew: () => undefined,
    ...overrides,
  };
}

/**
 * Renders `ui` as the app does: Chakra's theme, a session, a memory router at `route`, and an
 * SWR cache of its own, returned as `swrCache` (nothing is shared between tests, nothing is
 * deduplicated or retried).
 * The app's API client is the fetcher, so calls go to `fetch`: stub them with `stubApi`.
 */
export function renderWithProviders(ui: ReactElement | null, options: RenderWithProvidersOptions = {}) {
  const { route = '/', path = '*', routes, me, auth } = options;
  if (me) {
    const stub = stubApi();
    if (!stub.has(`GET ${meKey}`)) stub.on({ [`GET ${meKey}`]: me });
  }
  const router = createMemoryRouter(routes ?? [{ path, element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  // this render's own SWR cache: what every component of it reads (e.g. `swrCache.get('/users/me')?.data`)
  const swrCache: Cache = new Map();
  const result = render(
    <ChakraProvider value={system}>
      <AuthContext.Provider value={testAuth(me, auth)}>
        <SWRConfig
          value={{
            provider: () => swrCache,
            dedupingInterval: 0,
            fetcher: (key: string) => api.get(key),
            shouldRetryOnError: false,
            revalidateOnFocus: false,
            fallback: me ? { [meKey]: me } : {},
          }}
        >
          <RouterProvider router={router} />
        </SWRConfig>
      </AuthContext.Provider>
    </ChakraProvider>,
  );
  return { ...result, router, user, swrCache };
}
