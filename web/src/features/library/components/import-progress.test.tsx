import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { UploadTask } from '@app/shared/contracts/library';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, json, stubApi, type StubRequest } from '../../../testing/api-stub';
import { aProfile } from '../../../testing/fixtures';
import { aTarget, stubBucket } from '../../../testing/bucket-stub';
import { renderWithProviders } from '../../../testing/render';
import { ImportDialog } from './import-dialog';
import { ImportProgress } from './import-progress';

const aTask = (overrides: Partial<UploadTask> = {}): UploadTask => ({
  id: 41,
  filename: 'band-library.csv',
  status: 'queued',
  rows_total: 0,
  rows_processed: 0,
  created: 0,
  updated: 0,
  skipped: 0,
  failed: 0,
  errors: [],
  filled: 0,
  catalog_fills: [],
  error: null,
  created_at: '2026-09-01T14:05:00.000Z',
  finished_at: null,
  ...overrides,
});

/** The display, given one state of the task after another (as the polling would). */
let show: (task: UploadTask) => void = () => undefined;
function Followed({ first }: { first: UploadTask }) {
  const [task, setTask] = useState(first);
  show = (next) => act(() => setTask(next));
  return <ImportProgress task={task} />;
}

const progressbar = () => screen.getByRole('progressbar');
const counts = () => within(screen.getByRole('group', { name: 'Import counts' }));
const countOf = (label: string) => counts().getByText(label).nextElementSibling?.textContent;

