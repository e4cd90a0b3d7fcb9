import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Program } from '@app/shared/contracts/programs';
import { notify } from '../../../../components/toaster';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { aProfile } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { DuplicateProgramDialog } from './duplicate-program-dialog';

afterEach(() => vi.restoreAllMocks());

function renderDialog(routes: Record<string, unknown>) {
  const api = stubApi(routes);
  const props = { onClose: vi.fn(), onDuplicated: vi.fn() };
  const rendered = renderWithProviders(
    <DuplicateProgramDialog open program={{ id: 8, title: 'Spring Concert' }} {...props} />,
    { me: aProfile() },
  );
  return { api, ...props, ...rendered };
}

describe('DuplicateProgramDialog', () => {
  it('offers "{title} (copy)" and sends the chosen title as new_title', async () => {
    const copy = { id: 9, title: 'Spring Concert 2028' } as Program;
    const { api, user, onDuplicated, onClose } = renderDialog({ 'POST /programs/8/duplicate': copy });
    const field = await screen.findByRole('textbox', { name: /Title of the copy/ });
    expect((field as HTMLInputElement).value).toBe('Spring Concert (copy)');

    await user.clear(field);
    await user.type(field, ' Spring Concert 2028 {Enter}');
    await waitFor(() => expect(onDuplicated).toHaveBeenCalledWith(copy));
    expect(api.calls[api.calls.length - 1]!.query.get('new_title')).toBe('Spring Concert 2028');
    expect(onClose).toHaveBeenCalled();
  });

  it('disables Duplicate without a title, and says so when it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = vi.spyOn(notify, 'error');
    const { user, onClose } = renderDialog({ 'POST /programs/8/duplicate': apiError(500, 'INTERNAL_ERROR', 'Boom') });
    const field = await screen.findByRole('textbox', { name: /Title of the copy/ });
    await user.clear(field);
    expect(screen.getByRole('button', { name: 'Duplicate' }).hasAttribute('disabled')).toBe(true);

    await user.type(field, 'Copy');
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Failed to duplicate program. Please try again.',
        undefined,
        expect.any(Function),
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: /Title of the copy/ }) as HTMLInputElement).value).toBe('Copy');
  });
});
