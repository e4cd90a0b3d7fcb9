import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Recommendation } from '@app/shared/contracts/chat';
import { ProgramPicksContext, type PieceToAdd, type ProgramPicks } from '../../../lib/add-to-program';
import { stubApi } from '../../../testing/api-stub';
import { aProfile, aRecommendation, anEnsemble } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { RecommendationList } from './conversation-log';

const BAND = anEnsemble({ id: 10, name: 'Symphonic Band', type: 'concert_band' });
const JAZZ = anEnsemble({ id: 11, name: 'Jazz Ensemble', type: 'jazz_band' });

const pick = (title: string, ensemble_id?: number): Recommendation => ({
  ...aRecommendation(),
  title,
  composer: 'Someone',
  catalog_id: title.toLowerCase(),
  ensemble_id,
});

/** A program holding the pieces titled `held` (each in Symphonic Band), or no program. */
function programPicks(program: { id: number; title: string } | null, held: string[] = []) {
  const picks: ProgramPicks = {
    program,
    placeOf: (piece: PieceToAdd) =>
      held.includes(piece.title) ? { pieceId: held.indexOf(piece.title) + 1, where: 'Symphonic Band' } : null,
    add: vi.fn(() => Promise.resolve(true)),
    remove: vi.fn(() => Promise.resolve(true)),
  };
  return picks;
}

function renderList(recommendations: Recommendation[], program: ProgramPicks, chosenEnsembleId: number | null = 10) {
  stubApi({ 'GET /ensembles': [BAND, JAZZ] });
  return renderWithProviders(
    <ProgramPicksContext.Provider value={program}>
      <RecommendationList
        recommendations={recommendations}
        busy={false}
        chosenEnsembleId={chosenEnsembleId}
        onInsights={vi.fn()}
        onMoreLikeThis={vi.fn()}
      />
    </ProgramPicksContext.Provider>,
    { me: aProfile() },
  );
}

describe('adding a whole answer', () => {
  it('adds every pick of an answer for one ensemble in one action, filed under the chosen ensemble', async () => {
    const program = programPicks({ id: 7, title: 'Spring Concert' });
    const { user } = renderList([pick('Alpha'), pick('Beta'), pick('Gamma')], program);
    await user.click(screen.getByRole('button', { name: 'Add all 3 to Spring Concert' }));
    expect(program.add).toHaveBeenCalledWith(
      ['Alpha', 'Beta', 'Gamma'].map((title) => ({ piece: expect.objectContaining({ title }), ensembleId: 10 })),
    );
  });

  it('gives each ensemble of a several-ensemble answer its own Add all, each pick under its ensemble, and one for the whole answer', async () => {
    const program = programPicks(null);
    const { user } = renderList([pick('Alpha', 10), pick('Beta', 10), pick('Swing', 11), pick('Blues', 11)], program);
    const jazz = await screen.findByRole('region', { name: 'For Jazz Ensemble' });
    // without a program the picks go to a new one
    await user.click(within(jazz).getByRole('button', { name: 'Add all 2 to a new program, for Jazz Ensemble' }));
    expect(program.add).toHaveBeenLastCalledWith([
      { piece: expect.objectContaining({ title: 'Swing' }), ensembleId: 11 },
      { piece: expect.objectContaining({ title: 'Blues' }), ensembleId: 11 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Add all 4 to a new program' }));
    expect(vi.mocked(program.add).mock.lastCall?.[0].map((p) => p.ensembleId)).toEqual([10, 10, 11, 11]);
  });

  it('asks before adding an answer the program partly holds, and then adds only the others', async () => {
    const program = programPicks({ id: 7, title: 'Spring Concert' }, ['Beta']);
    const { user } = renderList([pick('Alpha'), pick('Beta'), pick('Gamma')], program);
    await user.click(screen.getByRole('button', { name: 'Add all 3 to Spring Concert' }));
    const question = await screen.findByRole('alertdialog', { name: 'Already in Spring Concert' });
    expect(question.textContent).toContain('"Beta" is already in Spring Concert. Add the other 2 pieces?');
    expect(program.add).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Add the other 2' }));
    expect(program.add).toHaveBeenCalledWith([
      { piece: expect.objectContaining({ title: 'Alpha' }), ensembleId: 10 },
      { piece: expect.objectContaining({ title: 'Gamma' }), ensembleId: 10 },
    ]);
  });

  it('says when the program holds every pick, and each card says where it is and can be removed', async () => {
    const program = programPicks({ id: 7, title: 'Spring Concert' }, ['Alpha', 'Beta']);
    const { user } = renderList([pick('Alpha'), pick('Beta')], program);
    expect(screen.getByText('All 2 are in Spring Concert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add all/ })).not.toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Beta' });
    expect(card.textContent).toContain('In Spring Concert (Symphonic Band)');
    await user.click(within(card).getByRole('button', { name: 'Remove from program: Beta' }));
    expect(program.remove).toHaveBeenCalledWith({ pieceId: 2, where: 'Symphonic Band', title: 'Beta' });
  });
});
