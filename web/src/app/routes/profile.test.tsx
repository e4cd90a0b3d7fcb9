import { screen, waitFor, within } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { meKey } from '../../lib/me';
import { apiError, stubApi } from '../../testing/api-stub';
import { aProfile } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import ProfileRoute from './profile';

/** What makes the page ask for the profile again (a focus, another tab's change…). */
function RefreshProfile() {
  const { mutate } = useSWRConfig();
  return (
    <button type="button" onClick={() => void mutate(meKey)}>
      Refresh the profile
    </button>
  );
}

const offline = () => {
  throw new TypeError('Failed to fetch');
};

describe('the profile page', () => {
  it('keeps the page and what was typed when a refresh of the profile fails on the network, with Retry', async () => {
    const me = aProfile({ name: 'Alex Rivera' });
    const { user } = renderWithProviders(
      <>
        <RefreshProfile />
        <ProfileRoute />
      </>,
      { me, route: '/profile' },
    );
    const name = await screen.findByRole('textbox', { name: /Your name/ });
    await user.clear(name);
    await user.type(name, 'Jordan Lee');

    const api = stubApi({ 'GET /users/me': offline });
    await user.click(screen.getByRole('button', { name: 'Refresh the profile' }));

    await screen.findByText('Your profile could not be refreshed.');
    expect(screen.getByText('Could not reach Podium. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Your name/ }).value).toBe('Jordan Lee');
    expect(screen.getByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();

    // Retry asks again; once the network is back the notice goes and the typing stays
    api.on({ 'GET /users/me': me });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Your profile could not be refreshed.')).not.toBeInTheDocument());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Your name/ }).value).toBe('Jordan Lee');
  });

  it('says the profile could not be loaded, with Retry, when there is nothing to show yet', async () => {
    const me = aProfile();
    const api = stubApi({ 'GET /users/me': offline });
    const { user } = renderWithProviders(<ProfileRoute />, { route: '/profile' });

    await screen.findByText('Your profile could not be loaded.');
    api.on({ 'GET /users/me': me });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Your Profile' });
  });

  it.each([
    [405, 'Something went wrong. Please reload the page and try again.'],
    [500, 'Something went wrong on our side. Please try again.'],
  ])('a save answered %i shows under the form, which keeps the page and what was typed', async (status, said) => {
    const me = aProfile({ name: 'Alex Rivera' });
    const api = stubApi({
      'PATCH /users/me': apiError(status, status === 405 ? 'METHOD_NOT_ALLOWED' : 'INTERNAL_ERROR', said),
    });
    const { user } = renderWithProviders(<ProfileRoute />, { me, route: '/profile' });
    const name = await screen.findByRole('textbox', { name: /Your name/ });
    await user.clear(name);
    await user.type(name, 'Jordan Lee');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    const form = screen.getByRole('form', { name: 'Profile' });
    await within(form).findByText(said);
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.queryByText('Your profile could not be loaded.')).not.toBeInTheDocument();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Your name/ }).value).toBe('Jordan Lee');
  });
});
