import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { isProfileComplete } from '@app/shared/domain/account';
import { isSessionPath, paths } from '../../config/paths';
import { useTermsStatus } from '../../features/users/api/get-terms-status';
import { BUILDER_BAR_HEIGHT } from '../../features/programs/components/builder/builder-bar-height';
import { setApiNavigator } from '../../lib/api-client';
import { useMe } from '../../lib/me';
import { useSession, wantIdentity } from '../../lib/session';
import { ScrollRestoration } from './scroll-restoration';
import { SIDEBAR_WIDTH } from './sidebar-width';
import { TopBar } from './top-bar';

// the signed-in shell loads only for signed-in directors: a first visit to the home page skips it
const AccountFlow = lazy(() => import('../account-flow'));
const Sidebar = lazy(() => import('./sidebar').then((module) => ({ default: module.Sidebar })));
const BuilderBar = lazy(() =>
  import('../../features/programs/components/builder/builder-bar').then((module) => ({ default: module.BuilderBar })),
);

const COLLAPSED_KEY = 'podium.sidebarCollapsed';
/** The access token is refreshed every 30 minutes. */
const REFRESH_EVERY_MS = 30 * 60 * 1000;

/** The default layout: top bar for everyone; sidebar, account flow, terms and the Program Builder for signed-in users. */
export function RootLayout() {
  const auth = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: profile, error: profileError } = useMe(auth.isAuthenticated);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');

  useEffect(() => setApiNavigator((path) => navigate(path)), [navigate]);

  useEffect(() => {
    if (isSessionPath(pathname)) wantIdentity();
  }, [pathname]);

  useEffect(() => {
    if (!auth.isAuthenticated) return;
    const timer = setInterval(() => {
      auth.signinSilent().catch((error: unknown) => console.warn('[auth] token refresh failed', error));
    }, REFRESH_EVERY_MS);
    return () => clearInterval(timer);
  }, [auth, auth.isAuthenticated]);

  const toggle = () => {
    setCollapsed((was) => {
      localStorage.setItem(COLLAPSED_KEY, was ? '0' : '1');
      return !was;
    });
  };

  const signedIn = auth.isAuthenticated;
  // an inactive account gets the top bar only: nothing else of the account can be opened
  const withShell = signedIn && pathname !== paths.inactiveAccount.path;
  // A new account's first pages (its profile, the subscription, the terms) come before any program:
  // the Program Builder's bar shows once the account is set up (the terms asked with the account
  // flow's own request).
  // A profile that could not be loaded at all says nothing of the account: the bar stays (the page says
  // what failed), as it does for any other page that fails.
  const accountSetUp = profile ? isProfileComplete(profile) && profile.has_subscription : profileError !== undefined;
  const terms = useTermsStatus(withShell && accountSetUp);
  const withBuilder = withShell && accountSetUp && terms.data?.needs_acceptance !== true;
  const user = signedIn
    ? {
        name: profile?.name ?? auth.user?.profile.name ?? null,
        email: profile?.email ?? auth.user?.profile.email ?? null,
        pictureUrl: profile?.profile_picture_url ?? null,
      }
    : undefined;

  return (
    <Box minH="100vh" bg="gray.50">
      <ScrollRestoration />
      <TopBar user={user} withNavigation={withShell} />
      {withShell && (
        <Suspense fallback={null}>
          <Sidebar collapsed={collapsed} onToggle={toggle} />
        </Suspense>
      )}
      <Box
        as="main"
        pt="16"
        pb={withBuilder ? BUILDER_BAR_HEIGHT : '0'}
        ml={withShell ? { base: '0', md: collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded } : '0'}
        transition="margin-left 0.2s"
      >
        <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
          <Outlet />
        </Box>
      </Box>
      {withShell && (
        <Suspense fallback={null}>
          <AccountFlow />
        </Suspense>
      )}
      {withBuilder && (
        <Suspense fallback={null}>
          <BuilderBar />
        </Suspense>
      )}
    </Box>
  );
}
