import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'oidc-client-ts';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig, type Cache } from 'swr';
import type { UserProfile } from '@app/shared/contracts/users';
import { system } from '../app/theme';
import { api } from '../lib/api-client';
import { meKey } from '../lib/me';
import { SessionContext, type Session } from '../lib/session';
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
  /** Overrides of the session `useSession()` returns. */
  auth?: Partial<Session>;
}

/** The session `useSession()` gives components: signed in (with `me`) or signed out; no identity provider. */
function testSession(me: UserProfile | undefined, overrides: Partial<Session> = {}): Session {
  const user = me
    ? ({
        access_token: 'test-token',
        expired: false,
        profile: { sub: me.id, name: me.name ?? undefined, email: me.email ?? undefined },
      } as unknown as User)
    : null;
  return {
    user,
    isLoading: false,
    isAuthenticated: Boolean(me),
    error: undefined,
    removeUser: () => Promise.resolve(),
    signinSilent: () => Promise.resolve(user),
    signinRedirect: () => Promise.resolve(),
    signoutRedirect: () => Promise.resolve(),
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
    if (!stub.has('GET /users/me')) stub.on({ 'GET /users/me': me });
  }
  const router = createMemoryRouter(routes ?? [{ path, element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  // this render's own SWR cache: what every component of it reads (e.g. `swrCache.get('/users/me')?.data`)
  const swrCache: Cache = new Map();
  const result = render(
    <ChakraProvider value={system}>
      <SessionContext.Provider value={testSession(me, auth)}>
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
      </SessionContext.Provider>
    </ChakraProvider>,
  );
  return { ...result, router, user, swrCache };
}
