import { createSlotRecipeContext, type AvatarRootProps, type HTMLChakraProps } from '@chakra-ui/react';
import { useState } from 'react';

// Chakra's Avatar runs zag's avatar machine (and its runtime, ~8 kB of JS gzip on a page that has
// no other zag component) to show the picture once it has loaded; an image's load and error
// events say as much. The elements are styled by the theme's avatar recipe, as Chakra's are.
const { withProvider, withContext } = createSlotRecipeContext({ key: 'avatar' });
const AvatarRoot = withProvider<HTMLDivElement, HTMLChakraProps<'div'> & Pick<AvatarRootProps, 'size'>>('div', 'root');
const AvatarFallback = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'fallback');
const AvatarImage = withContext<HTMLImageElement, HTMLChakraProps<'img'>>('img', 'image', {
  defaultProps: { draggable: false, referrerPolicy: 'no-referrer' },
});

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

/** The profile picture, or the initials when there is none, until it has loaded, and when it fails to load. */
export function UserAvatar({ name, pictureUrl, size = 'md' }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const showPicture = Boolean(pictureUrl) && failed !== pictureUrl;
  const pictureLoaded = showPicture && loaded === pictureUrl;
  return (
    <AvatarRoot size={size} colorPalette="blue" data-testid="user-avatar">
      <AvatarFallback hidden={pictureLoaded}>{initialsOf(name)}</AvatarFallback>
      {showPicture && (
        <AvatarImage
          src={pictureUrl!}
          alt={name ? `${name}` : 'Profile picture'}
          hidden={!pictureLoaded}
          onLoad={() => setLoaded(pictureUrl!)}
          onError={() => setFailed(pictureUrl!)}
        />
      )}
    </AvatarRoot>
  );
}
