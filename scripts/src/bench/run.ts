/**
 * `npm run bench`: every benchmark of Podium, on this machine, each on its own local stack in
 * memory (loopback only). Progress on stderr; the full run writes every figure to
 * bench/results/latest.json and a short table to bench/results/latest.md (report.ts) and prints
 * the table. A partial run (`--*-only`) prints its JSON on stdout and writes nothing, so
 * latest.* is always one whole run.
 *
 * In order: the size and cold import of every function bundle (bundles.ts, before any stack, so
 * nothing else runs); the first page's JS weight and Lighthouse (first-page.ts); the Program
 * Builder (builder.ts) and the Library and chat pages (pages.ts) in Chromium; then on one stack:
 * the library figures (library.ts: CSV import, search, the assistant one message at a time), the
 * mixed load from 50 clients in a separate process against the bare DynamoDB floor
 * (mixed-load.ts), where a GET's time goes (breakdown), and the 100-piece booklet, rendered
 * directly and downloaded through the API.
 *
 * Options: --seconds 60 --clients 50 --max-requests 200000 (the mixed run) --floor-seconds 10
 * (each bare DynamoDB call) --cost-seconds 3 (each route alone, one client; 0 skips)
 * --warmup-seconds 2 (unmeasured, before each phase) --phase-seconds 10 (the library search
 * phase) --breakdown-seconds 3 (0 skips the breakdown).
 * Partial runs: --bundles-only, --first-page-only, --builder-only, --pages-only, --library-only
 * (the library figures), --api-only (the library figures, the mixed load, breakdown, documents).
 */
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Context } from 'aws-lambda';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { REPO_ROOT, startLocalStack } from '../local/stack';
import { measureBundles } from './bundles';
import { benchBuilder } from './builder';
import { benchDocuments } from './documents';
import { benchLibrary } from './library';
import { benchFirstPage } from './first-page';
import { benchMixedLoad } from './mixed-load';
import { benchPages } from './pages';
import { runPhase, type PhaseResult } from './load';
import { markdownReport, writeResults, type BenchResults } from './report';
import { benchEnsembles } from './repertoire';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '50' },
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
  },
});
const CLIENTS = Number(args.clients);
const BREAKDOWN_MS = Number(args['breakdown-seconds']) * 1000;
const WARMUP_MS = Number(args['warmup-seconds']) * 1000;
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const print = (figures: object) => process.stdout.write(`${JSON.stringify({ node: process.version, ...figures }, null, 2)}\n`);
const round = (n: number) => Math.round(n * 100) / 100;

/** Runs one benchmark and notes how long it took. */
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

if (args['bundles-only']) {
  print({ bundles: await measureBundles(7, log) });
  process.exit(0);
}
if (args['first-page-only']) {
  print({ first_page: await benchFirstPage(log, { lighthouse: true }) });
  process.exit(0);
}
if (args['builder-only']) {
  print({ builder: await benchBuilder(log) });
  process.exit(0);
}
if (args['pages-only']) {
  print({ pages: await benchPages(log) });
  process.exit(0);
}

const partial = args['library-only'] || args['api-only'];
const started = new Date();
const loadAtStart = os.loadavg();
const runStart = performance.now();

const browserFigures = partial
  ? undefined
  : {
      bundles: await section('bundles', () => measureBundles(7, log)),
      first_page: await section('first_page', () => benchFirstPage(log, { lighthouse: true })),
      builder: await section('builder', () => benchBuilder(log)),
      pages: await section('pages', () => benchPages(log)),
    };

