import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { ConfirmDialog, deleteProgramMessage, removePieceMessage } from './confirm-dialog';

afterEach(() => vi.restoreAllMocks());

describe('confirmation texts (spec §8)', () => {
  it('are word for word', () => {
    expect(removePieceMessage('Shenandoah')).toBe('Are you sure you want to remove "Shenandoah" from the program?');
    expect(deleteProgramMessage('Spring Concert')).toBe(
      'Are you sure you want to delete the program "Spring Concert"? This action cannot be undone.',
    );
  });
});

describe('ConfirmDialog', () => {
  it('is an alertdialog whose confirm button is disabled while the action runs, then closes', async () => {
    const action = deferred<void>();
    const onConfirm = vi.fn(() => action.promise);
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        title="Delete program"
        message={deleteProgramMessage('Spring Concert')}
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete program' });
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete the program "Spring Concert"? This action cannot be undone.',
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Delete/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: /Delete/ }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();

    action.resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes on Cancel without acting', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        title="Remove piece"
        message={removePieceMessage('Shenandoah')}
        confirmLabel="Remove"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