describe('the import progress display', () => {
  it('goes from queued, to processing with its progress, to completed with the counts and the problems by row', () => {
    renderWithProviders(<Followed first={aTask()} />);
    expect(screen.getByText('Queued')).toBeInTheDocument();
    expect(screen.getByText('Waiting to start…')).toBeInTheDocument();
    // no total yet: the bar is indeterminate
    expect(progressbar().getAttribute('aria-valuenow')).toBeNull();

    show(aTask({ status: 'processing', rows_total: 0 }));
    expect(screen.getByText('Reading the file…')).toBeInTheDocument();
    expect(progressbar().getAttribute('aria-valuenow')).toBeNull();

    show(aTask({ status: 'processing', rows_total: 200, rows_processed: 50, created: 48, failed: 2 }));
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getByText('Processing row 50 of 200')).toBeInTheDocument();
    expect(progressbar().getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25%')).toBeInTheDocument();

    show(
      aTask({
        status: 'completed',
        rows_total: 200,
        rows_processed: 200,
        created: 190,
        updated: 6,
        skipped: 2,
        failed: 2,
        errors: [
          { row: 7, column: 'Grade', message: 'grade "9" is not on the 0.5–6 scale' },
          { row: 12, column: null, message: 'title is missing' },
        ],
        finished_at: '2026-09-01T14:05:09.000Z',
      }),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Finished: 200 rows read.')).toBeInTheDocument();
    expect([countOf('Created'), countOf('Updated'), countOf('Skipped'), countOf('Failed')]).toEqual([
      '190',
      '6',
      '2',
      '2',
    ]);
    const problems = within(screen.getByRole('table'));
    const rows = problems
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Row', 'Column', 'Problem'],
      ['7', 'Grade', 'grade "9" is not on the 0.5–6 scale'],
      ['12', '—', 'title is missing'],
    ]);
    expect(screen.queryByText(/Only the first/)).not.toBeInTheDocument();
  });

  it('lists the grades and durations the catalogue filled in, by row, with where each came from', () => {
    renderWithProviders(
      <ImportProgress
        task={aTask({
          status: 'completed',
          rows_total: 3,
          rows_processed: 3,
          created: 3,
          filled: 1,
          catalog_fills: [{ row: 2, column: 'Grade', message: 'Grade 3 from the UIL list (926-3-19016)' }],
        })}
      />,
    );
    const counts = screen.getByRole('group', { name: 'Import counts' });
    expect(within(counts).getByText('Filled from catalogue').nextSibling?.textContent).toBe('1');
    const table = screen.getByRole('region', { name: 'Filled in from the catalogue' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['RowColumnWhat and where from', '2GradeGrade 3 from the UIL list (926-3-19016)']);
  });

  it('says when more rows failed than the 100 problems kept', () => {
    const errors = Array.from({ length: 100 }, (_, i) => ({
      row: i + 2,
      column: 'Title',
      message: 'title is missing',
    }));
    renderWithProviders(
      <ImportProgress
        task={aTask({ status: 'completed', rows_total: 500, rows_processed: 500, created: 150, failed: 350, errors })}
      />,
    );
    expect(
      screen.getByText(/Only the first 100 problems are listed; 350 rows could not be imported/),
    ).toBeInTheDocument();
  });

  it('shows why a whole file failed in an alert', () => {
    renderWithProviders(
      <ImportProgress
        task={aTask({ status: 'failed', error: 'No title column: name one column Title (or Piece, Name, Work).' })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The import failed')).toBeInTheDocument();
    expect(
      within(alert).getByText('No title column: name one column Title (or Piece, Name, Work).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('importing a CSV in the dialog', () => {
  it('uploads the chosen file, follows its task until it ends, then refreshes the past imports', async () => {
    const states = [
      aTask({ status: 'queued' }),
      aTask({ status: 'processing', rows_total: 4, rows_processed: 2, created: 2 }),
      aTask({
        status: 'completed',
        rows_total: 4,
        rows_processed: 4,
        created: 3,
        failed: 1,
        errors: [{ row: 5, column: 'Grade', message: 'grade "9" is not on the 0.5–6 scale' }],
      }),
    ];
    let polls = 0;
    let finished = false;
    const bucket = stubBucket();
    const api = stubApi({
      'POST /library/upload/csv/target': aTarget('staged/folder/3.csv'),
      'POST /library/upload/csv/staged/preview': {
        header_row: 1,
        columns: [
          { index: 0, header: 'Title', field: 'title', examples: ['Test Import Piece 1'] },
          { index: 1, header: 'Grade', field: 'difficulty', examples: ['2'] },
        ],
        rows: [],
        empty_cell_note: 'An empty cell leaves that field empty.',
      },
      'POST /library/upload/csv/staged': () => json({ id: 41, status: 'queued' }, { status: 202 }),
      'GET /library/upload/status/41': () => {
        const state = states[Math.min(polls++, states.length - 1)]!;
        finished = state.status === 'completed';
        return state;
      },
      'GET /library/upload/tasks': () => ({ data: finished ? [states[2]] : [], total: finished ? 1 : 0 }),
    });
    const { user } = renderWithProviders(<ImportDialog open onClose={() => undefined} />, { me: aProfile() });
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
    expect(await within(dialog).findByText('No imports yet.')).toBeInTheDocument();

    const file = new File(['Title;Grade\nTest Import Piece 1;2\n'], 'band-library.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByTestId('csv-file-input'), file);
    await user.click(await within(dialog).findByRole('button', { name: 'Import' }));

    // the file went to the bucket; the import names it by key
    expect((bucket.posts[0]!.form.get('file') as File).name).toBe('band-library.csv');
    const upload = api.calls.find((c) => c.method === 'POST' && c.path === '/library/upload/csv/staged')!;
    expect(upload.body).toMatchObject({ key: 'staged/folder/3.csv', file_name: 'band-library.csv' });

    expect(await within(dialog).findByText('Processing row 2 of 4', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(await within(dialog).findByText('Finished: 4 rows read.', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(within(dialog).getByText('grade "9" is not on the 0.5–6 scale')).toBeInTheDocument();

    // the past imports list now holds it (that polling stops at the end is uploadPollInterval's test)
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /band-library\.csv.*Completed/ })).toBeInTheDocument(),
    );
  });

  it('says why the server refused the file, and keeps the drop zone usable', async () => {
    stubBucket();
    stubApi({
      'POST /library/upload/csv/target': aTarget(),
      'POST /library/upload/csv/staged/preview': () =>
        apiError(400, 'VALIDATION_ERROR', '"photo.png" is not a CSV file: it is not text.'),
      'GET /library/upload/tasks': { data: [], total: 0 },
    });
    const { user } = renderWithProviders(<ImportDialog open onClose={() => undefined} />, { me: aProfile() });
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
    await user.upload(within(dialog).getByTestId('csv-file-input'), new File(['x'], 'photo.png', { type: 'text/csv' }));
    expect(await within(dialog).findByText('"photo.png" is not a CSV file: it is not text.')).toBeInTheDocument();
    expect((within(dialog).getByRole('button', { name: /Choose a CSV file/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('opens a past import to show its problems', async () => {
    const past = aTask({
      id: 7,
      filename: 'old.csv',
      status: 'completed',
      rows_total: 3,
      rows_processed: 3,
      created: 2,
      failed: 1,
      errors: [{ row: 3, column: 'Title', message: 'title is missing' }],
    });
    const api = stubApi({
      'GET /library/upload/tasks': (request: StubRequest) => ({
        data: request.query.get('skip') === '0' ? [past] : [],
        total: 1,
      }),
    });
    const { user } = renderWithProviders(<ImportDialog open onClose={() => undefined} />, { me: aProfile() });
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
    await user.click(await within(dialog).findByRole('button', { name: /old\.csv/ }));
    expect(await within(dialog).findByText('title is missing')).toBeInTheDocument();
    expect(within(dialog).getByText('Finished: 3 rows read.')).toBeInTheDocument();
    // a finished task is shown as listed, not asked for again
    expect(api.calls.some((c) => c.path.startsWith('/library/upload/status'))).toBe(false);
  });
});

describe('the import dialog while the file is sent', () => {
  it('shows how much of the file has reached the bucket, then reads it', async () => {
    stubBucket();
    const target = deferred<unknown>();
    stubApi({
      'POST /library/upload/csv/target': () => target.promise,
      'POST /library/upload/csv/staged/preview': () => deferred<unknown>().promise,
      'GET /library/upload/tasks': { data: [], total: 0 },
    });
    const { user } = renderWithProviders(<ImportDialog open onClose={() => undefined} />, { me: aProfile() });
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
    await user.upload(
      within(dialog).getByTestId('csv-file-input'),
      new File(['Title\nA\n'], 'a.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByText('Uploading the file…')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    target.resolve(json(aTarget()));
    expect(await within(dialog).findByText('Reading the file…')).toBeInTheDocument();
  });

  it('says so when the bucket refuses the file, and nothing is imported', async () => {
    const bucket = stubBucket();
    bucket.status = 403;
    const api = stubApi({
      'POST /library/upload/csv/target': aTarget(),
      'GET /library/upload/tasks': { data: [], total: 0 },
    });
    const { user } = renderWithProviders(<ImportDialog open onClose={() => undefined} />, { me: aProfile() });
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
    await user.upload(
      within(dialog).getByTestId('csv-file-input'),
      new File(['Title\nA\n'], 'a.csv', { type: 'text/csv' }),
    );
    expect(
      await within(dialog).findByText(
        'The file could not be uploaded just now, and nothing was imported. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/library/upload/csv/staged'))).toBe(false);
  });
});
