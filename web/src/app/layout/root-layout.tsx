import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { Outlet, useNavigate } from 'react-router-dom';
import { BUILDER_BAR_HEIGHT, BuilderBar } from '../../features/programs/components/builder-bar';
import { setApiNavigator } from '../../lib/api-client';
import { useMe } from '../../lib/me';
import { SIDEBAR_WIDTH, Sidebar } from './sidebar';
import { TopBar } from './top-bar';

const AccountFlow = lazy(() => import('../account-flow'));

const COLLAPSED_KEY = 'podium.sidebarCollapsed';
/** Spec §4.7 / §9: the access token is refreshed every 30 minutes. */
const REFRESH_EVERY_MS = 30 * 60 * 1000;

/** The default layout: top bar for everyone; sidebar, account flow, terms and the Program Builder for signed-in users. */
export function RootLayout() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { data: profile } = useMe(auth.isAuthenticated);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');

  useEffect(() => setApiNavigator((path) => navigate(path)), [navigate]);

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
  const user = signedIn
    ? { name: profile?.name ?? auth.user?.profile.name ?? null, email: profile?.email ?? auth.user?.profile.email ?? null, pictureUrl: profile?.profile_picture_url ?? null }
    : undefined;

  return (
    <Box minH="100vh" bg="gray.50">
      <TopBar user={user} />
      {signedIn && <Sidebar collapsed={collapsed} onToggle={toggle} />}
      <Box
        as="main"
        pt="16"
        pb={signedIn ? BUILDER_BAR_HEIGHT : '0'}
        ml={signedIn ? { base: '0', md: collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded } : '0'}
        transition="margin-left 0.2s"
      >
        <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
          <Outlet />
        </Box>
      </Box>
      {auth.isAuthenticated && (
        <Suspense fallback={null}>
          <AccountFlow />
        </Suspense>
      )}
      {signedIn && <BuilderBar />}
    </Box>
  );
}
