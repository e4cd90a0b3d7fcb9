/**
 * `npm run bench`: every benchmark of Podium on this machine. Progress on stderr. The full run
 * writes every figure to bench/results/latest.json and a short table to bench/results/latest.md
 * (report.ts) and prints the table; a partial run (`--*-only`) prints its JSON on stdout and
 * writes nothing, so latest.* is always one whole run.
 *
 * The full run: the size and cold import of every function bundle (bundles.ts, first, in this
 * process, with no stack running), then each benchmark that needs a local stack in a process of
 * its own, one after the other (a process can hold only one stack: api-benchmarks.ts says why):
 * the first page's JS weight and Lighthouse (first-page.ts), the Program Builder (builder.ts) and
 * the Library and chat pages (pages.ts) in Chromium, and the API (api-benchmarks.ts: library,
 * mixed load against the DynamoDB floor, breakdown, documents).
 *
 * Options: --seconds 60 --clients 10,50 --max-requests 200000 (the mixed run, once at each number of
 * clients; the most is also the number of programs) --floor-seconds 10 (the health route after each
 * step, each bare DynamoDB call) --cost-seconds 3 (each route alone, one client; 0 skips)
 * --warmup-seconds 2 (unmeasured, before each phase) --phase-seconds 10 (the library search
 * phase) --breakdown-seconds 3 (0 skips the breakdown).
 * Partial runs: --bundles-only, --first-page-only, --builder-only, --pages-only, --library-only
 * (the library figures), --api-only (the library figures, the mixed load, breakdown, documents),
 * --chat-cost-only (the API and dynalite CPU of one chat message over the 10,000-entry library, for
 * --cost-seconds after --warmup-seconds: chat-cost.ts), --route-cost-only (each route alone, one client,
 * with --clients programs: the API and database CPU per request against their targets, the health
 * route as the floor; the table is on stderr), --csv-files-only (a CSV file's preview and import
 * start, time and peak memory, at 0.1 to 10 MB: csv-files.ts), --district-only (50 directors at
 * once importing, browsing and chatting: district-morning.ts).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../local/stack';
import { benchApi } from './api-benchmarks';
import { measureBundles } from './bundles';
import { benchBuilder } from './builder';
import { benchCsvFiles } from './csv-files';
import { benchDistrictMorning } from './district-morning';
import { benchFirstPage } from './first-page';
import { benchPages } from './pages';
import { markdownReport, writeResults, type BenchResults } from './report';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '10,50' },
    'max-requests': { type: 'string', default: '200000' },
    'floor-seconds': { type: 'string', default: '10' },
    'cost-seconds': { type: 'string', default: '3' },
    'phase-seconds': { type: 'string', default: '10' },
    'breakdown-seconds': { type: 'string', default: '3' },
    'warmup-seconds': { type: 'string', default: '2' },
    'bundles-only': { type: 'boolean', default: false },
    'first-page-only': { type: 'boolean', default: false },
    'builder-only': { type: 'boolean', default: false },
    'pages-only': { type: 'boolean', default: false },
    'library-only': { type: 'boolean', default: false },
    'api-only': { type: 'boolean', default: false },
    'chat-cost-only': { type: 'boolean', default: false },
    'route-cost-only': { type: 'boolean', default: false },
    'csv-files-only': { type: 'boolean', default: false },
    'district-only': { type: 'boolean', default: false },
  },
});
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');
/** `--clients 10,50`: the mixed run at each, fewest first. */
const clientSteps = [...new Set(args.clients.split(',').map(Number))].sort((a, b) => a - b);
if (!clientSteps.length || clientSteps.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error(`--clients takes whole numbers separated by commas, not ${args.clients}`);

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
/** A partial run's figures: to the full run that started it (IPC), else as JSON on stdout. */
async function print(figures: object) {
  const all = { node: process.version, ...figures };
  if (process.send)
    await new Promise<void>((resolve, reject) =>
      process.send!(all, undefined, {}, (error) => (error ? reject(error) : resolve())),
    );
  else process.stdout.write(`${JSON.stringify(all, null, 2)}\n`);
}
const round = (n: number) => Math.round(n * 100) / 100;

/** Seconds each benchmark took. */
const seconds: Record<string, number> = {};
async function section<T>(name: string, run: () => Promise<T>): Promise<T> {
  const sectionStart = performance.now();
  try {
    return await run();
  } finally {
    seconds[name] = Math.round((performance.now() - sectionStart) / 100) / 10;
    log(`${name}: ${seconds[name]} s`);
  }
}

/** This script again with `flag` (and the options given), in a new process: the figures it sends back. */
function inOwnProcess<T>(flag: string): Promise<T & { run_seconds?: Record<string, number> }> {
  // its stdout (a web build says so there) joins our stderr: our stdout is the table
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2), flag],
    { stdio: ['ignore', 2, 'inherit', 'ipc'] },
  );
  let figures: (T & { run_seconds?: Record<string, number> }) | undefined;
  child.once('message', (message) => (figures = message as typeof figures));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0 || !figures)
        reject(new Error(`npm run bench -- ${flag} exited with code ${code}${figures ? '' : ', without figures'}`));
      else resolve(figures);
    });
  });
}

