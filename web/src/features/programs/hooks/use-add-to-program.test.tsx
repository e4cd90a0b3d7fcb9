import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Program } from '@app/shared/contracts/programs';
import { apiError, stubApi } from '../../../testing/api-stub';
import { aProfile, aProgram } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { clearNotices, Toaster } from '../../../components/toaster';
import { currentProgram } from './current-program';
import type { PieceToAdd } from '../../../lib/add-to-program';
import { useAddToProgram } from './use-add-to-program';

const program = (pieces: Program['pieces'] = []): Program =>
  aProgram({
    id: 7,
    pieces,
    program_ensembles: [{ ensemble_id: 10, order: 1, name: 'Symphonic Band', type: 'concert_band' }],
  });
const newPiece = {
  id: 501,
  title: 'Shenandoah',
  composer: 'Frank Ticheli',
  arranger: null,
  duration: 300,
  order: 1,
  ensemble_id: 10,
  notes: null,
  library_entry_id: 44,
};

function AddButton({ piece }: { piece: PieceToAdd }) {
  const add = useAddToProgram();
  return (
    <>
      <button type="button" onClick={() => void add(piece)}>
        Add
      </button>
      <Toaster />
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  currentProgram.reset();
});
afterEach(() => {
  clearNotices();
  vi.restoreAllMocks();
  currentProgram.reset();
});

describe('useAddToProgram', () => {
  it('adds a library entry to the current ensemble of the current program and updates the cache at once', async () => {
    currentProgram.select(7, { ensembleId: 10 });
    const api = stubApi({ 'POST /programs/7/pieces/44': { program: program([newPiece]), new_piece: newPiece } });
    const { user, swrCache } = renderWithProviders(<AddButton piece={{ libraryEntryId: 44, title: 'Shenandoah' }} />, {
      me: aProfile(),
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Added "Shenandoah" to Spring Concert (Symphonic Band)');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ ensemble_id: 10 });
    expect((swrCache.get('/programs/7')?.data as Program).pieces.map((p) => p.title)).toEqual(['Shenandoah']);
  });

  it('sends a catalogue piece by its fields to Unassigned when no ensemble is current', async () => {
    currentProgram.select(7);
    const api = stubApi({
      'POST /programs/7/pieces/0': {
        program: program([{ ...newPiece, ensemble_id: null }]),
        new_piece: { ...newPiece, ensemble_id: null },
      },
    });
    const { user } = renderWithProviders(
      <AddButton piece={{ title: 'Shenandoah', composer: 'Frank Ticheli', duration: 300 }} />,
      { me: aProfile() },
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Added "Shenandoah" to Spring Concert (Unassigned)');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Shenandoah',
      composer: 'Frank Ticheli',
      arranger: null,
      duration: 300,
      notes: null,
      ensemble_id: null,
    });
  });

  it('without a program, says so and opens the builder; a failure is shown and changes nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = stubApi({
      'POST /programs/7/pieces/44': apiError(409, 'CONFLICT', 'A program can hold at most 100 pieces'),
    });
    const { user } = renderWithProviders(<AddButton piece={{ libraryEntryId: 44, title: 'Shenandoah' }} />, {
      me: aProfile(),
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Select or create a program first');
    expect(currentProgram.get().builderOpen).toBe(true);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    currentProgram.select(7);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Could not add "Shenandoah" to the program');
    await waitFor(() => expect(screen.getByText('A program can hold at most 100 pieces')).toBeInTheDocument());
  });

  it('a piece that could not be added is added by the notice’s Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    currentProgram.select(7, { ensembleId: 10 });
    const api = stubApi({ 'POST /programs/7/pieces/44': apiError(503, 'UNAVAILABLE', 'The service is unavailable') });
    const { user, swrCache } = renderWithProviders(<AddButton piece={{ libraryEntryId: 44, title: 'Shenandoah' }} />, {
      me: aProfile(),
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Could not add "Shenandoah" to the program');
    expect(swrCache.get('/programs/7')).toBeUndefined();

    api.on({ 'POST /programs/7/pieces/44': { program: program([newPiece]), new_piece: newPiece } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Added "Shenandoah" to Spring Concert (Symphonic Band)');
    expect((swrCache.get('/programs/7')?.data as Program).pieces.map((p) => p.title)).toEqual(['Shenandoah']);
  });
});
