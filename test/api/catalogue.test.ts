import { describe, expect, it } from 'vitest';
import type { CatalogWorkSummary } from '@app/shared/contracts/chat';
import type { LibraryEntry, UploadTask } from '@app/shared/contracts/library';
import { foldForSearch } from '@app/shared/domain/search-text';
import { catalogWorks } from '@app/functions/catalog/load-catalog';
import { importFinished } from '../support/imports';
import { useLocalStack } from '../support/local-stack';

const local = useLocalStack();
const works = catalogWorks();
const sameTitle = (title: string) => works.filter((w) => foldForSearch(w.title) === foldForSearch(title));
const csvCell = (value: string) => `"${value.replaceAll('"', '""')}"`;

// a work from the UIL list whose title no other catalogue work has, with no duration
const uilOnly = works.find(
  (w) => w.grade_scale === 'uil' && w.duration == null && !w.arranger && sameTitle(w.title).length === 1,
)!;
// a work with a published duration whose title is its own
const timed = works.find(
  (w) => w.duration != null && w.grade_scale === 'wrp' && !w.arranger && sameTitle(w.title).length === 1,
)!;
// a title several works share, with different grades and lengths
const shared = works.find(
  (w) =>
    new Set(sameTitle(w.title).map((x) => x.grade)).size > 1 &&
    new Set(sameTitle(w.title).map((x) => x.duration)).size > 1,
)!;

describe('GET /api/catalog/works', () => {
  it('offers works by the start of title and composer words, with their facts and sources of grade', async () => {
    const token = await local.token('catalogue-search@example.com');
    const answer = await local.api<{ works: CatalogWorkSummary[] }>(
      `/catalog/works?q=${encodeURIComponent(timed.title.slice(0, 6))}`,
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.works.length).toBeGreaterThan(0);
    expect(answer.body.works.length).toBeLessThanOrEqual(8);
    expect(answer.body.works[0]!.title.toLowerCase()).toContain(timed.title.slice(0, 6).toLowerCase());
    const byComposer = await local.api<{ works: CatalogWorkSummary[] }>(
      `/catalog/works?q=${encodeURIComponent(timed.composer.split(' ').at(-1)!)}`,
      { token },
    );
    expect(byComposer.body.works.some((w) => w.composer === timed.composer)).toBe(true);
    const one = byComposer.body.works.find((w) => w.id === timed.id);
    if (one)
      expect(one).toEqual({
        id: timed.id,
        title: timed.title,
        composer: timed.composer,
        arranger: null,
        publisher: timed.publisher,
        grade: timed.grade,
        grade_scale: 'wrp',
        grade_text: timed.grade_text,
        duration: timed.duration,
        ensemble_types: timed.ensemble_types,
        uil: timed.uil,
      });
  });

  it('refuses a search shorter than two characters in plain words', async () => {
    const token = await local.token('catalogue-search@example.com');
    const answer = await local.api<{ error: { code: string; message: string } }>('/catalog/works?q=a', { token });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('at least 2 characters');
  });
});

describe('a CSV import fills in from the catalogue', () => {
  it('fills a missing grade or duration from an unambiguous match, says where from, and keeps what the file gives', async () => {
    const token = await local.token('catalogue-import@example.com');
    const file = [
      'Title,Composer,Grade,Duration',
      `${csvCell(uilOnly.title)},${csvCell(uilOnly.composer)},,`,
      `${csvCell(timed.title)},${csvCell(timed.composer)},,`,
      `${csvCell(`${timed.title} (own copy)`)},${csvCell(timed.composer)},,`,
      `${csvCell(shared.title)},,,`,
      `Hand Written Piece,Nobody Known,2,3:00`,
    ].join('\n');
    const body = new FormData();
    body.append('file', new Blob([file], { type: 'text/csv' }), 'catalogue.csv');
    const upload = await local.api<{ id: number }>('/library/upload/csv', { token, method: 'POST', body });
    expect(upload.status).toBe(202);
    const task: UploadTask = await importFinished(local, token, upload.body.id);
    expect(task).toMatchObject({ status: 'completed', created: 5, filled: 2 });
    expect(task.catalog_fills).toEqual([
      { row: 2, column: 'Grade', message: `Grade ${uilOnly.grade} from the UIL list (${uilOnly.uil!.code})` },
      {
        row: 3,
        column: 'Grade',
        message: `Grade ${timed.grade} (${timed.grade_text}) from the Wind Repertory Project`,
      },
      { row: 3, column: 'Duration', message: expect.stringMatching(/^Duration \d+:\d\d from the catalogue \(.+\)$/) },
    ]);
    const library = new Map(
      (await local.api<{ data: LibraryEntry[] }>('/library/entries?limit=100', { token })).body.data.map((e) => [
        e.title,
        e,
      ]),
    );
    expect(library.get(uilOnly.title)).toMatchObject({
      difficulty: uilOnly.grade,
      difficulty_text: uilOnly.grade_text,
      duration: null,
    });
    expect(library.get(timed.title)).toMatchObject({ difficulty: timed.grade, duration: timed.duration });
    // another title, an ambiguous one, and the file's own facts are left as they are
    expect(library.get(`${timed.title} (own copy)`)).toMatchObject({ difficulty: null, duration: null });
    expect(library.get(shared.title)).toMatchObject({ difficulty: null, duration: null });
    expect(library.get('Hand Written Piece')).toMatchObject({ difficulty: 2, duration: 180 });
  });
});
