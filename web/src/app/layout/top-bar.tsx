import { Box, Button, Flex, Menu, Portal, Text } from '@chakra-ui/react';
import { useAuth } from 'react-oidc-context';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LogoMark } from '../../components/logo';
import { paths } from '../../config/paths';
import { initialsOf, UserAvatar } from '../../components/user-avatar';
import { saveReturnPath } from '../../lib/auth';
import { MobileMenu } from './mobile-menu';

export interface TopBarUser {
  name: string | null;
  email: string | null;
  pictureUrl: string | null;
}

export function TopBar({ user }: { user: TopBarUser | undefined }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  const signIn = () => {
    if (location.pathname !== paths.home.path) saveReturnPath(`${location.pathname}${location.search}`);
    navigate(paths.login.getHref());
  };
  const signOut = () => {
    void auth.signoutRedirect().catch((error: unknown) => {
      console.error('[auth] sign-out redirect failed', error);
      void auth.removeUser().then(() => navigate(paths.home.getHref()));
    });
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
        {user && <MobileMenu />}
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
        {auth.isAuthenticated ? (
          <Menu.Root
            positioning={{ placement: 'bottom-end' }}
            onSelect={({ value }) => (value === 'profile' ? navigate(paths.profile.getHref()) : signOut())}
          >
            <Menu.Trigger asChild>
              <Button variant="ghost" px="1" borderRadius="full" aria-label={`Account menu, ${initialsOf(user?.name ?? auth.user?.profile.name)}`}>
                <UserAvatar name={user?.name ?? auth.user?.profile.name} pictureUrl={user?.pictureUrl} size="sm" />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="48">
                  {(user?.name || user?.email) && (
                    <Box px="2" py="1.5" borderBottomWidth="1px" mb="1">
                      {user.name && <Text fontWeight="medium">{user.name}</Text>}
                      {user.email && (
                        <Text fontSize="sm" color="fg.muted">
                          {user.email}
                        </Text>
                      )}
                    </Box>
                  )}
                  <Menu.Item value="profile">Your Profile</Menu.Item>
                  <Menu.Item value="sign-out">Sign out</Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        ) : (
          !auth.isLoading && (
            <Button colorPalette="blue" onClick={signIn}>
              Sign in
            </Button>
          )
        )}
      </Box>
    </Flex>
  );
}
