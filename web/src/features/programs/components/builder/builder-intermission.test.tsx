import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Program } from '@app/shared/contracts/programs';
import { aProfile, aProgram, aProgramPiece } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { programToBoard } from '../../board/board';
import { intermissionPoint } from '../../board/time-budget';
import { BuilderEnsembleSection } from './builder-ensemble-section';

const BAND = 10;
const CHOIR = 20;

const halfConcert = (pieces: Program['pieces']): Program =>
  aProgram({
    is_half_concert: true,
    program_ensembles: [
      { ensemble_id: BAND, order: 1, name: 'Symphonic Band', type: 'symphonic_band' },
      { ensemble_id: CHOIR, order: 2, name: 'Concert Choir', type: 'mixed_choir' },
    ],
    pieces,
  });

/** The ensemble sections of the board, as the builder lists them. */
function renderSections(program: Program) {
  const board = programToBoard(program);
  renderWithProviders(
    <DndContext>
      <SortableContext items={board.ensembles.map((list) => `ensemble-${list.ensemble.ensemble_id}`)}>
        {board.ensembles.map((list) => (
          <BuilderEnsembleSection
            key={list.ensemble.ensemble_id}
            ensemble={list.ensemble}
            pieces={list.pieces}
            dropTarget={null}
            intermission={intermissionPoint(program)}
            onRemove={vi.fn()}
            onNotes={vi.fn()}
          />
        ))}
      </SortableContext>
    </DndContext>,
    { me: aProfile() },
  );
}

describe('the intermission in the builder', () => {
  it('sits between two ensembles’ sets, never inside one, even when half the time falls inside a set', () => {
    // 600 | 300 + 300 + 300: the middle of the concert (750 s) is inside the choir's set
    renderSections(
      halfConcert([
        aProgramPiece({ id: 1, ensemble_id: BAND, order: 1, duration: 600 }),
        aProgramPiece({ id: 2, ensemble_id: CHOIR, order: 2, duration: 300 }),
        aProgramPiece({ id: 3, ensemble_id: CHOIR, order: 3, duration: 300 }),
        aProgramPiece({ id: 4, ensemble_id: CHOIR, order: 4, duration: 300 }),
      ]),
    );
    const line = screen.getByTestId('intermission');
    expect(line).toHaveTextContent('Intermission after 10:00');
    const [band, choir] = screen.getAllByTestId('builder-ensemble');
    expect(within(band!).queryByTestId('intermission')).toBeNull();
    expect(within(choir!).queryByTestId('intermission')).toBeNull();
    expect(band!.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(line.compareDocumentPosition(choir!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByTestId('intermission')).toHaveLength(1);
  });

  it('says how many pieces before it have no length', () => {
    renderSections(
      halfConcert([
        aProgramPiece({ id: 1, ensemble_id: BAND, order: 1, duration: 300 }),
        aProgramPiece({ id: 2, ensemble_id: BAND, order: 2, duration: null }),
        aProgramPiece({ id: 3, ensemble_id: CHOIR, order: 3, duration: 600 }),
      ]),
    );
    expect(screen.getByTestId('intermission')).toHaveTextContent('Intermission after 5:00 + 1 piece without a length');
  });

  it('is not drawn with only one ensemble that has pieces', () => {
    renderSections(
      halfConcert([
        aProgramPiece({ id: 1, ensemble_id: BAND, order: 1, duration: 300 }),
        aProgramPiece({ id: 2, ensemble_id: BAND, order: 2, duration: 300 }),
      ]),
    );
    expect(screen.getAllByTestId('builder-ensemble')).toHaveLength(2);
    expect(screen.queryByTestId('intermission')).toBeNull();
  });
});
