import { Dialog } from '@chakra-ui/react';
import { DndContext } from '@dnd-kit/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aProfile, aProgramPiece } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { BuilderHeading } from './builder-heading';
import { BuilderPieceCard } from './builder-piece-card';

const heading = (used: number, withoutDuration: number, pieceCount: number) =>
  renderWithProviders(
    // the heading is the builder dialog's title line
    <Dialog.Root open>
      <BuilderHeading
        title="Spring Concert"
        performance=""
        pieceCount={pieceCount}
        used={used}
        withoutDuration={withoutDuration}
        target={null}
      />
    </Dialog.Root>,
    { me: aProfile() },
  );

describe('lengths nobody gave, in the builder', () => {
  it('a piece of unknown length shows "—", never 0:00', () => {
    renderWithProviders(
      <DndContext>
        <BuilderPieceCard
          piece={aProgramPiece({ id: 1, title: 'Fairest of the Fair', duration: null })}
          list="unassigned"
          indicator={null}
          onRemove={vi.fn()}
          onNotes={vi.fn()}
        />
        <BuilderPieceCard
          piece={aProgramPiece({ id: 2, title: 'Sheltering Sky', duration: 300 })}
          list="unassigned"
          indicator={null}
          onRemove={vi.fn()}
          onNotes={vi.fn()}
        />
      </DndContext>,
      { me: aProfile() },
    );
    const [unknown, known] = screen.getAllByTestId('builder-piece');
    expect(within(unknown!).getByTitle('Length unknown')).toHaveTextContent('—');
    expect(unknown).not.toHaveTextContent('0:00');
    expect(known).toHaveTextContent('5:00');
  });

  it('the total counts the known lengths and says how many pieces have none', () => {
    heading(300, 2, 3);
    expect(screen.getByTestId('builder-duration')).toHaveTextContent('5:00');
    expect(screen.getByTestId('builder-without-duration')).toHaveTextContent('+ 2 pieces without a length');
  });

  it('with no length known, the total is "—" and the count of pieces without one', () => {
    heading(0, 1, 1);
    expect(screen.getByTestId('builder-duration')).toHaveTextContent('—');
    expect(screen.getByTestId('builder-without-duration')).toHaveTextContent('+ 1 piece without a length');
  });

  it('with every length known, the total alone', () => {
    heading(555, 0, 2);
    expect(screen.getByTestId('builder-duration')).toHaveTextContent('9:15');
    expect(screen.queryByTestId('builder-without-duration')).not.toBeInTheDocument();
  });
});
