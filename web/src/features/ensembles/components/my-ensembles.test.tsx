import { screen, waitFor, within } from '@testing-library/react';
import type { Performance } from '@app/shared/contracts/programs';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, json, stubApi } from '../../../testing/api-stub';
import { aProfile, anEnsemble } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { MyEnsembles } from './my-ensembles';
import { NO_CONCERTS } from './repertoire-history-dialog';

const band = anEnsemble({
  id: 10,
  name: 'Lincoln High Symphonic Band',
  type: 'concert_band',
  level: 4,
  size: 55,
  instrumentation: 'Full winds and percussion',
});
const choir = anEnsemble({ id: 12, name: 'Chamber Singers', type: 'tenor_bass_choir' });

const renderPage = () => renderWithProviders(<MyEnsembles />, { me: aProfile(), route: '/ensembles' });

describe('My Ensembles', () => {
  it('shows a loading indicator, then each ensemble with its type label, level, size and instrumentation', async () => {
    const answer = deferred<Response>();
    stubApi({ 'GET /ensembles': () => answer.promise });
    renderPage();

    expect(screen.getByRole('status', { name: 'Loading ensembles' })).toBeInTheDocument();
    answer.resolve(json([band, choir]));

    const list = await screen.findByRole('list', { name: 'Your ensembles' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Lincoln High Symphonic Band' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('concert band')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Level 4 · 55 members')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Full winds and percussion')).toBeInTheDocument();
    // every underscore is a space, as the type pickers show it
    expect(within(cards[1]!).getByText('tenor bass choir')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Edit Chamber Singers' })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Delete Chamber Singers' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading ensembles' })).not.toBeInTheDocument();
  });

  it('says "Failed to load ensembles" when the list cannot be loaded, and Retry loads it again', async () => {
    let fail = true;
    const api = stubApi({
      'GET /ensembles': () => (fail ? apiError(500, 'INTERNAL_ERROR', 'Boom', 'req-list-1') : [band]),
    });
    const { user } = renderPage();

    expect(await screen.findByText('Failed to load ensembles')).toBeInTheDocument();
    expect(screen.getByText('Reference: req-list-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New ensemble' })).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Lincoln High Symphonic Band' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Failed to load ensembles')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.path === '/ensembles')).toHaveLength(2);
  });

  it('offers to add the first ensemble when there is none', async () => {
    stubApi({ 'GET /ensembles': [] });
    const { user } = renderPage();

    expect(await screen.findByText('No ensembles yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add your first ensemble' }));
    expect(await screen.findByRole('dialog', { name: 'New ensemble' })).toBeInTheDocument();
  });

  it('asks before deleting, sends DELETE and reloads the list', async () => {
    let list = [band, choir];
    const api = stubApi({
      'GET /ensembles': () => list,
      'DELETE /ensembles/12': () => {
        list = [band];
        return undefined;
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Chamber Singers' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete ensemble?' });
    expect(
      within(dialog).getByText(
        /Are you sure you want to delete the ensemble "Chamber Singers"\?.*This action cannot be undone\./,
      ),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/ensembles/12']);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Chamber Singers' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Lincoln High Symphonic Band' })).toBeInTheDocument();
  });

  it('Cancel deletes nothing', async () => {
    const api = stubApi({ 'GET /ensembles': [band] });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Lincoln High Symphonic Band' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('names the programs that still use the ensemble when the server refuses (409), keeps it, and reloads the list', async () => {
    const programs = [
      { id: 501, title: 'Spring Concert 2027' },
      { id: 502, title: 'Winter Showcase' },
    ];
    let list = [band];
    stubApi({
      'GET /ensembles': () => list,
      'DELETE /ensembles/10': () => {
        // meanwhile an ensemble was added in another tab: the reloaded list shows it
        list = [band, choir];
        return json(
          {
            error: {
              code: 'CONFLICT',
              message:
                'This ensemble is used by the programs "Spring Concert 2027", "Winter Showcase". Remove it from those programs first.',
              details: { programs },
            },
          },
          { status: 409 },
        );
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Lincoln High Symphonic Band' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('heading', { name: 'This ensemble is still in use' })).toBeInTheDocument();
    expect(within(dialog).getByText(/"Lincoln High Symphonic Band" was not deleted\./)).toBeInTheDocument();
    const used = within(dialog).getByRole('list', { name: 'Programs using this ensemble' });
    expect(
      within(used)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Spring Concert 2027', 'Winter Showcase']);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Lincoln High Symphonic Band' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Chamber Singers' })).toBeInTheDocument();

    // opened again, the dialog asks again
    await user.click(screen.getByRole('button', { name: 'Delete Lincoln High Symphonic Band' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete ensemble?' })).toBeInTheDocument();
  });

  it('shows any other delete failure in the dialog, with Delete to try again', async () => {
    stubApi({
      'GET /ensembles': [band],
      'DELETE /ensembles/10': apiError(503, 'UNAVAILABLE', 'Podium cannot answer right now.', 'req-del-2'),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Lincoln High Symphonic Band' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('Podium cannot answer right now.')).toBeInTheDocument();
    expect(within(dialog).getByText('Reference: req-del-2')).toBeInTheDocument();
    expect((within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

const played = (overrides: Partial<Performance>): Performance => ({
  program_id: 1,
  program_title: 'Spring Concert',
  date: '2026-05-14',
  ensemble_id: band.id,
  ensemble_name: band.name,
  title: 'Piece',
  composer: null,
  arranger: null,
  library_entry_id: null,
  ...overrides,
});

// as the API answers: newest first; the choir sang at the spring concert too, and a third ensemble
const history: Performance[] = [
  played({ program_id: 2, title: 'Shenandoah', composer: 'Frank Ticheli' }),
  played({ program_id: 2, ensemble_id: choir.id, ensemble_name: choir.name, title: 'Shenandoah (choral)' }),
  played({ program_id: 2, title: 'Sleigh Ride', composer: 'Leroy Anderson', arranger: 'Jay Bocook' }),
  played({ program_id: 1, program_title: 'Winter Concert', date: '2025-12-11', title: 'Festive Overture' }),
  played({ program_id: 3, program_title: 'Jazz Night', date: '2025-11-02', ensemble_id: 13, title: 'Take Five' }),
];

describe('Repertoire history', () => {
  it("says on each card what the ensemble played, and History lists that ensemble's concerts newest first with their pieces", async () => {
    stubApi({ 'GET /ensembles': [band, choir], 'GET /repertoire-history': history });
    const { user } = renderPage();

    const cards = within(await screen.findByRole('list', { name: 'Your ensembles' })).getAllByRole('listitem');
    expect(await within(cards[0]!).findByText('Played 3 pieces in 2 concerts')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Played 1 piece in 1 concert')).toBeInTheDocument();

    await user.click(within(cards[0]!).getByRole('button', { name: 'History of Lincoln High Symphonic Band' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lincoln High Symphonic Band: repertoire history' });
    const concerts = within(dialog).getByRole('list', { name: 'Concerts, newest first' });
    expect(
      within(concerts)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Spring Concert · May 14, 2026', 'Winter Concert · Dec 11, 2025']);

    const spring = within(dialog).getByRole('list', { name: 'Pieces played at Spring Concert · May 14, 2026' });
    expect(
      within(spring)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ShenandoahFrank Ticheli', 'Sleigh RideLeroy Anderson · arr. Jay Bocook']);
    const winter = within(dialog).getByRole('list', { name: 'Pieces played at Winter Concert · Dec 11, 2025' });
    expect(
      within(winter)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Festive Overture']);
    // the choir's piece at the same concert and the other ensemble's concert are not the band's
    expect(within(dialog).queryByText('Shenandoah (choral)')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Jazz Night/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(NO_CONCERTS)).not.toBeInTheDocument();
  });

  it('is reached and closed with the keyboard', async () => {
    stubApi({ 'GET /ensembles': [band], 'GET /repertoire-history': history });
    const { user } = renderPage();
    const button = await screen.findByRole('button', { name: 'History of Lincoln High Symphonic Band' });

    button.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('dialog', { name: 'Lincoln High Symphonic Band: repertoire history' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('says how a concert gets there when the ensemble has none yet', async () => {
    stubApi({ 'GET /ensembles': [band, choir], 'GET /repertoire-history': history.slice(3) });
    const { user } = renderPage();

    // the band's card has its line once the history is in; the choir's has none
    const cards = within(await screen.findByRole('list', { name: 'Your ensembles' })).getAllByRole('listitem');
    expect(await within(cards[0]!).findByText('Played 1 piece in 1 concert')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(/^Played/)).not.toBeInTheDocument();

    await user.click(within(cards[1]!).getByRole('button', { name: 'History of Chamber Singers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chamber Singers: repertoire history' });
    expect(within(dialog).getByText(NO_CONCERTS)).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the history cannot be loaded, and Retry loads it again', async () => {
    let fail = true;
    stubApi({
      'GET /ensembles': [band],
      'GET /repertoire-history': () => (fail ? apiError(500, 'INTERNAL_ERROR', 'Boom', 'req-hist-1') : history),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'History of Lincoln High Symphonic Band' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The repertoire history could not be loaded.')).toBeInTheDocument();
    expect(within(dialog).getByText('Reference: req-hist-1')).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Spring Concert · May 14, 2026')).toBeInTheDocument();
    expect(await screen.findByText('Played 3 pieces in 2 concerts')).toBeInTheDocument();
  });
});
