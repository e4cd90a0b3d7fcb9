import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Program, ProgramPiece } from '@app/shared/contracts/programs';
import { clearNotices, Toaster } from '../../../components/toaster';
import type { ProgramPick } from '../../../lib/add-to-program';
import { apiError, stubApi, type StubRequest } from '../../../testing/api-stub';
import { aProfile, aProgram, anEnsemble } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { currentProgram } from './current-program';
import { findInProgram, useProgramPicks } from './use-program-picks';

const BAND = { ensemble_id: 10, order: 1, name: 'Symphonic Band', type: 'concert_band' };
const JAZZ = { ensemble_id: 11, order: 2, name: 'Jazz Ensemble', type: 'jazz_band' };

const piece = (id: number, title: string, ensemble_id: number | null): ProgramPiece => ({
  id,
  title,
  composer: 'Someone',
  arranger: null,
  duration: 180,
  order: id,
  ensemble_id,
  notes: null,
  library_entry_id: null,
});

const PICKS: ProgramPick[] = [
  { piece: { title: 'Alpha', composer: 'Someone' }, ensembleId: 10 },
  { piece: { title: 'Swing', composer: 'Someone' }, ensembleId: 11 },
];

function Picks() {
  const { picks, newProgramDialog } = useProgramPicks();
  return (
    <>
      <p>Program: {picks.program?.title ?? 'none'}</p>
      <button type="button" onClick={() => void picks.add(PICKS)}>
        Add both
      </button>
      <button type="button" onClick={() => void picks.add(PICKS.slice(0, 1))}>
        Add one
      </button>
      {newProgramDialog}
      <Toaster />
    </>
  );
}

/** A server that keeps the program: the ensembles PATCH and each piece POST change it (unless it `refuses` the title). */
function programServer(start: Program, refuses: (title: string) => boolean = () => false) {
  let program = start;
  return stubApi({
    'GET /ensembles': [
      anEnsemble({ id: 10, name: 'Symphonic Band', type: 'concert_band' }),
      anEnsemble({ id: 11, name: 'Jazz Ensemble', type: 'jazz_band' }),
    ],
    [`GET /programs/${start.id}`]: () => program,
    'POST /programs': () => program,
    [`PATCH /programs/${start.id}/ensembles`]: (request: StubRequest) => {
      const ids = (request.body as { ensemble_ids: number[] }).ensemble_ids;
      program = { ...program, program_ensembles: [BAND, JAZZ].filter((e) => ids.includes(e.ensemble_id)) };
      return program;
    },
    [`POST /programs/${start.id}/pieces/0`]: (request: StubRequest) => {
      const body = request.body as { title: string; ensemble_id: number | null };
      if (refuses(body.title)) return apiError(503, 'UNAVAILABLE', 'The service is unavailable');
      const added = piece(100 + program.pieces.length, body.title, body.ensemble_id);
      program = { ...program, pieces: [...program.pieces, added] };
      return { program, new_piece: added };
    },
  });
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

describe('useProgramPicks', () => {
  it('adds picks in one go, each under its ensemble, after adding an ensemble the program lacks', async () => {
    currentProgram.select(7);
    const api = programServer(aProgram({ id: 7, pieces: [], program_ensembles: [BAND] }));
    const { user } = renderWithProviders(<Picks />, { me: aProfile() });
    await screen.findByText('Program: Spring Concert');
    await user.click(screen.getByRole('button', { name: 'Add both' }));
    await screen.findByText('Added 2 pieces to Spring Concert');
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body])).toEqual([
      ['PATCH', '/programs/7/ensembles', { ensemble_ids: [10, 11], previous_ensemble_ids: [10] }],
      ['POST', '/programs/7/pieces/0', expect.objectContaining({ title: 'Alpha', ensemble_id: 10 })],
      ['POST', '/programs/7/pieces/0', expect.objectContaining({ title: 'Swing', ensemble_id: 11 })],
    ]);
  });

  it('picks that could not all be added say how many were, and Retry adds the rest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    currentProgram.select(7);
    let refused = 'Swing';
    const api = programServer(
      aProgram({ id: 7, pieces: [], program_ensembles: [BAND, JAZZ] }),
      (title) => title === refused,
    );
    const { user } = renderWithProviders(<Picks />, { me: aProfile() });
    await screen.findByText('Program: Spring Concert');
    await user.click(screen.getByRole('button', { name: 'Add both' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Added 1 of 2 pieces to Spring Concert');

    refused = '';
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Added "Swing" to Spring Concert (Jazz Ensemble)');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => (c.body as { title: string }).title)).toEqual([
      'Alpha',
      'Swing',
      'Swing',
    ]);
  });

  it('without a program, opens Create New Program with the picks’ ensembles ticked, adds them to the new one and opens it', async () => {
    const api = programServer(aProgram({ id: 8, title: 'Jazz Night', pieces: [], program_ensembles: [BAND, JAZZ] }));
    const { user } = renderWithProviders(<Picks />, { me: aProfile() });
    await user.click(screen.getByRole('button', { name: 'Add both' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Program' });
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Jazz Ensemble - jazz band' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    await user.clear(screen.getByRole('textbox', { name: 'Program name' }));
    await user.type(screen.getByRole('textbox', { name: 'Program name' }), 'Jazz Night{Enter}');
    await screen.findByText('Added 2 pieces to Jazz Night');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(currentProgram.get().programId).toBe(8);
    // the program made from the whole answer opens in the builder
    await waitFor(() => expect(currentProgram.get().builderOpen).toBe(true));
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/programs',
      '/programs/8/pieces/0',
      '/programs/8/pieces/0',
    ]);
  });
  it('a single pick made into a new program leaves the builder closed: the director goes on choosing', async () => {
    programServer(aProgram({ id: 8, title: 'Jazz Night', pieces: [], program_ensembles: [BAND] }));
    const { user } = renderWithProviders(<Picks />, { me: aProfile() });
    await user.click(screen.getByRole('button', { name: 'Add one' }));
    await screen.findByRole('dialog', { name: 'Create New Program' });
    await user.clear(screen.getByRole('textbox', { name: 'Program name' }));
    await user.type(screen.getByRole('textbox', { name: 'Program name' }), 'Jazz Night{Enter}');
    await screen.findByText('Added "Alpha" to Jazz Night (Symphonic Band)');
    expect(currentProgram.get()).toMatchObject({ programId: 8, builderOpen: false });
  });
});

describe('findInProgram', () => {
  const program = aProgram({
    program_ensembles: [BAND],
    pieces: [{ ...piece(1, 'Shenandoah', 10), library_entry_id: 44 }, piece(2, 'España Cañí', null)],
  });
  it('finds a library entry by its id, a catalogue piece by its title and composer', () => {
    expect(findInProgram(program, { libraryEntryId: 44, title: 'Other title' })).toEqual({
      pieceId: 1,
      where: 'Symphonic Band',
    });
    expect(findInProgram(program, { title: 'espana cani', composer: 'SOMEONE' })).toEqual({
      pieceId: 2,
      where: 'Unassigned',
    });
    expect(findInProgram(program, { title: 'España Cañí', composer: 'Someone Else' })).toBeNull();
  });
});
