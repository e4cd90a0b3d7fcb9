import { Button, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { UserProfile } from '@app/shared/contracts/users';
import { useRef, useState, type ChangeEvent } from 'react';
import { UserAvatar } from '../../../components/user-avatar';
import { messageOf } from '../../../lib/api-client';
import { deleteProfilePicture } from '../api/delete-profile-picture';
import { checkPicture, uploadProfilePicture } from '../api/upload-profile-picture';
import { ErrorAlert } from '../../../components/error-alert';

/** Upload (checked here as on the server: 5 MB, JPEG/PNG/GIF/WebP) or remove the picture. */
export function ProfilePicture({ profile }: { profile: UserProfile }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove'>();
  const [error, setError] = useState<string>();

  const run = async (kind: 'upload' | 'remove', action: () => Promise<unknown>) => {
    setBusy(kind);
    setError(undefined);
    try {
      await action();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(undefined);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkPicture(file);
    if (problem) {
      setError(problem);
      return;
    }
    void run('upload', () => uploadProfilePicture(file));
  };

  return (
    <Stack gap="3">
      <Flex align="center" gap="5" wrap="wrap">
        <UserAvatar name={profile.name ?? profile.email} pictureUrl={profile.profile_picture_url} size="xl" />
        <Stack gap="2">
          <Flex gap="2" wrap="wrap">
            <VisuallyHidden asChild>
              <input
                ref={input}
                id="profile-picture-file"
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp"
                onChange={onFile}
                aria-label="Profile picture file"
                tabIndex={-1}
              />
            </VisuallyHidden>
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={busy === 'upload'} loadingText="Uploading…" disabled={Boolean(busy)}>
              {profile.profile_picture_url ? 'Change picture' : 'Upload picture'}
            </Button>
            {profile.profile_picture_url && (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => void run('remove', deleteProfilePicture)} loading={busy === 'remove'} loadingText="Removing…" disabled={Boolean(busy)}>
                Remove picture
              </Button>
            )}
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            JPEG, PNG, GIF or WebP, up to 5 MB.
          </Text>
        </Stack>
      </Flex>
      {error && (
        <ErrorAlert>{error}</ErrorAlert>
      )}
    </Stack>
  );
}
