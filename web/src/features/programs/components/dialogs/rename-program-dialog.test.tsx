import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Program } from '@app/shared/contracts/programs';
import { clearNotices, notify, Toaster } from '../../../../components/toaster';
import { apiError, deferred, stubApi } from '../../../../testing/api-stub';
import { aProfile } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { RenameProgramDialog } from './rename-program-dialog';

afterEach(() => {
  clearNotices();
  vi.restoreAllMocks();
});

/**
 * The dialog is open and settled: its initial focus is in place. Typing earlier once met the
 * positioner while it still had `pointer-events: none` (user-event refuses to type there).
 */
async function settledDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Rename Program' });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
}

function Harness({ onRenamed }: { onRenamed: (p: Program) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Rename again</button>
      <RenameProgramDialog
        open={open}
        program={{ id: 12, title: 'Spring Concert' }}
        onClose={() => setOpen(false)}
        onRenamed={onRenamed}
      />
      <Toaster />
    </>
  );
}

describe('RenameProgramDialog', () => {
  it('starts with the current title, sends the trimmed name on Enter and closes with the answer', async () => {
    const answer = deferred<Program>();
    const api = stubApi({ 'PATCH /programs/12': () => answer.promise });
    const onRenamed = vi.fn();
    const { user } = renderWithProviders(<Harness onRenamed={onRenamed} />, { me: aProfile() });

    const dialog = await screen.findByRole('dialog', { name: 'Rename Program' });
    const field = screen.getByRole('textbox', { name: 'Enter a new name for the program' });
    expect((field as HTMLInputElement).value).toBe('Spring Concert');
    expect(field.getAttribute('placeholder')).toBe('Program name');
    expect(dialog.textContent).toContain('Cancel');

    await user.clear(field);
    await user.type(field, '  Spring Gala  {Enter}');
    expect(screen.getByRole('button', { name: 'Saving...' }).hasAttribute('disabled')).toBe(true);
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'Spring Gala' });

    answer.resolve({ id: 12, title: 'Spring Gala' } as Program);
    await waitFor(() => expect(onRenamed).toHaveBeenCalledWith(expect.objectContaining({ title: 'Spring Gala' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('disables and ignores Save while the trimmed name is empty', async () => {
    const api = stubApi();
    const { user } = renderWithProviders(<Harness onRenamed={vi.fn()} />, { me: aProfile() });
    const field = await screen.findByRole('textbox', { name: 'Enter a new name for the program' });
    await user.clear(field);
    await user.type(field, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(api.calls).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('on failure says so and stays as it was, with what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = vi.spyOn(notify, 'error');
    stubApi({ 'PATCH /programs/12': apiError(500, 'INTERNAL_ERROR', 'Boom') });
    const onRenamed = vi.fn();
    const { user } = renderWithProviders(<Harness onRenamed={onRenamed} />, { me: aProfile() });
    const field = await screen.findByRole('textbox', { name: 'Enter a new name for the program' });
    await settledDialog();
    await user.clear(field);
    await user.type(field, 'Autumn Show');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Failed to rename program. Please try again.',
        undefined,
        expect.any(Function),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Rename Program' })).toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: 'Enter a new name for the program' }) as HTMLInputElement).value).toBe(
      'Autumn Show',
    );
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
    expect(onRenamed).not.toHaveBeenCalled();
  });

  it('the failure notice’s Retry sends the name again and closes the dialog once it is saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = stubApi({ 'PATCH /programs/12': apiError(503, 'UNAVAILABLE', 'The service is unavailable') });
    const onRenamed = vi.fn();
    const { user } = renderWithProviders(<Harness onRenamed={onRenamed} />, { me: aProfile() });
    const field = await screen.findByRole('textbox', { name: 'Enter a new name for the program' });
    await settledDialog();
    await user.clear(field);
    await user.type(field, 'Autumn Show');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Failed to rename program. Please try again.');

    const renamed = { id: 12, title: 'Autumn Show' } as Program;
    api.on({ 'PATCH /programs/12': renamed });
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(onRenamed).toHaveBeenCalledWith(renamed));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename Program' })).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { title: 'Autumn Show' },
      { title: 'Autumn Show' },
    ]);
  });
});
