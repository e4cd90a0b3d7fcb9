import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PieceInsights } from '@app/shared/contracts/chat';
import { apiError, stubApi } from '../testing/api-stub';
import { anEnsemble, aProfile } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { InsightsDialog, rehearsalText } from './insights-dialog';

const insights = (overrides: Partial<PieceInsights> = {}): PieceInsights => ({
  fit: 'stretch',
  fit_reason: 'Grade 3 is a step above this band.',
  rehearsal_estimate_minutes: 240,
  teaching_points: ['Balance in the chorale'],
  instrumentation_notes: ['Needs a solo trumpet'],
  placement: 'opener',
  placement_reason: 'Bright and short.',
  summary: 'A fine piece to grow on.',
  ...overrides,
});

const ensembles = [
  anEnsemble({ id: 1, name: 'Cadet Band', type: 'concert_band' }),
  anEnsemble({ id: 2, name: 'Jazz Lab', type: 'jazz_band' }),
];

describe('InsightsDialog', () => {
  it('analyses a library entry for the given ensemble and again when another is chosen', async () => {
    const api = stubApi({
      'GET /ensembles': ensembles,
      'GET /library/pieces/7/analyze/1': insights(),
      'GET /library/pieces/7/analyze/2': insights({
        fit: 'too_easy',
        fit_reason: 'The jazz band reads this easily.',
        placement: 'closer',
      }),
    });
    const { user } = renderWithProviders(
      <InsightsDialog piece={{ libraryEntryId: 7, title: 'Shenandoah' }} ensembleId={1} onClose={vi.fn()} />,
      { me: aProfile() },
    );

    expect(await screen.findByText('Insights: Shenandoah')).toBeInTheDocument();
    expect(await screen.findByText('A stretch')).toBeInTheDocument();
    expect(screen.getByText('About 4 hours of rehearsal')).toBeInTheDocument();
    expect(screen.getByText('Balance in the chorale')).toBeInTheDocument();
    expect(screen.getByText('Best as an opener. Bright and short.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('For ensemble'), '2');
    expect(await screen.findByText('The jazz band reads this easily.')).toBeInTheDocument();
    expect(screen.getByText('Below their level')).toBeInTheDocument();
    expect(api.unhandled).toEqual([]);
  });

  it('asks for a catalogue work as piece 0 with its catalog_id, and says why when the analysis fails', async () => {
    const api = stubApi({
      'GET /ensembles': ensembles,
      'GET /library/pieces/0/analyze/1': ({ query }: { query: URLSearchParams }) =>
        query.get('catalog_id') === 'air-for-band-erickson'
          ? apiError(503, 'ASSISTANT_UNAVAILABLE', 'The assistant could not answer just now.')
          : apiError(404, 'NOT_FOUND', 'no'),
    });
    renderWithProviders(
      <InsightsDialog
        piece={{ catalogId: 'air-for-band-erickson', title: 'Air for Band' }}
        ensembleId={null}
        onClose={vi.fn()}
      />,
      { me: aProfile() },
    );
    expect(await screen.findByText('The assistant could not answer just now.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/library/pieces/0/analyze/1')).toBe(true);
  });

  it('says the rehearsal time in minutes, and from 90 minutes on in half hours', () => {
    expect(rehearsalText(45)).toBe('About 45 minutes of rehearsal');
    expect(rehearsalText(90)).toBe('About 1½ hours of rehearsal');
    expect(rehearsalText(330)).toBe('About 5½ hours of rehearsal');
    expect(rehearsalText(240)).toBe('About 4 hours of rehearsal');
  });

  it('is closed without a piece', () => {
    stubApi({ 'GET /ensembles': ensembles });
    renderWithProviders(<InsightsDialog piece={null} ensembleId={1} onClose={vi.fn()} />, { me: aProfile() });
    expect(screen.queryByText(/Insights:/)).not.toBeInTheDocument();
  });
});
