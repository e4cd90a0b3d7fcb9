import { Button } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../testing/api-stub';
import { renderWithProviders } from '../testing/render';
import { ConfirmDialog } from './confirm-dialog';

afterEach(() => vi.restoreAllMocks());

describe('ConfirmDialog', () => {
  it('is an alertdialog whose confirm button is disabled while the action runs, then closes', async () => {
    const action = deferred<void>();
    const onConfirm = vi.fn(() => action.promise);
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        title="Delete program"
        message={'Are you sure you want to delete the program "Spring Concert"? This action cannot be undone.'}
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
        message="Are you sure you want to remove this piece?"
        confirmLabel="Remove"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open and shows the error when the action fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        title="Delete piece"
        message="Are you sure?"
        confirmLabel="Delete"
        onConfirm={() => Promise.reject(new Error('The library is busy'))}
        onClose={onClose}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const alertDialog = screen.getByRole('alertdialog', { name: 'Delete piece' });
    await waitFor(() => expect(alertDialog.textContent).toContain('The library is busy'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open when the action answers false', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        title="Delete ensemble?"
        message="Sure?"
        confirmLabel="Delete"
        onConfirm={() => false}
        onClose={onClose}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('disabled'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('without an action offers only its cancel button', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog open title="Still in use" message="It was not deleted." cancelLabel="Close" onClose={onClose} />,
    );
    await screen.findByRole('alertdialog', { name: 'Still in use' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('colours the action red when it destroys something, blue when it does not', async () => {
    /** The confirm button's class beside the red and blue buttons' (buttons styled alike share theirs). */
    const classes = async (destructive?: boolean) => {
      const { unmount } = renderWithProviders(
        <>
          <Button colorPalette="red">Red</Button>
          <Button colorPalette="blue">Blue</Button>
          <ConfirmDialog
            open
            title="Export to Word"
            message="It downloads."
            confirmLabel="Export"
            onConfirm={vi.fn()}
            onClose={vi.fn()}
            destructive={destructive}
          />
        </>,
      );
      const confirm = (await screen.findByRole('button', { name: 'Export' })).className;
      const red = screen.getByRole('button', { name: 'Red', hidden: true }).className;
      const blue = screen.getByRole('button', { name: 'Blue', hidden: true }).className;
      unmount();
      return { confirm, red, blue };
    };
    const byDefault = await classes();
    expect(byDefault.red).not.toBe(byDefault.blue);
    expect(byDefault.confirm).toBe(byDefault.red);
    const harmless = await classes(false);
    expect(harmless.confirm).toBe(harmless.blue);
  });
});
