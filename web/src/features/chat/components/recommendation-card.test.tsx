import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Recommendation } from '@app/shared/contracts/chat';
import { aRecommendation } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { pieceToAdd, insightsPiece } from '../utils/recommendation-piece';
import { RecommendationCard } from './recommendation-card';

const library: Recommendation = {
  title: 'Shenandoah',
  composer: 'Frank Ticheli',
  arranger: null,
  grade: 3,
  duration: 320,
  ensemble_types: ['concert_band'],
  source: 'library',
  library_entry_id: 44,
  reason: 'A lyrical folk setting at their level.',
};

const catalogue = aRecommendation();

function renderCard(recommendation: Recommendation, busy = false) {
  const onAdd = vi.fn(() => Promise.resolve(true));
  const onInsights = vi.fn();
  const onMoreLikeThis = vi.fn();
  const view = renderWithProviders(
    <RecommendationCard
      recommendation={recommendation}
      onAdd={onAdd}
      onInsights={onInsights}
      onMoreLikeThis={onMoreLikeThis}
      busy={busy}
    />,
  );
  return {
    ...view,
    onAdd,
    onInsights,
    onMoreLikeThis,
    card: screen.getByRole('article', { name: recommendation.title }),
  };
}

describe('RecommendationCard', () => {
  it('shows the title, composer, grade, duration (m:ss), source and reason of a library piece', () => {
    const { card } = renderCard(library);
    const text = card.textContent;
    expect(within(card).getByRole('heading', { name: 'Shenandoah' })).toBeInTheDocument();
    for (const part of ['Frank Ticheli', 'Grade 3', '5:20', 'Your library', 'A lyrical folk setting at their level.'])
      expect(text).toContain(part);
    expect(text).not.toContain('arr.');
  });

  it('shows composer and "arr." arranger and the Catalogue badge of a catalogue piece', () => {
    const { card } = renderCard(catalogue);
    const text = card.textContent;
    for (const part of [
      'Traditional / arr. Dave Black',
      'Grade 2',
      '2:30',
      'Catalogue',
      'The march character you asked for.',
    ])
      expect(text).toContain(part);
  });

  it('leaves out a grade and a duration the piece does not have', () => {
    const { card } = renderCard({ ...library, grade: null, duration: null, composer: null, arranger: 'Dave Black' });
    expect(card.textContent).not.toContain('Grade');
    expect(card.textContent).not.toMatch(/\d:\d\d/);
    expect(card.textContent).toContain('arr. Dave Black');
  });

  it("says a catalogue work's duration is not listed, and shows its UIL listing", () => {
    const { card } = renderCard({
      ...catalogue,
      duration: null,
      uil: { code: '926-3-19016', grade: 3, specification: '(play mvts 1 & 2)' },
    });
    expect(card.textContent).toContain('Duration not listed');
    expect(card.textContent).toContain('UIL grade 3, 926-3-19016 (play mvts 1 & 2)');
  });

  it('says which scale each grade is on when the UIL grade differs', () => {
    const uil = { code: '926-3-19016', grade: 3, specification: null };
    const grades = (r: Recommendation) => {
      const { card, unmount } = renderCard(r);
      const shown = within(card)
        .getAllByText(/grade/i, { selector: 'p' })
        .map((e) => e.textContent);
      unmount();
      return shown;
    };
    expect(grades({ ...catalogue, grade: 2, grade_scale: 'publisher', uil })).toEqual([
      'Grade 2 (publisher)',
      'UIL grade 3, 926-3-19016',
    ]);
    expect(grades({ ...catalogue, grade: 3.5, grade_scale: 'wrp', uil })).toEqual([
      'Grade 3.5 (Wind Repertory Project)',
      'UIL grade 3, 926-3-19016',
    ]);
    // an answer that does not name the scale still tells the two apart
    expect(grades({ ...catalogue, grade: 2, uil })).toEqual(['Grade 2 (catalogue)', 'UIL grade 3, 926-3-19016']);
    // the same grade on both, or no UIL listing: nothing to tell apart
    expect(grades({ ...catalogue, grade: 3, grade_scale: 'uil', uil })).toEqual([
      'Grade 3',
      'UIL grade 3, 926-3-19016',
    ]);
    expect(grades({ ...catalogue, grade: 2, grade_scale: 'publisher' })).toEqual(['Grade 2']);
  });

  it('names the piece on its three buttons, and each calls what it should', async () => {
    const { user, onAdd, onInsights, onMoreLikeThis } = renderCard(library);
    await user.click(screen.getByRole('button', { name: 'Add to program: Shenandoah' }));
    await user.click(screen.getByRole('button', { name: 'Insights: Shenandoah' }));
    await user.click(screen.getByRole('button', { name: 'More like this: Shenandoah' }));
    expect(onAdd).toHaveBeenCalledWith(library);
    expect(onInsights).toHaveBeenCalledWith(library);
    expect(onMoreLikeThis).toHaveBeenCalledWith(library);
  });

  it('says where the program holds the piece already and offers Remove instead of Add to program', async () => {
    const onAdd = vi.fn(() => Promise.resolve(true));
    const onRemove = vi.fn(() => Promise.resolve(true));
    const { user } = renderWithProviders(
      <RecommendationCard
        recommendation={library}
        onAdd={onAdd}
        added="In Spring Concert (Symphonic Band)"
        onRemove={onRemove}
        onInsights={vi.fn()}
        onMoreLikeThis={vi.fn()}
      />,
    );
    const card = screen.getByRole('article', { name: 'Shenandoah' });
    expect(card.textContent).toContain('In Spring Concert (Symphonic Band)');
    expect(within(card).queryByRole('button', { name: 'Add to program: Shenandoah' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Remove from program: Shenandoah' }));
    expect(onRemove).toHaveBeenCalledWith(library);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('waits with "More like this" while the assistant is answering', () => {
    renderCard(library, true);
    expect(screen.getByRole('button', { name: 'More like this: Shenandoah' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add to program: Shenandoah' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('what a recommendation becomes', () => {
  it('is added as its library entry, or as a catalogue piece by its facts', () => {
    expect(pieceToAdd(library)).toEqual({ libraryEntryId: 44, title: 'Shenandoah' });
    expect(pieceToAdd(catalogue)).toEqual({
      title: 'Loch Lomond',
      composer: 'Traditional',
      arranger: 'Dave Black',
      duration: 150,
    });
  });

  it('is analysed as its library entry or its catalogue work', () => {
    expect(insightsPiece(library)).toEqual({ libraryEntryId: 44, title: 'Shenandoah' });
    expect(insightsPiece(catalogue)).toEqual({ catalogId: 'loch-lomond-black', title: 'Loch Lomond' });
  });
});
