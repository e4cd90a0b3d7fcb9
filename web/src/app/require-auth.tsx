import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../components/loading';
import { paths } from '../config/paths';
import { saveReturnPath, useSession } from '../lib/session';

/** Pages for signed-in directors: everyone else signs in first and comes back here. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = !auth.isLoading && !auth.isAuthenticated;

  useEffect(() => {
    if (!signedOut) return;
    saveReturnPath(`${location.pathname}${location.search}`);
    navigate(paths.login.getHref(), { replace: true });
  }, [signedOut, location.pathname, location.search, navigate]);

  if (!auth.isAuthenticated) return <PageLoading label="Checking your sign-in" />;
  return children;
}
