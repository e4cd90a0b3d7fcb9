/**
 * `npm run bench -- --csv-files-only`: what a CSV file costs the API before the import runs, as the
 * file grows, both ways a file arrives:
 *
 * - through the API (the multipart routes): the column preview (`POST /library/upload/csv/preview`)
 *   and the import start (`POST /library/upload/csv`: the check, the file kept, the task queued),
 *   each with the process's peak memory above what it held before (its maximum resident set);
 * - stored in the bucket by the browser (what the import dialog does): the preview by key
 *   (`…/staged/preview`, a ranged read of 64 KB) and the import start by key (`…/staged`: the file
 *   checked as a stream, the task queued). s3rver runs in this process and has just taken the file,
 *   so their peak is sampled (resident memory every 5 ms during the call, above what it was before).
 *
 * Two kinds of file at 0.1, 1, 3 and 10 MB: a library export (about 100 bytes a row) and one cell
 * per row (the attacker's file). Each size runs in a process of its own (a fresh local stack), so
 * one file's peak is not another's.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startBenchStack } from './bench-stack';

const SIZES_MB = [0.1, 1, 3, 10];
const KINDS = ['library rows', 'one-cell rows'] as const;
type Kind = (typeof KINDS)[number];

export interface CsvFileFigure {
  kind: Kind;
  megabytes: number;
  rows: number;
  preview: { status: number; ms: number; peak_mb: number };
  import_start: { status: number; ms: number; peak_mb: number };
  /** The same file stored in the bucket by the browser, previewed and started by key. */
  stored: {
    preview: { status: number; ms: number; peak_mb: number };
    import_start: { status: number; ms: number; peak_mb: number };
  };
}

/** Resident memory above what it was before, at its highest while `call` runs (sampled every 5 ms). */
async function sampledPeak<T>(call: () => Promise<T>): Promise<{ value: T; peak_mb: number }> {
  const before = process.memoryUsage().rss;
  let highest = before;
  const sampler = setInterval(() => (highest = Math.max(highest, process.memoryUsage().rss)), 5);
  try {
    const value = await call();
    highest = Math.max(highest, process.memoryUsage().rss);
    return { value, peak_mb: Math.round((highest - before) / 1024 / 1024) };
  } finally {
    clearInterval(sampler);
  }
}

/** A file of about `megabytes` MB (10 MB is just under the upload limit). */
function csvOf(kind: Kind, megabytes: number): { text: string; rows: number } {
  const target = Math.min(megabytes * 1024 * 1024, 10 * 1024 * 1024 - 1024);
  const header = kind === 'library rows' ? 'Title,Composer,Arranger,Grade,Duration,Genre,Notes\n' : 'Title\n';
  const row = (i: number) =>
    kind === 'library rows'
      ? `Bench Piece ${i},Composer ${i % 311},Arranger ${i % 53},${1 + (i % 10) / 2},${120 + (i % 400)},March,Row ${i} of the bench file\n`
      : `${i}\n`;
  const parts = [header];
  let size = header.length;
  let rows = 0;
  while (size < target) {
    const next = row(rows);
    parts.push(next);
    size += next.length;
    rows++;
  }
  return { text: parts.join(''), rows };
}

const peakMb = () => process.resourceUsage().maxRSS / 1024;

/** One kind and size, in this process: the figures on stdout as JSON. */
async function measureOne(kind: Kind, megabytes: number): Promise<CsvFileFigure> {
  const stack = await startBenchStack({ csvWorkerPaused: true });
  try {
    const authorization = `Bearer ${await stack.accessTokenFor('csv-bench@example.com')}`;
    const post = async (path: string, text: string) => {
      const form = new FormData();
      form.append('file', new Blob([text], { type: 'text/csv' }), 'library.csv');
      const started = performance.now();
      const response = await fetch(`${stack.appUrl}/api/library/upload/csv${path}`, {
        method: 'POST',
        headers: { authorization },
        body: form,
      });
      await response.arrayBuffer();
      return { status: response.status, ms: Math.round(performance.now() - started) };
    };
    // a small file first: the modules and the stack's first answers are not the big file's
    await post('/preview', 'Title\nWarm Up\n');
    await post('', 'Title\nWarm Up\n');
    const { text, rows } = csvOf(kind, megabytes);
    const before = peakMb();
    const preview = { ...(await post('/preview', text)), peak_mb: Math.round(peakMb() - before) };
    const afterPreview = peakMb();
    const importStart = { ...(await post('', text)), peak_mb: Math.round(peakMb() - afterPreview) };

    const json = async (path: string, body: unknown) => {
      const started = performance.now();
      const response = await fetch(`${stack.appUrl}/api/library/upload/csv${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { key: string; url: string; fields: Record<string, string> };
      return { status: response.status, ms: Math.round(performance.now() - started), answer };
    };
    const store = async (content: string) => {
      const { answer: target } = await json('/target', { file_name: 'library.csv', size: Buffer.byteLength(content) });
      const form = new FormData();
      for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
      form.append('file', new Blob([content], { type: 'text/csv' }), 'library.csv');
      const stored = await fetch(target.url, { method: 'POST', body: form });
      if (!stored.ok) throw new Error(`the bucket answered ${stored.status}`);
      return target.key;
    };
    const warmKey = await store('Title\nWarm Up\n');
    await json('/staged/preview', { key: warmKey });
    await json('/staged', { key: warmKey, file_name: 'warm.csv' });
    const key = await store(text);
    const staged = await sampledPeak(() => json('/staged/preview', { key }));
    const started = await sampledPeak(() => json('/staged', { key, file_name: 'library.csv' }));
    const figure = (step: typeof staged) => ({ status: step.value.status, ms: step.value.ms, peak_mb: step.peak_mb });
    return {
      kind,
      megabytes,
      rows,
      preview,
      import_start: importStart,
      stored: { preview: figure(staged), import_start: figure(started) },
    };
  } finally {
    await stack.stop();
  }
}

/** Every kind and size, each in its own process. */
export async function benchCsvFiles(log: (message: string) => void): Promise<CsvFileFigure[]> {
  const figures: CsvFileFigure[] = [];
  for (const kind of KINDS)
    for (const megabytes of SIZES_MB) {
      const child = spawn(
        process.execPath,
        [...process.execArgv, fileURLToPath(import.meta.url), '--one', kind, String(megabytes)],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) throw new Error(`csv-files ${kind} ${megabytes} MB exited with ${code}`);
      const figure = JSON.parse(line) as CsvFileFigure;
      log(
        `csv files: ${kind}, ${megabytes} MB (${figure.rows} rows): preview ${figure.preview.status} in ${figure.preview.ms} ms, +${figure.preview.peak_mb} MB peak; import start ${figure.import_start.status} in ${figure.import_start.ms} ms, +${figure.import_start.peak_mb} MB peak; stored in the bucket: preview ${figure.stored.preview.status} in ${figure.stored.preview.ms} ms, +${figure.stored.preview.peak_mb} MB; import start ${figure.stored.import_start.status} in ${figure.stored.import_start.ms} ms, +${figure.stored.import_start.peak_mb} MB`,
      );
      figures.push(figure);
    }
  return figures;
}

if (process.argv[2] === '--one') {
  const figure = await measureOne(process.argv[3] as Kind, Number(process.argv[4]));
  process.stdout.write(`${JSON.stringify(figure)}\n`);
  process.exit(0);
}
