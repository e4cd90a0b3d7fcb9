import { Button, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { initialsOf, UserAvatar } from '../../components/user-avatar';

export interface TopBarUser {
  name: string | null;
  email: string | null;
  pictureUrl: string | null;
}

/**
 * The signed-in director's avatar in the top bar, labelled with their initials. The account menu
 * it opens loads on first use (the menu machinery is ~19 kB gzip most visits never need).
 */
export const AvatarButton = forwardRef<
  HTMLButtonElement,
  ButtonProps & { name: string | null | undefined; pictureUrl: string | null | undefined }
>(function AvatarButton({ name, pictureUrl, ...props }, ref) {
  return (
    <Button
      ref={ref}
      variant="ghost"
      px="1"
      borderRadius="full"
      aria-label={`Account menu, ${initialsOf(name)}`}
      aria-haspopup="menu"
      {...props}
    >
      <UserAvatar name={name} pictureUrl={pictureUrl} size="sm" />
    </Button>
  );
});
