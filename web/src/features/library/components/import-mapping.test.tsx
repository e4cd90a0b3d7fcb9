import { screen, waitFor, within } from '@testing-library/react';
import type { CsvPreview } from '@app/shared/contracts/library';
import { blankLibraryFields } from '@app/shared/contracts/library';
import { describe, expect, it } from 'vitest';
import { json, stubApi, type StubRequest } from '../../../testing/api-stub';
import { aTarget, stubBucket } from '../../../testing/bucket-stub';
import { aProfile } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ImportDialog } from './import-dialog';

const NOTE =
  'An empty cell leaves that field empty: for a piece already in your library it clears the value stored (an empty grade or duration may be filled from the catalogue). Ignored columns change nothing.';

const header = ['Piece Name', 'Composer/Author', 'Arr.', 'Voicing / Ensemble', 'Comments'];

/** The server's preview of the file for a mapping (null: the header's words). */
function previewFor(mapping: Record<string, string | null> | null): CsvPreview {
  const fields = mapping ?? { 0: 'title', 1: 'composer', 2: 'arranger', 3: 'ensemble_type', 4: 'notes' };
  const entry = {
    ...blankLibraryFields(),
    title: 'Elijah Rock',
    composer: 'Traditional Spiritual',
    arranger: 'Moses Hogan',
    ensemble_type: 'mixed_choir' as const,
    notes: 'Closer',
  };
  const kept = Object.fromEntries(
    Object.entries(entry).map(([field, value]) => [
      field,
      field === 'title' || Object.values(fields).includes(field) ? value : field === 'tags' ? [] : null,
    ]),
  ) as typeof entry;
  return {
    header_row: 1,
    columns: header.map((name, index) => ({
      index,
      header: name,
      field: (fields[index] ?? null) as CsvPreview['columns'][number]['field'],
      examples: [['Elijah Rock', 'Traditional Spiritual', 'Arr. Moses Hogan', 'SATB', 'Closer'][index]!],
    })),
    rows: [
      { row: 2, entry: kept, problems: [] },
      {
        row: 3,
        entry: { ...kept, title: 'The Water Is Wide', ensemble_type: null },
        problems: [
          {
            row: 3,
            column: 'Voicing / Ensemble',
            message: '"SAB-ish" is not an ensemble type we know',
          },
        ],
      },
    ],
    empty_cell_note: NOTE,
  };
}

const mappingSent = (request: StubRequest) =>
  (request.body as { mapping?: Record<string, string | null> }).mapping ?? null;

async function chooseFile() {
  const bucket = stubBucket();
  const api = stubApi({
    'POST /library/upload/csv/target': aTarget('staged/folder/7.csv'),
    'POST /library/upload/csv/staged/preview': (request: StubRequest) => previewFor(mappingSent(request)),
    'POST /library/upload/csv/staged': () => json({ id: 41, status: 'queued' }, { status: 202 }),
    'GET /library/upload/status/41': {
      id: 41,
      filename: 'choir.csv',
      status: 'queued',
      rows_total: 2,
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
    },
    'GET /library/upload/tasks': { data: [], total: 0 },
  });
  const rendered = renderWithProviders(<ImportDialog open onClose={() => undefined} />, { me: aProfile() });
  const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
  const file = new File(
    [`${header.join(',')}\nElijah Rock,Traditional Spiritual,Arr. Moses Hogan,SATB,Closer\n`],
    'choir.csv',
    {
      type: 'text/csv',
    },
  );
  await rendered.user.upload(within(dialog).getByTestId('csv-file-input'), file);
  await within(dialog).findByRole('group', { name: 'Columns of choir.csv' });
  return { ...rendered, api, bucket, dialog };
}

const rowsTable = (dialog: HTMLElement) =>
  within(dialog).getByRole('table', { name: 'First rows as they will be stored' });

