import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Program } from '@app/shared/contracts/programs';
import { notify } from '../../../../components/toaster';
import { stubApi } from '../../../../testing/api-stub';
import { aProfile, aProgram, aProgramPiece } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import type * as programKeys from '../../api/program-keys';
import { revalidatePrograms } from '../../api/program-keys';
import { currentProgram } from '../../hooks/current-program';
import { summaryOf } from '../../utils/program-summary';
import { ProgramsPage } from './programs-page';

// the global swr mutate does not reach the test's own cache: the refreshes are counted here
vi.mock('../../api/program-keys', async (importOriginal) => ({
  ...(await importOriginal<typeof programKeys>()),
  revalidatePrograms: vi.fn(() => Promise.resolve([])),
}));

beforeEach(() => {
  localStorage.clear();
  currentProgram.reset();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(revalidatePrograms).mockClear();
});

const band = { ensemble_id: 3, order: 1, name: 'Symphonic Band', type: 'concert_band' };
const strings = { ensemble_id: 4, order: 2, name: 'String Orchestra', type: 'string_orchestra' };

const spring = aProgram({
  id: 1,
  title: 'Spring Concert 2027',
  name: 'Spring Concert 2027',
  date: '2027-05-13',
  performance_date: '2027-05-13',
  performance_time: '19:00',
  // out of order, as the API may keep them: shown in program order
  program_ensembles: [strings, band],
  pieces: [
    aProgramPiece({ id: 11, title: 'Shenandoah', duration: 315, order: 1, ensemble_id: 3 }),
    aProgramPiece({ id: 12, title: 'Palladio', duration: 240, order: 2, ensemble_id: 4 }),
  ],
  total_duration: 555,
  formatted_duration: '9:15',
});
// the same season: Aug 1, 2026 starts it
const fall = aProgram({
  id: 2,
  title: 'Fall Concert',
  name: 'Fall Concert',
  date: '2026-08-01',
  performance_date: '2026-08-01',
  status: 'finalized',
  program_ensembles: [band],
  pieces: [aProgramPiece({ id: 21, duration: 200, order: 1, ensemble_id: 3 })],
  total_duration: 200,
  formatted_duration: '3:20',
});
// Jul 31 is the season before
const pops = aProgram({
  id: 3,
  title: 'Summer Pops',
  name: 'Summer Pops',
  date: '2026-07-31',
  performance_date: '2026-07-31',
  performance_time: '18:30',
  program_ensembles: [band],
});
const old = aProgram({
  id: 4,
  title: 'Winter Gala 2019',
  name: 'Winter Gala 2019',
  date: '2019-12-12',
  performance_date: '2019-12-12',
  status: 'finalized',
  program_ensembles: [band, strings],
  pieces: [aProgramPiece({ id: 41, duration: 300, order: 1, ensemble_id: 3 })],
  total_duration: 300,
  formatted_duration: '5:00',
});
const idea = aProgram({ id: 5, title: 'Someday', name: 'Someday' });

/** What GET /programs answers: newest first, as the server lists them. */
const listed = (...programs: Program[]) => programs.map(summaryOf);
const everyProgram = () => listed(idea, spring, pops, old, fall);

const renderPage = (route = '/programs') => renderWithProviders(<ProgramsPage />, { me: aProfile(), route });
const season = (label: string) => screen.getByRole('region', { name: label });
const rowNames = (label: string) =>
  within(season(label))
    .getAllByRole('listitem')
    .map((row) => within(row).getByRole('heading', { level: 3 }).textContent);
const row = (name: string) => screen.getByRole('listitem', { name });

