import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Program } from '@app/shared/contracts/programs';
import { notify } from '../../../../components/toaster';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { aProfile } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { ChangeDateDialog } from './change-date-dialog';

afterEach(() => vi.restoreAllMocks());

const program: Pick<Program, 'id' | 'performance_date' | 'performance_time'> = {
  id: 30,
  performance_date: '2027-05-13T00:00:00.000Z',
  performance_time: '19:30:00',
};

function renderDialog(routes: Record<string, unknown> = {}, value: typeof program = program) {
  const api = stubApi(routes);
  const props = { onClose: vi.fn(), onChanged: vi.fn() };
  const rendered = renderWithProviders(<ChangeDateDialog open program={value} {...props} />, { me: aProfile() });
  return { api, ...props, ...rendered };
}

const dateInput = () => screen.getByLabelText(/Performance date/) as HTMLInputElement;
/**
 * The dialog is open and settled: its initial focus is in place. The failure test once saw onClose
 * called on a loaded machine; the likely cause (not reproduced) is a click before the dialog's
 * outside-click layer knew its content, counted as a click outside. A director cannot click that soon.
 */
async function settledDialog(name?: string) {
  await screen.findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
}
const timeInput = () => screen.getByLabelText('Performance time (optional)') as HTMLInputElement;

describe('ChangeDateDialog', () => {
  it('prefills the date as YYYY-MM-DD and the time cut to HH:MM, and saves both', async () => {
    const { api, user, onChanged, onClose } = renderDialog({
      'PATCH /programs/30': (r: { body: unknown }) => ({ id: 30, ...(r.body as object) }),
    });
    await settledDialog('Change Performance Date & Time');
    expect(dateInput().value).toBe('2027-05-13');
    expect(timeInput().value).toBe('19:30');

    fireEvent.change(dateInput(), { target: { value: '2027-06-01' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ performance_date: '2027-06-01' })),
    );
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      performance_date: '2027-06-01',
      performance_time: '19:30',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('sends no time when it is cleared (the time is optional)', async () => {
    const { api, user } = renderDialog({ 'PATCH /programs/30': { id: 30 } });
    await settledDialog();
    fireEvent.change(timeInput(), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        performance_date: '2027-05-13',
        performance_time: null,
      }),
    );
  });

  it('disables Save without a date, and says so if the form is sent anyway', async () => {
    const error = vi.spyOn(notify, 'error');
    const { api } = renderDialog({}, { id: 30, performance_date: null, performance_time: null });
    await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(dateInput())); // the dialog has settled
    expect(dateInput().value).toBe('');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.submit(dateInput().form!);
    expect(error).toHaveBeenCalledWith('Please provide a performance date to update.');
    expect(api.calls).toEqual([]);
  });

  it('says a date is needed when Enter is pressed in a field without one (Save being disabled)', async () => {
    const error = vi.spyOn(notify, 'error');
    const { api, user, onClose } = renderDialog({}, { id: 30, performance_date: null, performance_time: null });
    await settledDialog();
    await user.type(dateInput(), '{Enter}');
    expect(error).toHaveBeenCalledWith('Please provide a performance date to update.');
    error.mockClear();
    await user.type(timeInput(), '{Enter}');
    expect(error).toHaveBeenCalledWith('Please provide a performance date to update.');
    expect(api.calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('on failure says so and keeps the dialog and its values', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = vi.spyOn(notify, 'error');
    const { user, onClose, onChanged } = renderDialog({
      'PATCH /programs/30': apiError(500, 'INTERNAL_ERROR', 'Boom'),
    });
    await settledDialog();
    fireEvent.change(dateInput(), { target: { value: '2027-09-09' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Failed to change performance date. Please try again.',
        undefined,
        expect.any(Function),
      ),
    );
    expect(dateInput().value).toBe('2027-09-09');
    expect(onClose).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
