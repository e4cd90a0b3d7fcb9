import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSignOut } from '../sign-out';
import { AvatarButton, type TopBarUser } from './avatar-button';

/**
 * The avatar menu of a signed-in director: Your Profile and Sign out. Sign out ends the session
 * here without a round trip to the identity provider.
 */
export default function AccountMenu({
  user,
  name,
  openAtOnce = false,
}: {
  user: TopBarUser | undefined;
  name: string | undefined;
  openAtOnce?: boolean;
}) {
  const navigate = useNavigate();
  const signOut = useSignOut();

  return (
    <Menu.Root
      defaultOpen={openAtOnce}
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => (value === 'profile' ? navigate(paths.profile.getHref()) : signOut())}
    >
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
