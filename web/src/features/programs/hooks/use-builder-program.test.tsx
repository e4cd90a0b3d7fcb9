import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Program } from '@app/shared/contracts/programs';
import { clearNotices, Toaster } from '../../../components/toaster';
import { apiError, stubApi } from '../../../testing/api-stub';
import { aProfile, aProgram, aProgramPiece } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { useBuilderProgram } from './use-builder-program';

const band = { ensemble_id: 10, order: 1, name: 'Symphonic Band', type: 'concert_band' as const };
const saved = aProgram({
  id: 7,
  program_ensembles: [band],
  pieces: [aProgramPiece({ id: 1, title: 'Shenandoah', order: 1 })],
});
const moved: Program = { ...saved, pieces: [{ ...saved.pieces[0]!, ensemble_id: 10 }] };

/** The program's pieces as "title: where", and a button that moves Shenandoah into the band. */
function Board() {
  const { program, movePiece } = useBuilderProgram(7);
  return (
    <>
      <ul>
        {program?.pieces.map((p) => (
          <li key={p.id}>
            {p.title}: {p.ensemble_id === null ? 'Unassigned' : 'Symphonic Band'}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => movePiece({ pieceId: 1, to: 10, index: 0 })}>
        Move
      </button>
      <Toaster />
    </>
  );
}

afterEach(() => {
  clearNotices();
  vi.restoreAllMocks();
});

describe('useBuilderProgram', () => {
  it('a move that could not be saved says so, puts the saved program back and offers to retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let onServer = saved;
    const api = stubApi({
      'GET /programs/7': () => onServer,
      'PATCH /programs/7/pieces/1': apiError(503, 'UNAVAILABLE', 'The service is unavailable'),
    });
    const { user } = renderWithProviders(<Board />, { me: aProfile() });
    await screen.findByText('Shenandoah: Unassigned');

    await user.click(screen.getByRole('button', { name: 'Move' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Failed to move the piece. Please try again.');
    expect(notice).toHaveTextContent('The service is unavailable');
    // nothing looks saved that is not: the piece is back where the server has it
    await screen.findByText('Shenandoah: Unassigned');

    api.on({
      'PATCH /programs/7/pieces/1': () => {
        onServer = moved;
        return moved.pieces[0];
      },
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Shenandoah: Symphonic Band');
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { ensemble_id: 10 },
      { ensemble_id: 10 },
    ]);
  });

  it('a move made while the connection is down says so and puts the saved order back, though the program cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = stubApi({ 'GET /programs/7': saved });
    const { user } = renderWithProviders(<Board />, { me: aProfile() });
    await screen.findByText('Shenandoah: Unassigned');

    // the connection drops: no answer at all, to the save nor to the read of the saved program
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    api.on({ 'PATCH /programs/7/pieces/1': offline, 'GET /programs/7': offline });
    await user.click(screen.getByRole('button', { name: 'Move' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Failed to move the piece. Please try again.');
    expect(notice).toHaveTextContent('Could not reach Podium. Check your connection and try again.');
    await screen.findByText('Shenandoah: Unassigned');
  });

  it('two moves that fail together make one notice, whose Retry sends both again in order', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    const api = stubApi({ 'GET /programs/7': saved });
    const { user } = renderWithProviders(<Board />, { me: aProfile() });
    await screen.findByText('Shenandoah: Unassigned');
    api.on({ 'PATCH /programs/7/pieces/1': offline, 'GET /programs/7': offline });
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await screen.findByRole('alert');
    await screen.findByText('Shenandoah: Unassigned');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    await screen.findByText('Shenandoah: Unassigned');
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    let onServer = saved;
    api.on({
      'GET /programs/7': () => onServer,
      'PATCH /programs/7/pieces/1': () => {
        onServer = moved;
        return moved.pieces[0];
      },
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Shenandoah: Symphonic Band');
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(4);
  });
});
