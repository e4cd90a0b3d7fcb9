import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, stubApi } from '../../../testing/api-stub';
import { aProfile } from '../../../testing/fixtures';
import { useMe } from '../../../lib/me';
import { renderWithProviders } from '../../../testing/render';
import { ProfilePicture } from './profile-picture';

/** The picture of the cached session profile, as the profile page shows it. */
function SessionPicture() {
  const { data } = useMe();
  return data ? <ProfilePicture profile={data} /> : null;
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('ProfilePicture', () => {
  it('refuses a file of another type before sending anything', async () => {
    const api = stubApi();
    renderWithProviders(<ProfilePicture profile={aProfile()} />, { me: aProfile(), route: '/profile' });
    // the file dialog's type filter is a hint a director can switch off: the check must not rely on it
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      screen.getByLabelText('Profile picture file'),
      new File(['notes'], 'notes.txt', { type: 'text/plain' }),
    );

    expect(
      await screen.findByText('Invalid file type. Only JPEG, PNG, GIF, and WebP are allowed.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the upload pending, then the server error with its reference', async () => {
    const answer = deferred<Response>();
    const api = stubApi({ 'POST /users/me/profile-picture': () => answer.promise });
    const { user } = renderWithProviders(<ProfilePicture profile={aProfile()} />, {
      me: aProfile(),
      route: '/profile',
    });

    await user.upload(screen.getByLabelText('Profile picture file'), png());

    await waitFor(() => expect(screen.getByRole('button', { name: /Upload/ }).hasAttribute('disabled')).toBe(true));
    const sent = api.calls.find((c) => c.method === 'POST')?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(((sent as FormData).get('file') as File).name).toBe('me.png');

    answer.resolve(apiError(500, 'INTERNAL_ERROR', 'The picture could not be stored.', 'req-pic-3'));

    expect(await screen.findByText('The picture could not be stored.')).toBeInTheDocument();
    expect(screen.getByText('Reference: req-pic-3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload picture' }).hasAttribute('disabled')).toBe(false);
  });

  it('caches the profile each change answers with: an uploaded picture can be removed, a removed one uploaded again', async () => {
    const withPicture = aProfile({ profile_picture_url: 'https://cdn.example.test/pictures/me.png' });
    const removal = deferred<unknown>();
    stubApi({
      'POST /users/me/profile-picture': withPicture,
      'DELETE /users/me/profile-picture': () => removal.promise,
    });
    const { user } = renderWithProviders(<SessionPicture />, { me: aProfile(), route: '/profile' });

    await user.upload(await screen.findByLabelText('Profile picture file'), png());

    const remove = await screen.findByRole('button', { name: 'Remove picture' });
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeInTheDocument();

    await user.click(remove);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Remove|Removing/ }).hasAttribute('disabled')).toBe(true),
    );
    expect(screen.getByText('Removing…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Change picture/ }).hasAttribute('disabled')).toBe(true);

    removal.resolve(aProfile());

    expect(await screen.findByRole('button', { name: 'Upload picture' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove picture/ })).not.toBeInTheDocument();
  });
});
