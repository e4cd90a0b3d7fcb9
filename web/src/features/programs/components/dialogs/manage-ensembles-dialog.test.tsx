import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Program } from '@app/shared/contracts/programs';
import { apiError, deferred, stubApi } from '../../../../testing/api-stub';
import { aProfile, aProgram, aProgramPiece, anEnsemble } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { ManageEnsemblesDialog } from './manage-ensembles-dialog';

afterEach(() => vi.restoreAllMocks());

const ENSEMBLES = [
  anEnsemble({ id: 1, name: 'Symphonic Band', type: 'concert_band' }),
  anEnsemble({ id: 2, name: 'Jazz Band', type: 'jazz_band' }),
  anEnsemble({ id: 3, name: 'Strings', type: 'string_orchestra' }),
];

const aConcert = (overrides: Partial<Program> = {}): Program =>
  aProgram({
    id: 40,
    // order 2, 1: the program's own order, not the list's
    program_ensembles: [
      { ensemble_id: 3, order: 1, name: 'Strings', type: 'string_orchestra' },
      { ensemble_id: 1, order: 2, name: 'Symphonic Band', type: 'concert_band' },
    ],
    pieces: [aProgramPiece({ id: 5, title: 'Palladio', composer: 'Jenkins', duration: 240, ensemble_id: 3 })],
    total_duration: 240,
    formatted_duration: '4:00',
    ...overrides,
  });

describe('ManageEnsemblesDialog', () => {
  it('ticks the program ensembles, keeps their order and appends new ones, then hands back the answer and closes', async () => {
    const saved = aConcert({ program_ensembles: [] });
    const answer = deferred<Program>();
    const api = stubApi({ 'GET /ensembles': ENSEMBLES, 'PATCH /programs/40/ensembles': () => answer.promise });
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ManageEnsemblesDialog open program={aConcert()} onClose={onClose} onSaved={onSaved} />,
      { me: aProfile() },
    );

    const band = await screen.findByRole('checkbox', { name: 'Symphonic Band - concert band' });
    expect((band as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Jazz Band - jazz band' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Strings - string orchestra' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByText(/Pieces of an ensemble you remove move to Unassigned/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Jazz Band - jazz band' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' }).hasAttribute('disabled')).toBe(true);
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      ensemble_ids: [3, 1, 2],
      previous_ensemble_ids: [3, 1],
    });

    answer.resolve(saved);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(onClose).toHaveBeenCalled();
  });

  it('warns that the pieces of a removed ensemble move to Unassigned, and does nothing with none ticked', async () => {
    const api = stubApi({ 'GET /ensembles': ENSEMBLES });
    const { user } = renderWithProviders(
      <ManageEnsemblesDialog open program={aConcert()} onClose={vi.fn()} onSaved={vi.fn()} />,
      { me: aProfile() },
    );

    await user.click(await screen.findByRole('checkbox', { name: 'Strings - string orchestra' }));
    expect(screen.getByText('Strings: its pieces will move to Unassigned.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Symphonic Band - concert band' }));

    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.click(save);
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('shows a failure in the dialog and keeps the choice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'GET /ensembles': ENSEMBLES,
      'PATCH /programs/40/ensembles': apiError(
        400,
        'VALIDATION_ERROR',
        'Cannot update program with empty ensemble list',
        'req-7',
      ),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ManageEnsemblesDialog open program={aConcert()} onClose={onClose} onSaved={vi.fn()} />,
      { me: aProfile() },
    );

    await user.click(await screen.findByRole('checkbox', { name: 'Jazz Band - jazz band' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Cannot update program with empty ensemble list')).toBeInTheDocument();
    expect(screen.getByText('Reference: req-7')).toBeInTheDocument();
    expect((screen.getByRole('checkbox', { name: 'Jazz Band - jazz band' }) as HTMLInputElement).checked).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when the ensembles cannot be loaded', async () => {
    stubApi({ 'GET /ensembles': apiError(500, 'INTERNAL_ERROR', 'Boom') });
    renderWithProviders(<ManageEnsemblesDialog open program={aConcert()} onClose={vi.fn()} onSaved={vi.fn()} />, {
      me: aProfile(),
    });
    expect(await screen.findByText('Failed to load ensembles')).toBeInTheDocument();
  });
});
