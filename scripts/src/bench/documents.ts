/**
 * The document figures of `npm run bench`: a 100-piece program with program notes as a booklet,
 * rendered directly by the renderer (target: median under 300 ms), and downloaded through the
 * API (GET /api/document/programs/{id}), one request after another as a director waits for it.
 */
import { performance } from 'node:perf_hooks';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { Program } from '@app/shared/contracts/programs';
import { median, percentile } from './load';
import { benchEnsembles, notesFor } from './repertoire';

const RENDERS = 10;
const DOWNLOADS = 20;
const WARMUP = 2;
/** The head of the benchmark's program, as a director's profile gives it. */
const PRESENTER = { schoolName: 'Lincoln High School', directorName: 'Jane Rivera' };
export const DOCUMENT_TARGETS = { booklet_100_pieces_with_notes_median_ms: 300 };

const round = (n: number) => Math.round(n * 100) / 100;

/** `runs` timed calls of `call` after `WARMUP` untimed ones: the milliseconds, sorted. */
async function timedRuns(runs: number, call: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

export async function benchDocuments(options: {
  appUrl: string;
  authorization: string;
  ensembles: Ensemble[];
  must: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  log: (message: string) => void;
}) {
  const { appUrl, authorization, ensembles, must, log } = options;
  log('documents: the 100-piece booklet with notes, rendered directly and downloaded through the API');
  const { renderProgram } = await import('@app/functions/documents/render-program');
  const created = await must<Program>('POST', '/programs', {
    title: 'Benchmark Festival Concert',
    ensemble_ids: ensembles.map((e) => e.id),
    performance_date: '2027-05-14',
    performance_time: '19:00',
    venue: 'Lincoln High School Auditorium',
    is_half_concert: true,
    pieces: Array.from({ length: 100 }, (_, i) => {
      const group = i % benchEnsembles.length;
      const works = benchEnsembles[group]!.works;
      const work = works[Math.floor(i / benchEnsembles.length) % works.length]!;
      return {
        title: work.title,
        composer: work.composer,
        arranger: work.arranger,
        duration: work.duration,
        ensemble_id: ensembles[group]!.id,
        notes: notesFor(work),
      };
    }),
  });
  const program = await must<Program>('GET', `/programs/${created.id}`);

  let bytes = 0;
  const renders = await timedRuns(RENDERS, async () => {
    bytes = (await renderProgram(program, PRESENTER, { format: 'booklet', includeProgramNotes: true, locale: 'en-US' }))
      .length;
  });
  let downloadBytes = 0;
  const downloads = await timedRuns(DOWNLOADS, async () => {
    const response = await fetch(
      `${appUrl}/api/document/programs/${program.id}?format=booklet&include_program_notes=true`,
      { headers: { authorization } },
    );
    const body = await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`the document answered ${response.status}: ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
    downloadBytes = body.byteLength;
  });
  const renderMedian = round(median(renders));
  log(
    `documents: render median ${renderMedian} ms; through the API p50 ${round(percentile(downloads, 50))} ms, p95 ${round(percentile(downloads, 95))} ms`,
  );
  return {
    booklet_render: {
      pieces: program.pieces.length,
      with_notes: true,
      runs: RENDERS,
      median_ms: renderMedian,
      max_ms: round(renders.at(-1)!),
      bytes,
    },
    document_api: {
      route: 'GET /api/document/programs/{id}?format=booklet&include_program_notes=true',
      requests: DOWNLOADS,
      p50_ms: round(percentile(downloads, 50)),
      p95_ms: round(percentile(downloads, 95)),
      max_ms: round(downloads.at(-1)!),
      bytes: downloadBytes,
    },
    targets: DOCUMENT_TARGETS,
    met: { booklet_median_under_300_ms: renderMedian < DOCUMENT_TARGETS.booklet_100_pieces_with_notes_median_ms },
  };
}
