import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CatalogWorkSummary } from '@app/shared/contracts/chat';
import type { LibraryEntry } from '@app/shared/contracts/library';
import type { Performance } from '@app/shared/contracts/programs';
import { describe, expect, it, vi } from 'vitest';
import { apiError, deferred, json, stubApi, type StubRequest } from '../../../testing/api-stub';
import { aProfile, anEnsemble } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { LibraryPage } from './library-page';

const anEntry = (overrides: Partial<LibraryEntry> & Pick<LibraryEntry, 'id' | 'title'>): LibraryEntry => ({
  composer: null,
  arranger: null,
  publisher: null,
  difficulty: null,
  difficulty_text: null,
  duration: null,
  ensemble_type: 'concert_band',
  genre: null,
  tags: [],
  key: null,
  meter: null,
  year: null,
  program_notes: null,
  catalog_number: null,
  location: null,
  notes: null,
  last_performed: null,
  times_performed: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const holst = anEntry({
  id: 1,
  title: 'First Suite in E-flat',
  composer: 'Gustav Holst',
  difficulty: 4,
  duration: 630,
  last_performed: '2026-05-14',
});
const erickson = anEntry({
  id: 2,
  title: 'Air for Band',
  composer: 'Frank Erickson',
  difficulty: 2,
  difficulty_text: 'II',
  duration: 200,
});
const grainger = anEntry({
  id: 3,
  title: 'Irish Tune from County Derry',
  composer: 'Percy Aldridge Grainger',
  difficulty: 3.5,
  duration: 240,
});

/** GET /library/entries over `entries` as the API answers it (search in title and composer, grade range, sort). */
function libraryApi(entries: () => LibraryEntry[]) {
  return (request: StubRequest) => {
    const q = request.query;
    const search = q.get('search')?.toLowerCase();
    const composer = q.get('composer')?.toLowerCase();
    const [min, max = min] = (q.get('difficulty') ?? '').split('-').filter(Boolean).map(Number);
    let list = entries().filter(
      (e) =>
        (!search || `${e.title} ${e.composer}`.toLowerCase().includes(search)) &&
        (!composer || (e.composer ?? '').toLowerCase().includes(composer)) &&
        (min === undefined || (e.difficulty !== null && e.difficulty >= min && e.difficulty <= max!)),
    );
    const sort = (q.get('sort') ?? 'title') as 'title' | 'difficulty';
    list = [...list].sort((a, b) =>
      sort === 'difficulty' ? (a.difficulty ?? 0) - (b.difficulty ?? 0) : a.title.localeCompare(b.title),
    );
    if (q.get('order') === 'desc') list.reverse();
    const skip = Number(q.get('skip') ?? 0);
    return { data: list.slice(skip, skip + Number(q.get('limit') ?? 100)), total: list.length };
  };
}

const shenandoah: CatalogWorkSummary = {
  id: 'shenandoah-ticheli',
  title: 'Shenandoah',
  composer: 'Frank Ticheli',
  arranger: null,
  publisher: 'Manhattan Beach Music',
  grade: 4,
  grade_scale: 'wrp',
  grade_text: 'IV',
  duration: 370,
  ensemble_types: ['concert_band'],
  uil: null,
};
const chester: CatalogWorkSummary = {
  id: 'chester-schuman',
  title: 'Chester',
  composer: 'William Schuman',
  arranger: null,
  publisher: 'Theodore Presser Company',
  grade: 5,
  grade_scale: 'uil',
  grade_text: 'UIL Grade 5',
  duration: null,
  ensemble_types: ['concert_band'],
  uil: { code: '100-5-15000', grade: 5, specification: null },
};
const catalogue = [shenandoah, chester];

const entriesCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.method === 'GET' && c.path === '/library/entries');
const titles = () => screen.queryAllByTestId('library-row').map((row) => row.querySelector('td')?.textContent);

function renderPage({
  route = '/library',
  entries = [holst, erickson, grainger],
  addToProgram = vi.fn(async () => true),
} = {}) {
  let list = entries;
  const api = stubApi({
    'GET /library/entries': libraryApi(() => list),
    'GET /ensembles': [anEnsemble({ id: 9, name: 'Lincoln High Symphonic Band' })],
    'GET /catalog/works': (request: StubRequest) => ({
      works: catalogue.filter((w) =>
        `${w.title} ${w.composer}`.toLowerCase().includes(request.query.get('q')!.toLowerCase()),
      ),
    }),
  });
  const rendered = renderWithProviders(<LibraryPage addToProgram={addToProgram} />, { me: aProfile(), route });
  return { ...rendered, api, addToProgram, setEntries: (next: LibraryEntry[]) => (list = next) };
}

describe('the library table', () => {
  it('lists the pieces with their grade, m:ss duration and last performance, and the range shown', async () => {
    renderPage();
    await waitFor(() =>
      expect(titles()).toEqual(['Air for Band', 'First Suite in E-flat', 'Irish Tune from County Derry']),
    );
    const row = within(screen.getAllByTestId('library-row')[1]!);
    expect(row.getByText('Gustav Holst')).toBeInTheDocument();
    expect(row.getByText('10:30')).toBeInTheDocument();
    expect(row.getByText('May 14, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('library-range').textContent).toBe('1–3 of 3');
    expect(screen.getByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
    // sorted by title ascending by default
    expect(screen.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('follows the search as it is typed, keeps it in the address, and shows the earlier rows meanwhile', async () => {
    const { api, router } = renderPage();
    await waitFor(() => expect(titles()).toHaveLength(3));
    // each letter as its own change, all before the debounce could fire (no await between them: the
    // test cannot depend on how fast a loaded machine types)
    const typeFast = (text: string) => {
      const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
      const start = box.value;
      for (let i = 1; i <= text.length; i += 1) fireEvent.change(box, { target: { value: start + text.slice(0, i) } });
    };
    typeFast('holst');
    await waitFor(() => expect(titles()).toEqual(['First Suite in E-flat']));
    // the address follows once typing pauses (replacing the history entry: Back leaves the page)
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('holst'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(entriesCalls(api).at(-1)!.query.get('search')).toBe('holst');
    // debounced: not one request per letter
    expect(entriesCalls(api).length).toBeLessThan(1 + 'holst'.length);

    // while the next answer is on its way, the rows of the last one stay (marked busy)
    const answer = deferred<unknown>();
    const calls = entriesCalls(api).length;
    api.on({ 'GET /library/entries': () => answer.promise });
    typeFast(' suite');
    await waitFor(() => expect(entriesCalls(api).length).toBe(calls + 1));
    expect(titles()).toEqual(['First Suite in E-flat']);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    answer.resolve({ data: [holst], total: 1 });
    await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false'));
    expect(titles()).toEqual(['First Suite in E-flat']);
  });

  it('opens the view a shared link describes, and sorts by a header (a second click reverses)', async () => {
    const { user, api, router } = renderPage({ route: '/library?difficulty=2-4&sort=difficulty&order=desc' });
    await waitFor(() =>
      expect(titles()).toEqual(['First Suite in E-flat', 'Irish Tune from County Derry', 'Air for Band']),
    );
    expect((screen.getByRole('textbox', { name: 'Grade' }) as HTMLInputElement).value).toBe('2-4');
    expect(entriesCalls(api)[0]!.query.toString()).toBe('skip=0&limit=100&difficulty=2-4&sort=difficulty&order=desc');
    const grade = screen.getByRole('columnheader', { name: /Grade/ });
    expect(grade.getAttribute('aria-sort')).toBe('descending');

    await user.click(within(grade).getByRole('button'));
    await waitFor(() =>
      expect(titles()).toEqual(['Air for Band', 'Irish Tune from County Derry', 'First Suite in E-flat']),
    );
    expect(grade.getAttribute('aria-sort')).toBe('ascending');
    expect(router.state.location.search).toBe('?difficulty=2-4&sort=difficulty');

    await user.click(within(screen.getByRole('columnheader', { name: /Composer/ })).getByRole('button'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Composer/ }).getAttribute('aria-sort')).toBe('ascending'),
    );
    expect(grade.hasAttribute('aria-sort')).toBe(false);

    // a sort is a history entry: Back goes to the one before, boxes and rows included
    await act(() => router.navigate(-1));
    await waitFor(() => expect(grade.getAttribute('aria-sort')).toBe('ascending'));
    expect(router.state.location.search).toBe('?difficulty=2-4&sort=difficulty');
    expect((screen.getByRole('textbox', { name: 'Grade' }) as HTMLInputElement).value).toBe('2-4');
  });

  it('says when a grade filter cannot be read, and still applies the others', async () => {
    const { user, api } = renderPage();
    await waitFor(() => expect(titles()).toHaveLength(3));
    await user.type(screen.getByRole('textbox', { name: 'Grade' }), '9');
    expect(await screen.findByText('A grade (2) or a range (1.5-2.5) from 0.5 to 6')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Composer' }), 'grainger');
    await waitFor(() => expect(titles()).toEqual(['Irish Tune from County Derry']));
    expect(entriesCalls(api).every((c) => !c.query.has('difficulty'))).toBe(true);
  });

  it('shows "No pieces match these filters" and clears them', async () => {
    const { user, router } = renderPage({ route: '/library?search=zzz' });
    expect(await screen.findByText('No pieces match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
  });

  it('invites an empty library to import, with the template link', async () => {
    renderPage({ entries: [] });
    expect(await screen.findByText('Your library is empty')).toBeInTheDocument();
    expect(screen.getByText('Import a CSV of your pieces, or add one by hand')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the CSV template' }).getAttribute('href')).toBe(
      '/api/library/template.csv',
    );
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('pages by 100 with Previous and Next', async () => {
    const many = Array.from({ length: 250 }, (_, i) =>
      anEntry({ id: 100 + i, title: `Test Piece ${String(i + 1).padStart(3, '0')}` }),
    );
    const { user, api, router } = renderPage({ entries: many });
    await waitFor(() => expect(screen.getByTestId('library-range').textContent).toBe('1–100 of 250'));
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('library-range').textContent).toBe('101–200 of 250'));
    expect(router.state.location.search).toBe('?page=2');
    expect(entriesCalls(api).at(-1)!.query.get('skip')).toBe('100');
    expect(titles()[0]).toBe('Test Piece 101');
  });
});

describe('the actions of a piece', () => {
  it('adds a piece to the current program through the page’s addToProgram', async () => {
    const { user, addToProgram } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add "Air for Band" to program' }));
    expect(addToProgram).toHaveBeenCalledWith({ libraryEntryId: 2, title: 'Air for Band' });
  });

  it('opens Insights for the piece, for an ensemble of its type', async () => {
    const { user, api } = renderPage();
    api.on({
      'GET /library/pieces/1/analyze/9': {
        fit: 'comfortable',
        fit_reason: 'Grade 4 suits this band.',
        summary: 'A cornerstone of the band repertoire.',
        teaching_points: [],
        instrumentation_notes: [],
        placement: 'opener',
        placement_reason: 'It opens with a chaconne.',
        rehearsal_estimate_minutes: 180,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Insights for "First Suite in E-flat"' }));
    const dialog = await screen.findByRole('dialog', { name: /Insights: First Suite in E-flat/ });
    expect(await within(dialog).findByText('A cornerstone of the band repertoire.')).toBeInTheDocument();
  });

  it('deletes a piece after the confirmation, and the table is fetched again', async () => {
    const { user, api, setEntries } = renderPage();
    api.on({ 'DELETE /library/entries/2': () => (setEntries([holst, grainger]), undefined) });
    await user.click(await screen.findByRole('button', { name: 'Delete "Air for Band"' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete piece' });
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete "Air for Band" from your library? This cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(within(confirm).getByText('Programs that already hold this piece keep it.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(titles()).toEqual(['First Suite in E-flat', 'Irish Tune from County Derry']));
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/library/entries/2']);
  });
});

describe('the entry dialog', () => {
  it('checks the fields with the API messages before sending anything', async () => {
    const { user, api } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add piece' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add piece' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Year' }), '3000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Duration' }), '5:75');
    await user.click(within(dialog).getByRole('button', { name: 'Add piece' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Year must be between 1000 and 2100')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Duration must be minutes:seconds (5:30) or a number of seconds (330)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Title/ }).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends every field, disables Save while sending, and keeps what was typed when the piece is already there', async () => {
    const answer = deferred<Response>();
    const { user, api } = renderPage();
    api.on({ 'POST /library/entries': () => answer.promise });
    await user.click(await screen.findByRole('button', { name: 'Add piece' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add piece' });
    await user.type(within(dialog).getByRole('combobox', { name: /Title/ }), 'Air for Band');
    await user.type(within(dialog).getByRole('combobox', { name: 'Composer' }), 'Frank Erickson');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Grade' }), 'Grade 2');
    // the types in words, as the ensembles' badges show them
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ensemble type' }), 'tenor bass choir');
    await user.type(within(dialog).getByRole('textbox', { name: 'Duration' }), '3:20');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'Lyrical, chorale');
    await user.click(within(dialog).getByRole('button', { name: 'Add piece' }));

    await waitFor(() =>
      expect((within(dialog).getByRole('button', { name: /Saving/ }) as HTMLButtonElement).disabled).toBe(true),
    );
    const sent = api.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      title: 'Air for Band',
      composer: 'Frank Erickson',
      difficulty: 2,
      duration: 200,
      tags: ['lyrical', 'chorale'],
      ensemble_type: 'tenor_bass_choir',
      year: null,
      notes: null,
    });
    expect(Object.keys(sent)).toHaveLength(17);

    answer.resolve(
      json(
        {
          error: {
            code: 'CONFLICT',
            message: '"Air for Band" is already in your library (entry 2).',
            details: { existing_id: 2 },
          },
        },
        { status: 409 },
      ),
    );
    expect(await within(dialog).findByText('"Air for Band" is already in your library (entry 2).')).toBeInTheDocument();
    expect((within(dialog).getByRole('combobox', { name: 'Composer' }) as HTMLInputElement).value).toBe(
      'Frank Erickson',
    );
    expect((within(dialog).getByRole('button', { name: 'Add piece' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a 400 of the server under its field', async () => {
    const { user, api } = renderPage();
    api.on({
      'POST /library/entries': () =>
        json(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'meter must be at most 30 characters',
              details: [{ field: 'meter', message: 'meter must be at most 30 characters' }],
            },
          },
          { status: 400 },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Add piece' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add piece' });
    await user.type(within(dialog).getByRole('combobox', { name: /Title/ }), 'Test Piece');
    await user.click(within(dialog).getByRole('button', { name: 'Add piece' }));
    expect(await within(dialog).findByText('Meter must be at most 30 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('meter must be at most 30 characters')).toBeInTheDocument();
  });

  it('offers catalogue works as the title is typed; picking one fills what was not typed and says so', async () => {
    const { user, api } = renderPage();
    api.on({
      'POST /library/entries': (request: StubRequest) => ({
        ...anEntry({ id: 9, title: 'Shenandoah' }),
        ...(request.body as object),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add piece' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add piece' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Publisher' }), 'My own copy');
    const title = within(dialog).getByRole('combobox', { name: /Title/ });
    await user.type(title, 'shen');
    const options = within(await within(dialog).findByRole('listbox', { name: 'Works in the catalogue' })).getAllByRole(
      'option',
    );
    expect(options.map((o) => o.textContent)).toEqual(['ShenandoahFrank Ticheli · Grade 4 (IV) · 6:10 · concert band']);
    expect(title.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect((title as HTMLInputElement).value).toBe('Shenandoah');
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect((within(dialog).getByRole('combobox', { name: 'Composer' }) as HTMLInputElement).value).toBe(
      'Frank Ticheli',
    );
    expect((within(dialog).getByRole('combobox', { name: 'Grade' }) as HTMLSelectElement).value).toBe('4');
    expect((within(dialog).getByRole('textbox', { name: 'Duration' }) as HTMLInputElement).value).toBe('6:10');
    // the director's own value wins
    expect((within(dialog).getByRole('textbox', { name: 'Publisher' }) as HTMLInputElement).value).toBe('My own copy');
    expect(within(dialog).getByRole('status').textContent).toBe(
      "Filled composer, grade, grade as written, duration, ensemble type from the catalogue's Shenandoah. Your own entries were kept.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add piece' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      title: 'Shenandoah',
      composer: 'Frank Ticheli',
      publisher: 'My own copy',
      difficulty: 4,
      difficulty_text: 'IV',
      duration: 370,
      ensemble_type: 'concert_band',
    });
  });

  it('offers works by composer too, and Escape closes the list without closing the dialog', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add piece' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add piece' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Composer' }), 'schuman');
    expect(
      within(await within(dialog).findByRole('listbox', { name: 'Works in the catalogue' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ChesterWilliam Schuman · Grade 5 (UIL Grade 5) · duration not listed · concert band']);
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add piece' })).toBeInTheDocument();
  });

  it('edits a piece with PUT of every field, blanks cleared', async () => {
    const { user, api, setEntries } = renderPage();
    api.on({
      'PUT /library/entries/1': (request: StubRequest) => {
        const saved = { ...holst, ...(request.body as object) };
        setEntries([erickson, saved, grainger]);
        return saved;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit "First Suite in E-flat"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit piece' });
    expect((within(dialog).getByRole('textbox', { name: 'Duration' }) as HTMLInputElement).value).toBe('10:30');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Duration' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Key' }), 'E-flat major');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit piece' })).not.toBeInTheDocument());
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      title: 'First Suite in E-flat',
      composer: 'Gustav Holst',
      difficulty: 4,
      duration: null,
      key: 'E-flat major',
    });
    await waitFor(() => expect(within(screen.getAllByTestId('library-row')[1]!).queryByText('10:30')).toBeNull());
  });

  it('reports a failed load with a way to try again', async () => {
    stubApi({
      'GET /library/entries': apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.', 'req-lib-1'),
      'GET /ensembles': [],
    });
    renderWithProviders(<LibraryPage addToProgram={vi.fn()} />, { me: aProfile(), route: '/library' });
    expect(await screen.findByText('Your library could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Reference: req-lib-1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('who played a piece', () => {
  const played = (overrides: Partial<Performance>): Performance => ({
    program_id: 1,
    program_title: 'Spring Concert',
    date: '2026-05-14',
    ensemble_id: 9,
    ensemble_name: 'Symphonic Band',
    title: 'First Suite in E-flat',
    composer: 'Gustav Holst',
    arranger: null,
    library_entry_id: holst.id,
    ...overrides,
  });
  // newest first, as the API answers
  const history: Performance[] = [
    played({}),
    // the same title, not from the library: it is not the library's Air for Band
    played({ title: 'Air for Band', composer: 'Frank Erickson', library_entry_id: null }),
    played({
      program_id: 2,
      program_title: 'Winter Concert',
      date: '2025-12-11',
      ensemble_id: 11,
      ensemble_name: 'Jazz Band',
    }),
    played({ program_id: 3, program_title: 'Fall Concert', date: '2024-10-20' }),
  ];

  it('says under the title who played it, each ensemble with its latest month, matched by library entry', async () => {
    stubApi({ 'GET /repertoire-history': history });
    const { api } = renderPage();
    await waitFor(() => expect(titles()).toHaveLength(3));

    const rows = screen.getAllByTestId('library-row');
    const line = 'Played by Symphonic Band, May 2026; Jazz Band, Dec 2025';
    expect(await within(rows[1]!).findByText(line)).toBeInTheDocument();
    expect(within(rows[0]!).queryByText(/Played by/)).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByText(/Played by/)).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/repertoire-history')).toHaveLength(1);
  });

  it('says it read-only at the top of the Edit piece dialog, and not when adding a piece', async () => {
    stubApi({ 'GET /repertoire-history': history });
    const { user } = renderPage();
    const line = 'Played by Symphonic Band, May 2026; Jazz Band, Dec 2025';
    expect(await screen.findByText(line)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit "First Suite in E-flat"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit piece' });
    expect(within(dialog).getByText(line)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: line })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit "Air for Band"' }));
    const other = await screen.findByRole('dialog', { name: 'Edit piece' });
    expect(within(other).queryByText(/Played by/)).not.toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add piece' }));
    const adding = await screen.findByRole('dialog', { name: 'Add piece' });
    expect(within(adding).queryByText(/Played by/)).not.toBeInTheDocument();
  });

  it('leaves the rows as they are when the history cannot be loaded', async () => {
    stubApi({ 'GET /repertoire-history': apiError(500, 'INTERNAL_ERROR', 'Boom') });
    const { api } = renderPage();
    await waitFor(() => expect(titles()).toHaveLength(3));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/repertoire-history')).toBe(true));
    expect(screen.queryByText(/Played by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
