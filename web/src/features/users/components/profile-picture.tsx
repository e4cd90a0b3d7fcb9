import { Button, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { UserProfile } from '@app/shared/contracts/users';
import { useRef, useState, type ChangeEvent } from 'react';
import { useSWRConfig } from 'swr';
import { ErrorAlert } from '../../../components/error-alert';
import { UserAvatar } from '../../../components/user-avatar';
import { meKey } from '../../../lib/me';
import { deleteProfilePicture } from '../api/delete-profile-picture';
import { checkPicture, uploadProfilePicture } from '../api/upload-profile-picture';

/** Upload (checked here as on the server: 5 MB, JPEG/PNG/GIF/WebP) or remove the picture. */
export function ProfilePicture({ profile }: { profile: UserProfile }) {
  const input = useRef<HTMLInputElement>(null);
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<'upload' | 'remove'>();
  // a file refused here, before anything is sent; `failure` is the server's answer
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<unknown>();

  const clear = () => {
    setProblem(undefined);
    setFailure(undefined);
  };

  /** Sends the change; the profile it answers with becomes the cached profile (this page, the top bar). */
  const send = async (action: 'upload' | 'remove', change: () => Promise<UserProfile>) => {
    setBusy(action);
    try {
      await mutate(meKey, await change(), { revalidate: false });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(undefined);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    clear();
    const refused = checkPicture(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    void send('upload', () => uploadProfilePicture(file));
  };
  const onRemove = () => {
    clear();
    void send('remove', deleteProfilePicture);
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
            <Button
              size="sm"
              variant="outline"
              onClick={() => input.current?.click()}
              loading={busy === 'upload'}
              loadingText="Uploading…"
              disabled={Boolean(busy)}
            >
              {profile.profile_picture_url ? 'Change picture' : 'Upload picture'}
            </Button>
            {profile.profile_picture_url && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={onRemove}
                loading={busy === 'remove'}
                loadingText="Removing…"
                disabled={Boolean(busy)}
              >
                Remove picture
              </Button>
            )}
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            JPEG, PNG, GIF or WebP, up to 5 MB.
          </Text>
        </Stack>
      </Flex>
      {problem ? <ErrorAlert>{problem}</ErrorAlert> : failure !== undefined && <ErrorAlert error={failure} />}
    </Stack>
  );
}
