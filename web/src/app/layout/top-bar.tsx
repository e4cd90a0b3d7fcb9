import { Box, Button, Flex, Text, useBreakpointValue } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LogoMark } from '../../components/logo';
import { paths } from '../../config/paths';
import { saveReturnPath, useSession } from '../../lib/session';
import type { TopBarUser } from './avatar-button';

// signed-in parts (menus, drawer) load only when used
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(loadAccountMenu);
const preloadAccountMenu = () => void loadAccountMenu().catch(() => undefined);
const AvatarButton = lazy(() => import('./avatar-button').then((module) => ({ default: module.AvatarButton })));
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

/** `withNavigation` false: no menu of the app's pages (the inactive-account page). */
export function TopBar({ user, withNavigation = true }: { user: TopBarUser | undefined; withNavigation?: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // the drawer menu is for small screens; wide ones have the sidebar and never load it
  const smallScreen = useBreakpointValue({ base: true, md: false }, { ssr: false });
  const [menuWanted, setMenuWanted] = useState(false);
  const name = user?.name ?? session.user?.profile.name;

  const signIn = () => {
    if (location.pathname !== paths.home.path) saveReturnPath(`${location.pathname}${location.search}`);
    navigate(paths.login.getHref());
  };

  return (
    <Flex
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      height="16"
      align="center"
      justify="space-between"
      px={{ base: '3', md: '6' }}
      borderBottomWidth="1px"
      bg="bg"
      zIndex="sticky"
    >
      <Flex align="center" gap="2">
        {user && withNavigation && smallScreen && (
          <Suspense fallback={null}>
            <MobileMenu />
          </Suspense>
        )}
        <RouterLink to={paths.dashboard.getHref()} aria-label="Podium, go to the dashboard">
          <Flex align="center" gap="2">
            <LogoMark size={32} />
            <Text fontWeight="bold" fontSize="lg" color="gray.800">
              Podium
            </Text>
          </Flex>
        </RouterLink>
      </Flex>
      <Box>
        {session.isAuthenticated ? (
          menuWanted ? (
            <Suspense fallback={<AvatarButton name={name} pictureUrl={user?.pictureUrl} />}>
              <AccountMenu user={user} name={name} openAtOnce />
            </Suspense>
          ) : (
            <Suspense fallback={null}>
              <AvatarButton
                name={name}
                pictureUrl={user?.pictureUrl}
                onPointerEnter={preloadAccountMenu}
                onFocus={preloadAccountMenu}
                onClick={() => setMenuWanted(true)}
              />
            </Suspense>
          )
        ) : (
          !session.isLoading && (
            <Button colorPalette="blue" onClick={signIn}>
              Sign in
            </Button>
          )
        )}
      </Box>
    </Flex>
  );
}