if (args['district-only']) {
  await print({ district_morning: await benchDistrictMorning(log) });
} else if (args['csv-files-only']) {
  await print({ csv_files: await benchCsvFiles(log) });
} else if (args['bundles-only']) {
  await print({ bundles: await measureBundles(7, log) });
} else if (args['first-page-only']) {
  await print({ first_page: await benchFirstPage(log, { lighthouse: true }) });
} else if (args['builder-only']) {
  await print({ builder: await benchBuilder(log) });
} else if (args['pages-only']) {
  await print({ pages: await benchPages(log) });
} else if (args['library-only'] || args['api-only'] || args['chat-cost-only'] || args['route-cost-only']) {
  const figures = await benchApi({
    libraryOnly: args['library-only'],
    chatCostOnly: args['chat-cost-only'],
    routeCostOnly: args['route-cost-only'],
    clients: clientSteps.at(-1)!,
    clientSteps,
    seconds: Number(args.seconds),
    maxRequests: Number(args['max-requests']),
    floorSeconds: Number(args['floor-seconds']),
    costSeconds: Number(args['cost-seconds']),
    phaseSeconds: Number(args['phase-seconds']),
    breakdownSeconds: Number(args['breakdown-seconds']),
    warmupSeconds: Number(args['warmup-seconds']),
    log,
    section,
  });
  await print({ ...figures, run_seconds: seconds });
} else {
  const started = new Date();
  const loadAtStart = os.loadavg();
  const runStart = performance.now();
  const bundles = await section('bundles', () => measureBundles(7, log));
  const { first_page } = await section('first_page', () =>
    inOwnProcess<{ first_page: BenchResults['first_page'] }>('--first-page-only'),
  );
  const { builder } = await section('builder', () =>
    inOwnProcess<{ builder: BenchResults['builder'] }>('--builder-only'),
  );
  const { pages } = await section('pages', () => inOwnProcess<{ pages: BenchResults['pages'] }>('--pages-only'));
  type ApiFigures = Pick<BenchResults, 'library' | 'mixed_load' | 'breakdown' | 'documents'>;
  const {
    node: _node,
    run_seconds: apiSeconds,
    ...api
  } = await section('api', () => inOwnProcess<ApiFigures & { node: string }>('--api-only'));
  Object.assign(seconds, apiSeconds);
  seconds.total = Math.round((performance.now() - runStart) / 1000);
  const results: BenchResults = {
    date: started.toISOString(),
    node: process.version,
    machine: {
      cpu: os.cpus()[0]?.model ?? 'unknown',
      cpus: os.cpus().length,
      total_memory_gb: round(os.totalmem() / 2 ** 30),
      load_average_at_start: loadAtStart.map(round),
      load_average_at_end: os.loadavg().map(round),
    },
    run_seconds: seconds,
    bundles,
    first_page,
    builder,
    pages,
    ...api,
  };
  const written = await writeResults(RESULTS_DIR, results);
  process.stdout.write(markdownReport(results));
  log(`wrote ${written.join(', ')}`);
}
process.exit(0);
