import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';

/**
 * The history state of the home page after Sign out: while `pending`, the home page ends the
 * session (once the signed-in page has gone, so it does not send the director to sign in again);
 * then it offers the identity provider's own sign-out for a shared computer.
 */
export interface SignedOutState {
  signedOut: { pending: boolean; idTokenHint?: string };
}

/** Sign out here, without a round trip to the identity provider: home, which ends the session. */
export function useSignOut(): () => void {
  const session = useSession();
  const navigate = useNavigate();
  return () => {
    navigate(paths.home.getHref(), {
      state: { signedOut: { pending: true, idTokenHint: session.user?.id_token } } satisfies SignedOutState,
    });
  };
}
