import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Program } from '@app/shared/contracts/programs';
import { notify } from '../../../../components/toaster';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { aProfile, aProgram, aProgramPiece } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import type * as download from '../../../../lib/download';
import type * as programKeys from '../../api/program-keys';
import { saveFile } from '../../../../lib/download';
import { revalidatePrograms } from '../../api/program-keys';
import { currentProgram } from '../../hooks/current-program';
import { FINALIZE_NOTICE } from '../builder/finalize-notice';
import { summaryOf } from '../../utils/program-summary';
import { ProgramsPage } from './programs-page';

// the global swr mutate does not reach the test's own cache: the refreshes are counted here
vi.mock('../../api/program-keys', async (importOriginal) => ({
  ...(await importOriginal<typeof programKeys>()),
  revalidatePrograms: vi.fn(() => Promise.resolve([])),
}));
// no real download in happy-dom
vi.mock('../../../../lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof download>()),
  saveFile: vi.fn(),
}));

beforeEach(() => {
  localStorage.clear();
  currentProgram.reset();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(revalidatePrograms).mockClear();
  vi.mocked(saveFile).mockClear();
});

const aConcert = (overrides: Partial<Program> = {}): Program =>
  aProgram({
    title: 'Spring Concert 2027',
    name: 'Spring Concert 2027',
    date: '2027-05-13',
    pieces: [
      aProgramPiece({
        id: 11,
        title: 'Shenandoah',
        composer: 'Frank Ticheli',
        duration: 315,
        order: 1,
        ensemble_id: 3,
      }),
      aProgramPiece({ id: 12, title: 'Palladio', composer: 'Karl Jenkins', duration: 240, order: 2, ensemble_id: 4 }),
    ],
    program_ensembles: [
      { ensemble_id: 4, order: 2, name: 'String Orchestra', type: 'string_orchestra' },
      { ensemble_id: 3, order: 1, name: 'Symphonic Band', type: 'concert_band' },
    ],
    performance_date: '2027-05-13',
    performance_time: '19:00',
    venue: 'Lincoln High School Auditorium',
    target_duration: 75,
    total_duration: 555,
    formatted_duration: '9:15',
    ...overrides,
  });

const winter = aConcert({
  id: 2,
  title: 'Winter Gala',
  name: 'Winter Gala',
  status: 'finalized',
  pieces: [],
  program_ensembles: [],
  performance_date: null,
  performance_time: null,
  venue: null,
  target_duration: null,
  formatted_duration: '0:00',
});

/** What GET /programs answers for these programs. */
const listed = (...programs: Program[]) => programs.map(summaryOf);

const renderPage = () => renderWithProviders(<ProgramsPage />, { me: aProfile(), route: '/programs' });
const card = (name: string) => screen.getByRole('article', { name });

