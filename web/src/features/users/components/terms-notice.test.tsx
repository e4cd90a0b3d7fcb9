import type { TermsStatus } from '@app/shared/contracts/users';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi, type StubRequest } from '../../../testing/api-stub';
import { aProfile } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { useTermsStatus } from '../api/get-terms-status';
import TermsNotice from './terms-notice';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** Terms 2.0 published, not required yet; the director accepted 1.0 of both. */
const anUpdate = (overrides: Partial<TermsStatus> = {}): TermsStatus => ({
  needs_acceptance: false,
  update_available: true,
  terms_accepted: true,
  privacy_policy_accepted: true,
  accepted_terms_version: '1.0',
  accepted_privacy_policy_version: '1.0',
  current_terms_version: '2.0',
  current_privacy_version: '1.0',
  ...overrides,
});

/** As the account flow shows it: from the cached terms status. */
function NoticeOfServer() {
  const { data } = useTermsStatus();
  return data ? <TermsNotice status={data} /> : null;
}

const notice = () => screen.queryByRole('complementary', { name: 'Updated Terms Available' });

describe('TermsNotice', () => {
  it('names what changed and opens the Terms dialog in soft mode, where either agreement is enough; accepting sends the versions shown and removes the notice', async () => {
    const api = stubApi({
      'GET /users/me/terms-status': anUpdate(),
      'POST /users/me/accept-terms': anUpdate({ update_available: false, accepted_terms_version: '2.0' }),
    });
    const { user } = renderWithProviders(<NoticeOfServer />, { me: aProfile(), route: '/dashboard' });

    const shown = await screen.findByRole('complementary', { name: 'Updated Terms Available' });
    expect(within(shown).getByText('Updated Terms Available')).toBeInTheDocument();
    expect(
      within(shown).getByText(
        'We have updated our Terms and Conditions (now version 2.0). Please review and accept them when you are ready.',
      ),
    ).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Review and Accept' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Updated Terms Available')).toBeInTheDocument();
    expect(within(dialog).queryByText('* Both agreements are required to continue')).not.toBeInTheDocument();
    const accept = within(dialog).getByRole('button', { name: 'Accept & Continue' });
    expect(accept.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: /Terms and Conditions/ }));
    expect(accept.hasAttribute('disabled')).toBe(false);
    await user.click(accept);

    await waitFor(() => expect(notice()).toBeNull());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      terms_accepted: true,
      privacy_policy_accepted: false,
      terms_version: '2.0',
      privacy_policy_version: '1.0',
    });
  });

  it('keeps the notice when the soft dialog is cancelled', async () => {
    stubApi({
      'GET /users/me/terms-status': anUpdate({
        current_privacy_version: '1.1',
        current_terms_version: '1.0',
        accepted_terms_version: '1.0',
      }),
    });
    const { user } = renderWithProviders(<NoticeOfServer />, { me: aProfile(), route: '/dashboard' });
    const shown = await screen.findByRole('complementary', { name: 'Updated Terms Available' });
    expect(within(shown).getByText(/We have updated our Privacy Policy \(now version 1\.1\)\./)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Review and Accept' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(notice()).not.toBeNull();
  });

  it('stays dismissed for these versions, and comes back for newer ones', async () => {
    const { user, unmount } = renderWithProviders(<TermsNotice status={anUpdate()} />, { me: aProfile() });
    await user.click(screen.getByRole('button', { name: 'Dismiss the Updated Terms Available notice' }));
    expect(notice()).toBeNull();
    unmount();

    const again = renderWithProviders(<TermsNotice status={anUpdate()} />, { me: aProfile() });
    expect(notice()).toBeNull();
    again.unmount();

    renderWithProviders(<TermsNotice status={anUpdate({ current_terms_version: '2.1' })} />, { me: aProfile() });
    expect(notice()).not.toBeNull();
    expect(screen.getByText(/our Terms and Conditions \(now version 2\.1\)/)).toBeInTheDocument();
  });

  it('shows nothing when no update is offered', () => {
    renderWithProviders(<TermsNotice status={anUpdate({ update_available: false, accepted_terms_version: '2.0' })} />, {
      me: aProfile(),
    });
    expect(notice()).toBeNull();
  });

  it('on a 409 (versions changed meanwhile) says so in the dialog and fetches the current versions, which the next try sends', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let current = '2.0';
    const api = stubApi({
      'GET /users/me/terms-status': () => anUpdate({ current_terms_version: current }),
      'POST /users/me/accept-terms': (request: StubRequest) =>
        (request.body as { terms_version: string }).terms_version === current
          ? anUpdate({ current_terms_version: current, accepted_terms_version: current, update_available: false })
          : apiError(
              409,
              'CONFLICT',
              'Since this page was opened, the Terms and Conditions (now version 2.1) changed. Reload the page to read and accept the current version.',
            ),
    });
    const { user } = renderWithProviders(<NoticeOfServer />, { me: aProfile(), route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Review and Accept' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /Terms and Conditions/ }));
    current = '2.1';
    await user.click(within(dialog).getByRole('button', { name: 'Accept & Continue' }));
    expect(await within(dialog).findByText(/now version 2\.1\) changed/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/our Terms and Conditions \(now version 2\.1\)/)).toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Accept & Continue' }));
    await waitFor(() => expect(notice()).toBeNull());
    expect(
      api.calls.filter((c) => c.method === 'POST').map((c) => (c.body as { terms_version: string }).terms_version),
    ).toEqual(['2.0', '2.1']);
  });
});
