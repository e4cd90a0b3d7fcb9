import type { TermsStatus, UserProfile } from '@app/shared/contracts/users';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, stubApi } from '../../testing/api-stub';
import { aProfile } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import ProfileRoute from '../routes/profile';
import { RootLayout } from './root-layout';

afterEach(() => localStorage.clear());

const terms = (needsAcceptance: boolean): TermsStatus => ({
  needs_acceptance: needsAcceptance,
  update_available: false,
  terms_accepted: !needsAcceptance,
  privacy_policy_accepted: !needsAcceptance,
  accepted_terms_version: needsAcceptance ? null : '1.0',
  accepted_privacy_policy_version: needsAcceptance ? null : '1.0',
  current_terms_version: '1.0',
  current_privacy_version: '1.0',
});

/** The signed-in shell at `route` for `me`, with a page that says it has rendered. */
function renderShell(me: UserProfile, route: string, needsTerms = false) {
  stubApi({ 'GET /users/me/terms-status': terms(needsTerms), 'GET /programs': [], 'GET /ensembles': [] });
  return renderWithProviders(null, {
    me,
    route,
    routes: [{ element: <RootLayout />, children: [{ path: '*', element: <h1>The page</h1> }] }],
  });
}

/** Long enough for the bar's lazy module and the account's answers to arrive. */
const settled = () =>
  waitFor(() => expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).toBeInTheDocument());

describe('the Program Builder bar in the signed-in shell', () => {
  it('shows on the pages of a set-up account', async () => {
    renderShell(aProfile(), '/library');
    expect(await screen.findByTestId('builder-bar')).toBeInTheDocument();
  });

  it('stays, with the profile form, when saving the profile answers 405', async () => {
    const api = stubApi({
      'GET /users/me/terms-status': terms(false),
      'GET /programs': [],
      'GET /ensembles': [],
      'PATCH /users/me': apiError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed'),
    });
    const { user } = renderWithProviders(null, {
      me: aProfile(),
      route: '/profile',
      routes: [{ element: <RootLayout />, children: [{ path: '*', element: <ProfileRoute /> }] }],
    });
    expect(await screen.findByTestId('builder-bar')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    await screen.findByText('Something went wrong. Please reload the page and try again.');
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true);
    expect(screen.getByRole('form', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByTestId('builder-bar')).toBeInTheDocument();
  });

  it('stays when the profile cannot be loaded at all (a reload answered 405), beside the page’s Retry', async () => {
    stubApi({
      'GET /users/me': apiError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed'),
      'GET /users/me/terms-status': terms(false),
      'GET /programs': [],
      'GET /ensembles': [],
    });
    renderWithProviders(null, {
      auth: { isAuthenticated: true },
      route: '/profile',
      routes: [{ element: <RootLayout />, children: [{ path: '*', element: <ProfileRoute /> }] }],
    });
    await screen.findByText('Your profile could not be loaded.');
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(await screen.findByTestId('builder-bar')).toBeInTheDocument();
  });

  it('does not show on a new account’s profile page', async () => {
    renderShell(aProfile({ name: null, school_name: null }), '/profile?newUser=true');
    await settled();
    await screen.findByRole('heading', { name: 'The page' });
    expect(screen.queryByTestId('builder-bar')).not.toBeInTheDocument();
  });

  it('does not show on the subscription page of an account without one', async () => {
    renderShell(aProfile({ has_subscription: false }), '/payment?newUser=true');
    await settled();
    expect(screen.queryByTestId('builder-bar')).not.toBeInTheDocument();
  });

  it('does not show while the terms are to be accepted', async () => {
    renderShell(aProfile(), '/dashboard', true);
    await screen.findByRole('button', { name: 'Accept & Continue' }); // the blocking terms dialog
    await settled();
    expect(screen.queryByTestId('builder-bar')).not.toBeInTheDocument();
  });
});
