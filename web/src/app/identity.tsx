import { useEffect, useMemo, useRef, useState } from 'react';
import { AuthProvider, hasAuthParams, useAuth } from 'react-oidc-context';
import { createUserManager } from '../lib/auth';
import type { SpaConfig } from '@app/shared/spa-config';
import { forgetSession, rememberSession, sessionRemembered, type Session } from '../lib/session';

/** After the redirect back from the identity provider: drop code and state from the address. */
const onSigninCallback = () => {
  window.history.replaceState(window.history.state, document.title, window.location.pathname);
};

/**
 * Sessions on top of react-oidc-context: a redirect back is handled by its provider; otherwise,
 * when a session was remembered but none is stored here, a silent session check asks the identity
 * provider (no page, no click). Until it answers the session reads as loading, so no page sends
 * the director to sign in meanwhile. A failed check (login_required…) forgets the session
 * locally, without a redirect.
 */
function SessionBridge({ onSession }: { onSession: (session: Session) => void }) {
  const auth = useAuth();
  const [checking, setChecking] = useState(() => sessionRemembered() && !hasAuthParams());
  const checkStarted = useRef(false);

  useEffect(() => {
    if (auth.isLoading || !checking || checkStarted.current) return;
    checkStarted.current = true;
    if (auth.isAuthenticated) {
      setChecking(false);
      return;
    }
    auth
      .signinSilent()
      .catch(async (error: unknown) => {
        console.info('[auth] silent session check: not signed in at the identity provider', error);
        forgetSession();
        await auth.removeUser();
      })
      .finally(() => setChecking(false));
  }, [auth, checking]);

  useEffect(() => {
    if (auth.isAuthenticated) rememberSession();
  }, [auth.isAuthenticated, auth.user]);

  useEffect(() => onSession({ ...auth, isLoading: auth.isLoading || checking }), [auth, checking, onSession]);
  return null;
}

/**
 * The identity library, loaded only once a page needs the session (app/provider.tsx). It renders
 * nothing itself: the session it keeps reaches the pages through `onSession`, so the pages are
 * not mounted again when it arrives.
 */
export default function IdentityProvider({
  config,
  onSession,
}: {
  config: SpaConfig;
  onSession: (session: Session) => void;
}) {
  const userManager = useMemo(() => createUserManager(config), [config]);
  return (
    <AuthProvider userManager={userManager} onSigninCallback={onSigninCallback}>
      <SessionBridge onSession={onSession} />
    </AuthProvider>
  );
}