describe("the import dialog's columns step", () => {
  it('shows each column with what it will fill, the empty-cell rule and the first rows as they will be stored', async () => {
    const { api, bucket, dialog } = await chooseFile();
    expect((within(dialog).getByLabelText('Piece Name') as HTMLSelectElement).value).toBe('title');
    expect((within(dialog).getByLabelText('Composer/Author') as HTMLSelectElement).value).toBe('composer');
    expect((within(dialog).getByLabelText('Voicing / Ensemble') as HTMLSelectElement).value).toBe('ensemble_type');
    expect(within(dialog).getByText('e.g. Arr. Moses Hogan')).toBeInTheDocument();
    expect(within(dialog).getByText(NOTE)).toBeInTheDocument();

    const table = rowsTable(dialog);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Row', 'Title', 'Composer', 'Arranger', 'Ensemble type', 'Notes', 'Problems']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2', 'Elijah Rock', 'Traditional Spiritual', 'Moses Hogan', 'mixed choir', 'Closer', '']);
    expect(second).toHaveTextContent('Voicing / Ensemble: "SAB-ish" is not an ensemble type we know');
    // the file went to the bucket once, its size said first; nothing is imported before Import
    expect(api.calls.find((c) => c.path === '/library/upload/csv/target')!.body).toEqual({
      file_name: 'choir.csv',
      size: 123,
    });
    expect(bucket.posts).toHaveLength(1);
    expect((bucket.posts[0]!.form.get('file') as File).name).toBe('choir.csv');
    expect(bucket.posts[0]!.form.get('key')).toBe('staged/folder/7.csv');
    expect(api.calls.some((c) => c.path === '/library/upload/csv/staged')).toBe(false);
  });

  it('sends the changed column to the preview by key (the file is not sent again), then imports it with the mapping on Import', async () => {
    const { api, bucket, dialog, user } = await chooseFile();
    await user.selectOptions(within(dialog).getByLabelText('Comments'), 'Ignore');
    await waitFor(() =>
      expect(
        within(rowsTable(dialog))
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).not.toContain('Notes'),
    );
    const previews = api.calls.filter((c) => c.path === '/library/upload/csv/staged/preview');
    expect(previews.map((p) => (p.body as { key: string }).key)).toEqual([
      'staged/folder/7.csv',
      'staged/folder/7.csv',
    ]);
    expect(bucket.posts).toHaveLength(1);
    expect(mappingSent(previews.at(-1)!)).toEqual({
      0: 'title',
      1: 'composer',
      2: 'arranger',
      3: 'ensemble_type',
      4: null,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const upload = await waitFor(() => api.calls.find((c) => c.path === '/library/upload/csv/staged')!);
    expect(upload.body).toMatchObject({ key: 'staged/folder/7.csv', file_name: 'choir.csv' });
    expect(mappingSent(upload)).toEqual({ 0: 'title', 1: 'composer', 2: 'arranger', 3: 'ensemble_type', 4: null });
    // then the existing progress
    expect(await within(dialog).findByText('Waiting to start…')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Columns of choir.csv' })).toBeNull();
  });

  it('says when two columns fill one field or none fills the title, and does not import then', async () => {
    const { api, dialog, user } = await chooseFile();
    const previewsBefore = api.calls.length;
    await user.selectOptions(within(dialog).getByLabelText('Arr.'), 'Composer');
    const arranger = within(dialog).getByLabelText('Arr.');
    expect(arranger).toHaveAttribute('aria-invalid', 'true');
    expect(arranger).toHaveAccessibleDescription('"Composer/Author" already fills Composer.');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    // a mapping the server would refuse is not sent
    expect(api.calls.length).toBe(previewsBefore);

    await user.selectOptions(arranger, 'Arranger');
    await user.selectOptions(within(dialog).getByLabelText('Piece Name'), 'Ignore');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose the column that holds the title of each piece.',
    );
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(api.calls.some((c) => c.path === '/library/upload/csv/staged')).toBe(false);
  });

  it('goes back to the file choice with "Choose another file", by keyboard', async () => {
    const { dialog, user } = await chooseFile();
    within(dialog).getByRole('button', { name: 'Choose another file' }).focus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: /Choose a CSV file/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Columns of choir.csv' })).toBeNull();
  });
});
