import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { AvatarButton, type TopBarUser } from './avatar-button';

/**
 * The history state of the home page after Sign out: while `pending`, the home page ends the
 * session (once the signed-in page has gone, so it does not send the director to sign in again);
 * then it offers the identity provider's own sign-out for a shared computer.
 */
export interface SignedOutState {
  signedOut: { pending: boolean; idTokenHint?: string };
}

/**
 * The avatar menu of a signed-in director: Your Profile and Sign out. Sign out ends the session
 * here without a round trip to the identity provider (spec §4.8).
 */
export default function AccountMenu({ user, openAtOnce = false }: { user: TopBarUser | undefined; openAtOnce?: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const name = user?.name ?? session.user?.profile.name;

  const signOut = () => {
    navigate(paths.home.getHref(), { state: { signedOut: { pending: true, idTokenHint: session.user?.id_token } } satisfies SignedOutState });
  };

  return (
    <Menu.Root defaultOpen={openAtOnce} positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => (value === 'profile' ? navigate(paths.profile.getHref()) : signOut())}>
      <Menu.Trigger asChild>
        <AvatarButton name={name} pictureUrl={user?.pictureUrl} />
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
  );
}
