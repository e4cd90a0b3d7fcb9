import { ChakraProvider } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { SWRConfig } from 'swr';
import { Toaster } from '../components/toaster';
import { ApiError, api } from '../lib/api-client';
import { createUserManager } from '../lib/auth';
import type { AppConfig } from '../lib/config';
import { system } from './theme';

/** After the redirect back from the identity provider: drop code and state from the address. */
const onSigninCallback = () => {
  window.history.replaceState(window.history.state, document.title, window.location.pathname);
};

export function AppProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  const userManager = useMemo(() => createUserManager(config), [config]);
  return (
    <ChakraProvider value={system}>
      <AuthProvider userManager={userManager} onSigninCallback={onSigninCallback}>
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
          <Toaster />
        </SWRConfig>
      </AuthProvider>
    </ChakraProvider>
  );
}
