import type { TermsStatus } from '@app/shared/contracts/users';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../testing/api-stub';
import { aProfile } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import AccountFlow from './account-flow';

afterEach(() => localStorage.clear());

const status = (overrides: Partial<TermsStatus>): TermsStatus => ({
  needs_acceptance: false,
  update_available: false,
  terms_accepted: true,
  privacy_policy_accepted: true,
  accepted_terms_version: '1.0',
  accepted_privacy_policy_version: '1.0',
  current_terms_version: '1.0',
  current_privacy_version: '1.0',
  ...overrides,
});

describe('AccountFlow: terms', () => {
  it('shows the blocking dialog in required mode when acceptance is needed, and no notice', async () => {
    stubApi({ 'GET /users/me/terms-status': status({ needs_acceptance: true, current_terms_version: '2.0' }) });
    renderWithProviders(<AccountFlow />, { me: aProfile(), route: '/dashboard' });
    expect(await screen.findByText('* Both agreements are required to continue')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Updated Terms Available' })).not.toBeInTheDocument();
  });

  it('shows the dismissible notice, not the dialog, when an update is only offered', async () => {
    stubApi({ 'GET /users/me/terms-status': status({ update_available: true, current_terms_version: '2.0' }) });
    renderWithProviders(<AccountFlow />, { me: aProfile(), route: '/dashboard' });
    expect(await screen.findByRole('complementary', { name: 'Updated Terms Available' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows neither when the accepted versions are current', async () => {
    stubApi({ 'GET /users/me/terms-status': status({}) });
    const { swrCache } = renderWithProviders(<AccountFlow />, { me: aProfile(), route: '/dashboard' });
    await waitFor(() =>
      expect(swrCache.get('/users/me/terms-status')?.data).toMatchObject({ needs_acceptance: false }),
    );
    expect(screen.queryByRole('complementary', { name: 'Updated Terms Available' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
