/**
 * `npm run bench`: API latency against the DynamoDB floor, and booklet generation time.
 *
 * Starts the local stack in memory (loopback only), creates a user, 3 ensembles and a 60-piece
 * program through the API, then runs closed-loop phases of N concurrent clients for a fixed time:
 * GET /api/programs/{id}, PUT /api/programs/{id}/pieces/reorder (two orders, alternating), and a
 * bare GetItem / PutItem of the same program item against the same dynalite (the API's load
 * clients run in a worker thread, so the main event loop does only the API's work). Then times the
 * renderer on a 100-piece booklet with notes. Prints one JSON object on stdout; progress on stderr.
 *
 * First, before the stack starts (so nothing else runs): the size and cold-import time of every
 * function bundle, beside a bare `node -e ''` (bundles.ts).
 *
 * Options: --seconds 10 --clients 50 --warmup-seconds 2 (unmeasured, before each phase)
 * --breakdown-seconds 3 (0 skips the breakdown phases) --bundles-only (just the bundle figures)
 * --library-only (bundles and the library figures of library.ts).
 * --builder-only (only the Program Builder in Chromium: builder.ts).
 * --pages-only (only the Library and chat pages in Chromium: pages.ts).
 * --first-page-only (only the JS weight of `/` and `/dashboard` and a Lighthouse desktop run of
 * `/`: first-page.ts).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Context } from 'aws-lambda';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { Program } from '@app/shared/contracts/programs';
import { startLocalStack } from '../local/stack';
import { measureBundles } from './bundles';
import { benchBuilder } from './builder';
import { benchLibrary } from './library';
import { benchFirstPage } from './first-page';
import { benchPages } from './pages';
import { median, runHttpPhase, runPhase, type PhaseResult } from './load';
import { benchEnsembles, notesFor } from './repertoire';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '50' },
    'breakdown-seconds': { type: 'string', default: '3' },
    'warmup-seconds': { type: 'string', default: '2' },
    'bundles-only': { type: 'boolean', default: false },
    'library-only': { type: 'boolean', default: false },
    'builder-only': { type: 'boolean', default: false },
    'pages-only': { type: 'boolean', default: false },
    'first-page-only': { type: 'boolean', default: false },
  },
});
const PHASE_MS = Number(args.seconds) * 1000;
const CLIENTS = Number(args.clients);
const BREAKDOWN_MS = Number(args['breakdown-seconds']) * 1000;
const WARMUP_MS = Number(args['warmup-seconds']) * 1000;
const BOOKLET_RUNS = 10;
const TARGETS = { api_p99_max_ratio_to_dynamodb_p99: 2, booklet_100_pieces_with_notes_ms: 300 };

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

if (args['first-page-only']) {
  process.stdout.write(`${JSON.stringify({ node: process.version, first_page: await benchFirstPage(log, { lighthouse: true }) }, null, 2)}\n`);
  process.exit(0);
}

if (args['pages-only']) {
  process.stdout.write(`${JSON.stringify({ node: process.version, pages: await benchPages(log) }, null, 2)}\n`);
  process.exit(0);
}

if (args['builder-only']) {
  process.stdout.write(`${JSON.stringify({ node: process.version, builder: await benchBuilder(log) }, null, 2)}\n`);
  process.exit(0);
}

log('function bundles: size and cold import');
const bundles = await measureBundles(7, log);
if (args['bundles-only']) {
  process.stdout.write(`${JSON.stringify({ node: process.version, bundles }, null, 2)}\n`);
  process.exit(0);
}

log('first page: JS weight of / and /dashboard, Lighthouse desktop on /');
const firstPage = await benchFirstPage(log, { lighthouse: true });

const stack = await startLocalStack({ port: 0, idpPort: 0, dataDir: undefined, web: 'none', seed: false });
try {
  const token = await stack.accessTokenFor('bench@example.com');
  const sub = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

  const api = async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${stack.appUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  const must = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await api<T>(method, path, body);
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  // --- setup through the API
  await must('GET', '/users/me');
  const benchDb = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: stack.env.DYNAMODB_ENDPOINT, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  const library = await benchLibrary({
    api: { appUrl: stack.appUrl, authorization: `Bearer ${token}` },
    db: benchDb,
    tableName: stack.env.TABLE_NAME!,
    sub,
    seconds: PHASE_MS / 1000,
    warmupSeconds: WARMUP_MS / 1000,
    log,
  });
  if (args['library-only']) {
    process.stdout.write(`${JSON.stringify({ node: process.version, bundles, library }, null, 2)}\n`);
    await stack.stop();
    process.exit(0);
  }
  const ensembles: Ensemble[] = [];
  for (const e of benchEnsembles) ensembles.push(await must<Ensemble>('POST', '/ensembles', { name: e.name, type: e.type }));
  const piecesFor = (count: number, withNotes: boolean) =>
    Array.from({ length: count }, (_, i) => {
      const group = i % benchEnsembles.length;
      const works = benchEnsembles[group]!.works;
      const work = works[Math.floor(i / benchEnsembles.length) % works.length]!;
      return {
        title: work.title,
        composer: work.composer,
        arranger: work.arranger,
        duration: work.duration,
        ensemble_id: ensembles[group]!.id,
        ...(withNotes ? { notes: notesFor(work) } : {}),
      };
    });
  const createProgram = (title: string, pieces: number, withNotes: boolean) =>
    must<Program>('POST', '/programs', {
      title,
      ensemble_ids: ensembles.map((e) => e.id),
      pieces: piecesFor(pieces, withNotes),
      performance_date: '2027-05-14',
      performance_time: '19:00',
      venue: 'Lincoln High School Auditorium',
      is_half_concert: true,
    });
  const program = await createProgram('Benchmark Spring Concert', 60, false);
  if (program.pieces.length !== 60) throw new Error(`the program holds ${program.pieces.length} pieces, not 60`);
  const orderA = [...program.pieces].sort((a, b) => a.order - b.order).map((p) => p.id);
  const orders = [orderA, [...orderA].reverse()];
  log(`stack at ${stack.appUrl}; program ${program.id} with ${program.pieces.length} pieces; ${CLIENTS} clients × ${PHASE_MS / 1000} s per phase`);

  const timed = async (path: string, init: RequestInit) => {
    const response = await fetch(`${stack.appUrl}/api${path}`, init);
    await response.arrayBuffer();
    return { outcome: String(response.status), ok: response.status === 200 };
  };
  const authorization = `Bearer ${token}`;

  // --- API phases (the clients run in a worker thread: the main event loop does only the API's work)
  const json = { authorization, 'content-type': 'application/json' };
  const reorderSpec = (id: number, pieceIds: number[]) => ({ url: `${stack.appUrl}/api/programs/${id}/pieces/reorder`, method: 'PUT', headers: json, body: JSON.stringify({ piece_ids: pieceIds }) });
  log('GET /api/programs/{id}');
  const apiGet = await runHttpPhase(CLIENTS, PHASE_MS, [[{ url: `${stack.appUrl}/api/programs/${program.id}`, headers: { authorization } }]], WARMUP_MS);
  log('PUT /api/programs/{id}/pieces/reorder (all clients on the one program)');
  // client c alternates the two orders, starting with order c % 2
  const sharedOrders = [0, 1].map((first) => [reorderSpec(program.id, orders[first]!), reorderSpec(program.id, orders[1 - first]!)]);
  const apiReorder = await runHttpPhase(CLIENTS, PHASE_MS, sharedOrders, WARMUP_MS);

  // the same call without write contention: each client reorders a program of its own
  const own: Program[] = [];
  for (let i = 0; i < CLIENTS; i += 1) own.push(await createProgram(`Benchmark Concert ${i + 1}`, 60, false));
  const ownOrders = own.map((p) => {
    const ids = [...p.pieces].sort((a, b) => a.order - b.order).map((x) => x.id);
    return [reorderSpec(p.id, ids), reorderSpec(p.id, [...ids].reverse())];
  });
  log('PUT /api/programs/{id}/pieces/reorder (one program per client)');
  const apiReorderOwn = await runHttpPhase(CLIENTS, PHASE_MS, ownOrders, WARMUP_MS);

  // --- the floor: the same item, the same dynalite, called from the same process as the API
  const tableName = stack.env.TABLE_NAME!;
  const floorClient = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: stack.env.DYNAMODB_ENDPOINT, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  const Key = { PK: `USER#${sub}`, SK: `PROGRAM#${program.id}` };
  const { Item } = await floorClient.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true }));
  if (!Item) throw new Error(`program item ${JSON.stringify(Key)} not found in ${tableName}`);
  const sdkCall = (send: () => Promise<unknown>) => async () => {
    await send();
    return { outcome: 'ok', ok: true };
  };
  log('DynamoDB GetItem of the program item');
  const dynamoGet = await runPhase(CLIENTS, PHASE_MS, sdkCall(() => floorClient.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true }))), WARMUP_MS);
  log('DynamoDB PutItem of the program item');
  const dynamoPut = await runPhase(CLIENTS, PHASE_MS, sdkCall(() => floorClient.send(new PutCommand({ TableName: tableName, Item }))), WARMUP_MS);

  // --- where the API time goes: each step of a GET on its own, same concurrency
  let breakdown: Record<string, PhaseResult> | undefined;
  if (BREAKDOWN_MS > 0) {
    log('breakdown phases');
    const { verifyAuthorization } = await import('@app/functions/lib/auth');
    const { getUser } = await import('@app/functions/users/repository');
    const { listEnsembles } = await import('@app/functions/ensembles/repository');
    const { handler } = await import('@app/functions/programs/handler');
    const event = {
      version: '2.0',
      routeKey: 'GET /api/programs/{id}',
      rawPath: `/api/programs/${program.id}`,
      rawQueryString: '',
      headers: { authorization },
      pathParameters: { id: String(program.id) },
      requestContext: { http: { method: 'GET', path: `/api/programs/${program.id}` }, routeKey: 'GET /api/programs/{id}', stage: '$default' },
      isBase64Encoded: false,
    } as unknown as Parameters<typeof handler>[0];
    const context = { getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
    breakdown = {
      http_health_no_auth_no_db: await runPhase(CLIENTS, BREAKDOWN_MS, () => timed('/health', {}), WARMUP_MS),
      jwt_verify: await runPhase(CLIENTS, BREAKDOWN_MS, sdkCall(() => verifyAuthorization(authorization)), WARMUP_MS),
      user_record_get: await runPhase(CLIENTS, BREAKDOWN_MS, sdkCall(() => getUser(sub)), WARMUP_MS),
      ensembles_query: await runPhase(CLIENTS, BREAKDOWN_MS, sdkCall(() => listEnsembles(sub)), WARMUP_MS),
      program_get_handler_without_http: await runPhase(CLIENTS, BREAKDOWN_MS, async () => {
        const result = await handler(event, context);
        return { outcome: String(result.statusCode), ok: result.statusCode === 200 };
      }, WARMUP_MS),
    };
  }

  // --- booklet: a 100-piece program with notes, read back through the API, rendered directly
  log('booklet generation');
  const { renderProgram } = await import('@app/functions/documents/render-program');
  const big = await createProgram('Benchmark Festival Concert', 100, true);
  const bigProgram = await must<Program>('GET', `/programs/${big.id}`);
  const render = async () => {
    const t0 = performance.now();
    const buffer = await renderProgram(bigProgram, { format: 'booklet', includeProgramNotes: true });
    return { ms: performance.now() - t0, bytes: buffer.length };
  };
  await render();
  await render();
  const runs: number[] = [];
  let bytes = 0;
  for (let i = 0; i < BOOKLET_RUNS; i += 1) {
    const run = await render();
    runs.push(run.ms);
    bytes = run.bytes;
  }
  const bookletMedian = Math.round(median(runs) * 100) / 100;

  const ratio = (a: PhaseResult, b: PhaseResult) => Math.round((a.p99_ms / b.p99_ms) * 100) / 100;
  const result = {
    setup: { clients: CLIENTS, seconds_per_phase: PHASE_MS / 1000, program_pieces: program.pieces.length, ensembles: ensembles.length, node: process.version },
    api: {
      get_program: apiGet,
      reorder_pieces_shared_program: apiReorder,
      reorder_pieces_own_program: apiReorderOwn,
    },
    dynamodb_floor: { get_item: dynamoGet, put_item: dynamoPut },
    ...(breakdown ? { breakdown } : {}),
    bundles,
    first_page: firstPage,
    library,
    booklet: { pieces: bigProgram.pieces.length, with_notes: true, runs: BOOKLET_RUNS, median_ms: bookletMedian, max_ms: Math.round(Math.max(...runs) * 100) / 100, bytes },
    targets: TARGETS,
    met: {
      get_program_p99_ratio: ratio(apiGet, dynamoGet),
      get_program_p99_within_2x: apiGet.p99_ms <= TARGETS.api_p99_max_ratio_to_dynamodb_p99 * dynamoGet.p99_ms,
      reorder_shared_p99_ratio: ratio(apiReorder, dynamoPut),
      reorder_shared_p99_within_2x: apiReorder.p99_ms <= TARGETS.api_p99_max_ratio_to_dynamodb_p99 * dynamoPut.p99_ms,
      reorder_own_p99_ratio: ratio(apiReorderOwn, dynamoPut),
      reorder_own_p99_within_2x: apiReorderOwn.p99_ms <= TARGETS.api_p99_max_ratio_to_dynamodb_p99 * dynamoPut.p99_ms,
      booklet_under_300_ms: bookletMedian < TARGETS.booklet_100_pieces_with_notes_ms,
    },
  };
  floorClient.destroy();
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
  await stack.stop();
}
