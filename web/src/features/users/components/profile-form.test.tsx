import type { UserProfile } from '@app/shared/contracts/users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, stubApi } from '../../../testing/api-stub';
import { aProfile } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { SessionProbe, sessionProfileText } from '../../../testing/session-probe';
import { countryOfBrowser, ProfileForm } from './profile-form';

function renderForm(me: UserProfile) {
  return renderWithProviders(
    <>
      <SessionProbe />
      <ProfileForm profile={me} />
    </>,
    { me, route: '/profile' },
  );
}

/** What the rest of the app (top bar, account flow) reads from the session cache. */
const cached = () => sessionProfileText(screen);
const saveButton = () => screen.getByRole('button', { name: /Save profile|Saving/ });

describe('ProfileForm', () => {
  it("shows the pending save, then the server's error with its reference, keeping what the director typed", async () => {
    const answer = deferred<Response>();
    const api = stubApi({ 'PATCH /users/me': () => answer.promise });
    const { user } = renderForm(aProfile({ name: 'Alex Rivera' }));

    const name = screen.getByRole('textbox', { name: /Your name/ });
    await user.clear(name);
    await user.type(name, 'Jordan Lee');
    await user.click(saveButton());

    // pending: the button says so and cannot be pressed again; the rest of the app already shows the new name
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(true));
    expect(within(saveButton()).getByText('Saving…')).toBeInTheDocument();
    expect(cached()).toBe('Jordan Lee | complete | subscribed');
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([
      expect.objectContaining({
        path: '/users/me',
        body: {
          name: 'Jordan Lee',
          school_name: 'Lincoln High School',
          state: 'Oregon',
          country: 'United States',
          rotation_years: 4,
        },
      }),
    ]);

    answer.resolve(
      apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.', 'dRx3ZjE0IAMEbwQ='),
    );

    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Reference: dRx3ZjE0IAMEbwQ=')).toBeInTheDocument();
    expect((name as HTMLInputElement).value).toBe('Jordan Lee');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Profile saved.')).not.toBeInTheDocument();
    // the optimistic name is rolled back: the server did not save it
    expect(cached()).toBe('Alex Rivera | complete | subscribed');

    // typing again clears the error
    await user.type(name, '!');
    expect(screen.queryByText('Something went wrong on our side. Please try again.')).not.toBeInTheDocument();
  });

  it("saves, says so, and keeps the server's answer as the profile", async () => {
    stubApi({
      'PATCH /users/me': ({ body }: { body: unknown }) => ({ ...aProfile(), ...(body as object), name: 'Jordan Lee' }),
    });
    const { user } = renderForm(aProfile({ name: 'Alex Rivera' }));

    const name = screen.getByRole('textbox', { name: /Your name/ });
    await user.clear(name);
    await user.type(name, '  Jordan Lee ');
    await user.click(saveButton());

    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(cached()).toBe('Jordan Lee | complete | subscribed');
  });

  it('saves the rotation the director chooses, 0 turning it off', async () => {
    const api = stubApi({
      'PATCH /users/me': ({ body }: { body: unknown }) => ({ ...aProfile(), ...(body as object) }),
    });
    const { user } = renderForm(aProfile({ rotation_years: 4 }));

    const rotation = screen.getByRole('combobox', { name: 'Rotation' });
    expect(rotation).toHaveDisplayValue('4 years (default)');
    await user.selectOptions(rotation, 'Off: the assistant may suggest anything');
    await user.click(saveButton());

    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ rotation_years: 0 });
  });

  it('does not show a new director as complete before the server has saved the profile', async () => {
    const answer = deferred<Response>();
    stubApi({ 'PATCH /users/me': () => answer.promise });
    const { user } = renderForm(aProfile({ name: null, school_name: null, state: null, country: null }));

    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Jordan Lee');
    await user.type(screen.getByRole('textbox', { name: /School or organization/ }), 'Lincoln High School');
    await user.type(screen.getByRole('textbox', { name: /State or region/ }), 'Oregon');
    // the country is offered from the browser's language (en-US here)
    expect(screen.getByRole('textbox', { name: /Country/ })).toHaveValue(countryOfBrowser());
    await user.clear(screen.getByRole('textbox', { name: /Country/ }));
    await user.type(screen.getByRole('textbox', { name: /Country/ }), 'United States');
    await user.click(saveButton());

    // the account flow would send a complete profile on to /payment: it must wait for the answer
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(true));
    expect(cached()).toBe('no name | incomplete | subscribed');

    answer.resolve(apiError(503, 'UNAVAILABLE', 'Podium is busy. Please try again in a minute.'));
    expect(await screen.findByText('Podium is busy. Please try again in a minute.')).toBeInTheDocument();
    expect(screen.queryByText(/Reference:/)).not.toBeInTheDocument();
    expect(cached()).toBe('no name | incomplete | subscribed');
  });
});

describe('countryOfBrowser', () => {
  it("names the region of the browser's language, and nothing for a language without one", () => {
    expect(countryOfBrowser('en-US')).toBe('United States');
    expect(countryOfBrowser('de-DE')).toBe('Germany');
    expect(countryOfBrowser('en')).toBe('');
    expect(countryOfBrowser('not a language')).toBe('');
    expect(countryOfBrowser('')).toBe('');
  });
});
