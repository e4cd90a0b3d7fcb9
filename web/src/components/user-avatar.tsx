import { Avatar } from '@chakra-ui/react';
import { useState } from 'react';

export interface UserAvatarProps {
  name: string | null | undefined;
  pictureUrl?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

export const initialsOf = (name: string | null | undefined): string => {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return '?';
  const first = parts[0]![0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]![0]! : '';
  return (first + last).toUpperCase();
};

/** The profile picture, or the initials when there is none or it fails to load. */
export function UserAvatar({ name, pictureUrl, size = 'md' }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPicture = Boolean(pictureUrl) && failed !== pictureUrl;
  return (
    <Avatar.Root size={size} colorPalette="blue" data-testid="user-avatar">
      <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
      {showPicture && (
        <Avatar.Image
          src={pictureUrl!}
          alt={name ? `${name}` : 'Profile picture'}
          onError={() => setFailed(pictureUrl!)}
        />
      )}
    </Avatar.Root>
  );
}