describe('ProgramsPage, season view', () => {
  it('switches from the cards to the seasons with the keyboard, and the address keeps it', async () => {
    stubApi({ 'GET /programs': everyProgram() });
    const { user, router } = renderPage();
    await screen.findByRole('article', { name: 'Spring Concert 2027' });
    const cards = screen.getByRole('button', { name: 'Cards' });
    const seasons = screen.getByRole('button', { name: 'Seasons' });
    expect(screen.getByRole('group', { name: 'View' })).toContainElement(seasons);
    expect(cards).toHaveAttribute('aria-pressed', 'true');
    expect(seasons).toHaveAttribute('aria-pressed', 'false');

    seasons.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: '2026–27 season' })).toBeInTheDocument();
    expect(seasons).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=season');

    cards.focus();
    await user.keyboard(' ');
    await screen.findByRole('article', { name: 'Spring Concert 2027' });
    expect(router.state.location.search).toBe('');
  });

  it('groups the programs by season, newest first, each by date, those without a date last', async () => {
    stubApi({ 'GET /programs': everyProgram() });
    renderPage('/programs?view=season'); // a reload keeps the view
    await screen.findByRole('heading', { level: 2, name: '2026–27 season' });

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '2026–27 season',
      '2025–26 season',
      '2019–20 season',
      'No date yet',
    ]);
    expect(rowNames('2026–27 season')).toEqual(['Fall Concert', 'Spring Concert 2027']);
    expect(rowNames('2025–26 season')).toEqual(['Summer Pops']);
    expect(rowNames('2019–20 season')).toEqual(['Winter Gala 2019']);
    expect(rowNames('No date yet')).toEqual(['Someday']);

    const concert = within(row('Spring Concert 2027'));
    expect(concert.getByText('Thu, May 13, 2027')).toBeInTheDocument();
    expect(concert.getByText('7:00 PM')).toBeInTheDocument();
    expect(concert.getByText('Symphonic Band, String Orchestra')).toBeInTheDocument();
    expect(concert.getByText('In Progress')).toBeInTheDocument();
    expect(concert.getByText('2 pieces · 9:15')).toBeInTheDocument();
    expect(concert.queryByText('Performed')).not.toBeInTheDocument();

    // finalized and its day is over
    const gala = within(row('Winter Gala 2019'));
    expect(gala.getByText('Thu, Dec 12, 2019')).toBeInTheDocument();
    expect(gala.getByText('Finalized')).toBeInTheDocument();
    expect(gala.getByText('Performed')).toBeInTheDocument();
    expect(gala.getByText('1 piece · 5:00')).toBeInTheDocument();

    const someday = within(row('Someday'));
    expect(someday.getByText('No date')).toBeInTheDocument();
    expect(someday.getByText('No ensembles yet')).toBeInTheDocument();
    expect(someday.getByText('0 pieces · 0:00')).toBeInTheDocument();
  });

  it('marks a finalized program performed only once its day has passed', async () => {
    const future = aProgram({
      ...old,
      id: 6,
      title: 'Centennial',
      name: 'Centennial',
      date: '2099-05-01',
      performance_date: '2099-05-01',
    });
    stubApi({ 'GET /programs': listed(old, future) });
    renderPage('/programs?view=season');
    await screen.findByRole('heading', { level: 2, name: '2098–99 season' });
    expect(within(row('Centennial')).getByText('Finalized')).toBeInTheDocument();
    expect(within(row('Centennial')).queryByText('Performed')).not.toBeInTheDocument();
    expect(within(row('Winter Gala 2019')).getByText('Performed')).toBeInTheDocument();
  });

  it("opens a row's program in the builder", async () => {
    stubApi({ 'GET /programs': everyProgram() });
    const { user } = renderPage('/programs?view=season');
    await screen.findByRole('heading', { level: 2, name: '2026–27 season' });
    await user.click(within(row('Fall Concert')).getByRole('button', { name: 'Fall Concert' }));
    expect(currentProgram.get()).toMatchObject({ programId: 2, builderOpen: true });
    expect(within(row('Fall Concert')).getByText('Current program')).toBeInTheDocument();
  });

  it('duplicates a past concert from its row, as the card menu does', async () => {
    const success = vi.spyOn(notify, 'success');
    const api = stubApi({
      'GET /programs': everyProgram(),
      'POST /programs/4/duplicate': (request: { query: URLSearchParams }) =>
        aProgram({
          ...old,
          id: 7,
          status: 'in_progress',
          title: request.query.get('new_title')!,
          name: request.query.get('new_title')!,
        }),
    });
    const { user } = renderPage('/programs?view=season');
    await screen.findByRole('heading', { level: 2, name: '2019–20 season' });

    await user.click(within(row('Winter Gala 2019')).getByRole('button', { name: 'Duplicate Winter Gala 2019' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Program' });
    const field = within(dialog).getByRole('textbox', { name: /Title of the copy/ });
    expect((field as HTMLInputElement).value).toBe('Winter Gala 2019 (copy)');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));

    await waitFor(() => expect(rowNames('2019–20 season')).toEqual(['Winter Gala 2019', 'Winter Gala 2019 (copy)']));
    expect(within(row('Winter Gala 2019 (copy)')).getByText('In Progress')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Duplicated as "Winter Gala 2019 (copy)"');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/programs/4/duplicate']);
    expect(revalidatePrograms).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Seasons' })).toHaveAttribute('aria-pressed', 'true'); // still the season view
  });

  it('shows the same empty state, and no view switch, without programs', async () => {
    stubApi({ 'GET /programs': [] });
    renderPage('/programs?view=season');
    expect(await screen.findByRole('heading', { name: 'No programs yet' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'View' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
