import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiError, api } from '../lib/api-client';
import type { SpaConfig } from '@app/shared/spa-config';
import {
  isIdentityWanted,
  LOADING_SESSION,
  onIdentityWanted,
  SessionContext,
  SIGNED_OUT_SESSION,
  type Session,
} from '../lib/session';
import { system } from './theme';

const IdentityProvider = lazy(() => import('./identity'));
// notices are for signed-in pages; the home page and the blog do without the toast machinery
const Toaster = lazy(() => import('../components/toaster').then((module) => ({ default: module.Toaster })));

export function AppProvider({ config, children }: { config: SpaConfig; children: ReactNode }) {
  const identityWanted = useSyncExternalStore(onIdentityWanted, isIdentityWanted);
  const [session, setSession] = useState<Session>();

  return (
    <ChakraProvider value={system}>
      {identityWanted && (
        <Suspense fallback={null}>
          <IdentityProvider config={config} onSession={setSession} />
        </Suspense>
      )}
      <SessionContext.Provider value={session ?? (identityWanted ? LOADING_SESSION : SIGNED_OUT_SESSION)}>
        <SWRConfig
          value={{
            fetcher: (key: string) => api.get(key),
            revalidateOnFocus: false,
            // client mistakes, sign-in and inactive answers do not get better by asking again
            shouldRetryOnError: (error) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500,
            errorRetryCount: 2,
          }}
        >
          {children}
          {session?.isAuthenticated && (
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          )}
        </SWRConfig>
      </SessionContext.Provider>
    </ChakraProvider>
  );
}