/** Picks a card's action from its menu with the keyboard, as a director without a mouse would. */
async function chooseAction(user: ReturnType<typeof renderPage>['user'], program: string, action: string) {
  screen.getByRole('button', { name: `More actions for ${program}` }).focus();
  await user.keyboard('{Enter}');
  const item = await screen.findByRole('menuitem', { name: action });
  for (let step = 0; step < 6 && !item.hasAttribute('data-highlighted'); step++) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

describe('ProgramsPage', () => {
  it('lists every program, in progress and finalized, with its details', async () => {
    const api = stubApi({ 'GET /programs': listed(aConcert(), winter, aConcert()) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Programs' })).toBeInTheDocument();

    await screen.findByRole('article', { name: 'Spring Concert 2027' });
    expect(screen.getAllByRole('article')).toHaveLength(2); // de-duplicated by id
    expect(api.calls.find((c) => c.path === '/programs')!.query.get('status')).toBeNull(); // all of them

    const spring = within(card('Spring Concert 2027'));
    expect(spring.getByText('In Progress')).toBeInTheDocument();
    expect(spring.getByText('Thu, May 13, 2027 at 7:00 PM')).toBeInTheDocument();
    expect(spring.getByText('Lincoln High School Auditorium')).toBeInTheDocument();
    expect(spring.getByText('Symphonic Band, String Orchestra')).toBeInTheDocument();
    expect(spring.getByText('2 pieces')).toBeInTheDocument();
    expect(spring.getByText('9:15 (target 75 min)')).toBeInTheDocument();

    const gala = within(card('Winter Gala'));
    expect(gala.getByText('Finalized')).toBeInTheDocument();
    expect(gala.getByText('No date yet')).toBeInTheDocument();
    expect(gala.getByText('0 pieces')).toBeInTheDocument();
  });

  it('says how many pieces have no length instead of counting them as 0:00', async () => {
    const pieces = [
      aProgramPiece({ id: 11, title: 'Shenandoah', duration: 315, order: 1, ensemble_id: 3 }),
      aProgramPiece({ id: 12, title: 'Fairest of the Fair', duration: null, order: 2, ensemble_id: 3 }),
      aProgramPiece({ id: 13, title: 'Amazing Grace', duration: null, order: 3, ensemble_id: 3 }),
    ];
    const unknown = aConcert({
      id: 3,
      title: 'Fall Concert',
      name: 'Fall Concert',
      pieces,
      formatted_duration: '5:15',
    });
    stubApi({ 'GET /programs': listed(unknown) });
    renderPage();
    await screen.findByRole('article', { name: 'Fall Concert' });
    expect(
      within(card('Fall Concert')).getByText('5:15 + 2 pieces without a length (target 75 min)'),
    ).toBeInTheDocument();
  });

  it('shows an empty state with a way to create the first program', async () => {
    stubApi({ 'GET /programs': [], 'GET /ensembles': [] });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'No programs yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New program' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Program' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a program in the builder', async () => {
    stubApi({ 'GET /programs': listed(aConcert(), winter) });
    const { user } = renderPage();
    await user.click(
      within(await screen.findByRole('article', { name: 'Winter Gala' })).getByRole('button', {
        name: 'Open in builder',
      }),
    );
    expect(currentProgram.get()).toMatchObject({ programId: 2, builderOpen: true });
    expect(within(card('Winter Gala')).getByText('Current program')).toBeInTheDocument();
  });

  it('renames a program from its menu and refreshes the lists', async () => {
    const api = stubApi({
      'GET /programs': listed(aConcert(), winter),
      'PATCH /programs/1': (request: { body: unknown }) =>
        aConcert({ title: (request.body as Program).title, name: (request.body as Program).title }),
    });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Spring Concert 2027' });
    await chooseAction(user, 'Spring Concert 2027', 'Rename');

    const field = await screen.findByRole('textbox', { name: 'Enter a new name for the program' });
    await user.clear(field);
    await user.type(field, 'Spring Finale{Enter}');
    await screen.findByRole('article', { name: 'Spring Finale' });
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'Spring Finale' });
    expect(revalidatePrograms).toHaveBeenCalledWith(1);
  });

  it('deletes after confirmation and forgets the program if it was the current one', async () => {
    const api = stubApi({ 'GET /programs': listed(aConcert(), winter), 'DELETE /programs/2': undefined });
    currentProgram.select(2);
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Winter Gala' });

    await chooseAction(user, 'Winter Gala', 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete program' });
    expect(confirm.textContent).toContain(
      'Are you sure you want to delete the program "Winter Gala"? This action cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Winter Gala' })).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/programs/2')).toBe(true);
    expect(currentProgram.get().programId).toBeNull();
    expect(revalidatePrograms).toHaveBeenCalledWith(2);
  });

  it('says so when deleting fails, and keeps the program', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = vi.spyOn(notify, 'error');
    stubApi({
      'GET /programs': listed(aConcert(), winter),
      'DELETE /programs/2': apiError(500, 'INTERNAL_ERROR', 'Boom'),
    });
    currentProgram.select(2);
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Winter Gala' });

    await chooseAction(user, 'Winter Gala', 'Delete');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete program. Please try again.'));
    expect(card('Winter Gala')).toBeInTheDocument();
    expect(currentProgram.get().programId).toBe(2);
  });

  it('exports as a booklet with notes, downloads the file and shows the program finalized', async () => {
    const api = stubApi({
      'GET /programs': listed(aConcert(), winter),
      'GET /document/programs/1': () =>
        new Response(new Blob(['docx']), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            'content-disposition': 'attachment; filename="Spring Concert 2027.docx"',
          },
        }),
      'PATCH /programs/1': aConcert({ status: 'finalized' }),
    });
    const { user } = renderPage();
    await user.click(
      within(await screen.findByRole('article', { name: 'Spring Concert 2027' })).getByRole('button', {
        name: 'Export',
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Export Program' });
    expect(dialog).toHaveTextContent(FINALIZE_NOTICE); // what the export does to the program, said first
    expect(dialog).toHaveTextContent('You will find it on the Programs page');
    await user.click(within(dialog).getByRole('radio', { name: /Booklet/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include program notes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download .docx' }));

    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'Spring Concert 2027.docx'));
    const download = api.calls.find((c) => c.path === '/document/programs/1')!;
    expect(Object.fromEntries(download.query)).toEqual({
      format: 'booklet',
      include_program_notes: 'true',
      site_origin: window.location.origin,
    });
    await waitFor(() => expect(within(card('Spring Concert 2027')).getByText('Finalized')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export Program' })).not.toBeInTheDocument());
  });

  it('reopens a finalized program in one action: in progress again, so back in Select Program', async () => {
    const success = vi.spyOn(notify, 'success');
    const api = stubApi({
      'GET /programs': listed(aConcert(), winter),
      'PATCH /programs/2': { ...winter, status: 'in_progress' },
    });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Winter Gala' });
    expect(within(card('Spring Concert 2027')).queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();

    await user.click(within(card('Winter Gala')).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(within(card('Winter Gala')).getByText('In Progress')).toBeInTheDocument());
    expect(within(card('Winter Gala')).queryByText('Finalized')).not.toBeInTheDocument();
    expect(within(card('Winter Gala')).queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
      ['/programs/2', { status: 'in_progress' }],
    ]);
    expect(revalidatePrograms).toHaveBeenCalledWith(2);
    expect(success).toHaveBeenCalledWith('"Winter Gala" is in progress again');
  });

  it('says so when reopening fails, and the program stays finalized', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = vi.spyOn(notify, 'error');
    stubApi({ 'GET /programs': listed(winter), 'PATCH /programs/2': apiError(500, 'INTERNAL_ERROR', 'Boom') });
    const { user } = renderPage();
    await user.click(
      within(await screen.findByRole('article', { name: 'Winter Gala' })).getByRole('button', { name: 'Reopen' }),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to reopen program. Please try again.'));
    expect(within(card('Winter Gala')).getByText('Finalized')).toBeInTheDocument();
  });

  it('duplicates a program under the chosen title', async () => {
    const api = stubApi({
      'GET /programs': listed(aConcert(), winter),
      'POST /programs/1/duplicate': (request: { query: URLSearchParams }) =>
        aConcert({ id: 3, title: request.query.get('new_title')!, name: request.query.get('new_title')! }),
    });
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Spring Concert 2027' });
    await chooseAction(user, 'Spring Concert 2027', 'Duplicate');
    const field = await screen.findByRole('textbox', { name: /Title of the copy/ });
    expect((field as HTMLInputElement).value).toBe('Spring Concert 2027 (copy)');
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    await screen.findByRole('article', { name: 'Spring Concert 2027 (copy)' });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(true);
    expect(
      screen
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby') && within(a).getByRole('heading').textContent),
    ).toEqual(['Spring Concert 2027', 'Spring Concert 2027 (copy)', 'Winter Gala']);
  });
});