const stack = await startLocalStack({ port: 0, idpPort: 0, dataDir: undefined, web: 'none', seed: false });
try {
  const token = await stack.accessTokenFor('bench@example.com');
  const authorization = `Bearer ${token}`;
  const sub = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
  const must = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${stack.appUrl}/api${path}`, {
      method,
      headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  await must('GET', '/users/me');

  // --- the library: CSV import, search, the assistant (library.ts); it leaves the 10,000-entry library
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: stack.env.DYNAMODB_ENDPOINT, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  const library = await section('library', () =>
    benchLibrary({ api: { appUrl: stack.appUrl, authorization }, db, tableName: stack.env.TABLE_NAME!, sub, seconds: Number(args['phase-seconds']), warmupSeconds: WARMUP_MS / 1000, log }),
  );
  db.destroy();
  if (args['library-only']) {
    print({ library });
    await stack.stop();
    process.exit(0);
  }

  const ensembles: Ensemble[] = [];
  for (const e of benchEnsembles) ensembles.push(await must<Ensemble>('POST', '/ensembles', { name: e.name, type: e.type }));

  // --- the mixed load against the DynamoDB floor (mixed-load.ts)
  const mixed = await section('mixed_load', () =>
    benchMixedLoad({
      stack,
      sub,
      authorization,
      ensembles,
      must,
      clients: CLIENTS,
      seconds: Number(args.seconds),
      warmupSeconds: WARMUP_MS / 1000,
      floorSeconds: Number(args['floor-seconds']),
      costSeconds: Number(args['cost-seconds']),
      maxRequests: Number(args['max-requests']),
      log,
    }),
  );

  // --- where a GET's time goes: each step of a GET /api/programs/{id} on its own, same concurrency
  const breakdown = BREAKDOWN_MS > 0 ? await section('breakdown', () => breakdownOfGet(mixed.programIds[0]!)) : undefined;

  async function breakdownOfGet(programId: number): Promise<Record<string, PhaseResult>> {
    log('breakdown phases');
    const { verifyAuthorization } = await import('@app/functions/lib/auth');
    const { getUser } = await import('@app/functions/users/repository');
    const { listEnsembles } = await import('@app/functions/ensembles/repository');
    const { handler } = await import('@app/functions/programs/handler');
    const sdkCall = (send: () => Promise<unknown>) => async () => {
      await send();
      return { outcome: 'ok', ok: true };
    };
    const event = {
      version: '2.0',
      routeKey: 'GET /api/programs/{id}',
      rawPath: `/api/programs/${programId}`,
      rawQueryString: '',
      headers: { authorization },
      pathParameters: { id: String(programId) },
      requestContext: { http: { method: 'GET', path: `/api/programs/${programId}` }, routeKey: 'GET /api/programs/{id}', stage: '$default' },
      isBase64Encoded: false,
    } as unknown as Parameters<typeof handler>[0];
    const context = { getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
    const health = async () => {
      const response = await fetch(`${stack.appUrl}/api/health`);
      await response.arrayBuffer();
      return { outcome: String(response.status), ok: response.status === 200 };
    };
    return {
      http_health_no_auth_no_db: await runPhase(CLIENTS, BREAKDOWN_MS, health, WARMUP_MS),
      jwt_verify: await runPhase(CLIENTS, BREAKDOWN_MS, sdkCall(() => verifyAuthorization(authorization)), WARMUP_MS),
      user_record_get: await runPhase(CLIENTS, BREAKDOWN_MS, sdkCall(() => getUser(sub)), WARMUP_MS),
      ensembles_query: await runPhase(CLIENTS, BREAKDOWN_MS, sdkCall(() => listEnsembles(sub)), WARMUP_MS),
      program_get_handler_without_http: await runPhase(
        CLIENTS,
        BREAKDOWN_MS,
        async () => {
          const result = await handler(event, context);
          return { outcome: String(result.statusCode), ok: result.statusCode === 200 };
        },
        WARMUP_MS,
      ),
    };
  }

  // --- documents: the 100-piece booklet with notes, rendered directly and through the API
  const documents = await section('documents', () => benchDocuments({ appUrl: stack.appUrl, authorization, ensembles, must, log }));

  const api = { library, mixed_load: mixed.figures, ...(breakdown ? { breakdown } : {}), documents };
  if (partial) {
    print(api);
  } else {
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
      ...browserFigures!,
      ...api,
    };
    const written = await writeResults(RESULTS_DIR, results);
    process.stdout.write(`${markdownReport(results)}\n`);
    log(`wrote ${written.join(', ')}`);
  }
} finally {
  await stack.stop();
}
