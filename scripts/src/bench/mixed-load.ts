/**
 * The mixed load of `npm run bench`: closed-loop clients in a separate process
 * (mixed-load-process.mjs) call the API on 127.0.0.1 for `seconds`, each through a fixed weighted
 * sequence of routes (mixed-schedule.ts), at most `maxRequests` in all; once at each number of
 * `clientSteps` (10, then 50), each followed by the health route (no token, no database) at as many
 * clients: the floor of the same run. Each step reports every route's p50/p99 and the requests the
 * API process answers per second of its CPU, the health route's beside it.
 * Then, at the most clients, the floor of the database, from that same process on the same dynalite: the bare
 * DynamoDB call each read route makes (GetItem of the program item, GetItem of the library's
 * version item, the list route's Query of the user's programs, every page) and the PutItem a
 * program change makes. Each read route's p99 is compared with its call's p99 (target ≤ 1.5×).
 *
 * The bench director owns the 10,000-entry library library.ts imported and three ensembles; each
 * client gets a program of its own (18 pieces) and a chat session, set up through the API. A
 * client's added piece is removed by its next `remove_piece`, so programs do not grow.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { LibraryPage } from '@app/shared/contracts/library';
import type { Program } from '@app/shared/contracts/programs';
import type { LocalStack } from '../local/stack';
import { ASSISTANT_MESSAGES, LIBRARY_FILTERS, LIBRARY_SEARCHES } from './library';
import { summarizeLatencies, type LatencySummary } from './load';
import { clientSchedule, MIXED_ROUTES, MIXED_WEIGHTS, weightedSchedule, type MixedRoute } from './mixed-schedule';
import { childProcessId, cpuMsOf } from './process-cpu';

// no target on a route's p99 against its bare call: under a closed loop the local stack's single API
// process queues every request behind the others, which Lambda's instance per request does not
export const MIXED_TARGETS = { errors: 0 };
/** API CPU per request, each route alone: the programs list (one program per client) and the GET of one program. */
export const ROUTE_COST_TARGETS = { list_programs_api_cpu_ms_max: 8, get_program_api_cpu_ms_max: 4 };
const PIECES_PER_PROGRAM = 18;
const LOAD_PROCESS = fileURLToPath(new URL('./mixed-load-process.mjs', import.meta.url));

/** The bare call each route is compared with. */
const FLOOR_OF: Partial<Record<MixedRoute, FloorPhase>> = {
  list_programs: 'query_programs',
  get_program: 'get_item_program',
  library_search: 'get_item_library_version',
  reorder_pieces: 'put_item_program',
  add_piece: 'put_item_program',
  remove_piece: 'put_item_program',
};
type FloorPhase = 'get_item_program' | 'get_item_library_version' | 'query_programs' | 'put_item_program';

/** A route's p99 against its bare call's (what the route adds to the database's own time). */
export interface FloorRatio {
  floor: FloorPhase;
  p99_ms: number;
  floor_p99_ms: number;
  ratio: number;
}

/** One client alone on a route: its latency, and the CPU one request costs each process. */
export interface RouteCost extends LatencySummary {
  api_cpu_ms_per_request: number;
  dynalite_cpu_ms_per_request: number | null;
}

interface RouteSpec {
  method: string;
  headers: Record<string, string>;
  variants: { url: string; body?: string }[];
  remember?: boolean;
  usesAdded?: boolean;
}
interface Tally {
  latencies: number[];
  outcomes: Record<string, number>;
  errors: number;
}
interface ClientProcessUse {
  cpu_ms: number;
  event_loop_utilization: number;
}
interface HttpAnswer {
  routes: Partial<Record<AloneRoute, Tally>>;
  error_samples: { route: string; method: string; url: string; outcome: string; body: string }[];
  stopped_by: 'time' | 'count';
  elapsed: number;
  client_process: ClientProcessUse;
}
interface FloorAnswer {
  tally: Tally;
  elapsed: number;
  client_process: ClientProcessUse;
}

export interface MixedLoadOptions {
  stack: LocalStack;
  sub: string;
  authorization: string;
  ensembles: Ensemble[];
  must: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  /** The most clients: a program and a chat session each; the bare DynamoDB calls run at this many. */
  clients: number;
  /** The mixed run, once at each of these numbers of clients (ascending; the last is `clients`). */
  clientSteps: number[];
  seconds: number;
  warmupSeconds: number;
  floorSeconds: number;
  /** Each route alone, one client, to see what a request costs (0 skips). */
  costSeconds: number;
  maxRequests: number;
  log: (message: string) => void;
}

/** A route of the "each route alone" table: the mixed load's, and the health route as the adapter's own floor. */
export type CostedRoute = MixedRoute | 'add_and_remove_piece' | 'shared_program' | 'draft_notes' | 'health';
/** A route a client may call in the bench: the mixed load's, a shared program's public page, a drafted note, the health route. */
type AloneRoute = MixedRoute | 'shared_program' | 'draft_notes' | 'health';

/** The "each route alone" figures against their targets. */
export function routeCostFigures(alone: Partial<Record<CostedRoute, RouteCost>>) {
  const cpu = (route: CostedRoute) => alone[route]?.api_cpu_ms_per_request;
  const within = (value: number | undefined, max: number) => (value === undefined ? null : value <= max);
  return {
    one_client_alone: alone,
    cost_targets: ROUTE_COST_TARGETS,
    cost_met: {
      list_programs_at_most_8_ms_api_cpu: within(cpu('list_programs'), ROUTE_COST_TARGETS.list_programs_api_cpu_ms_max),
      get_program_at_most_4_ms_api_cpu: within(cpu('get_program'), ROUTE_COST_TARGETS.get_program_api_cpu_ms_max),
    },
  };
}

/** The "each route alone" table as the log prints it. */
export function routeCostTable(alone: Partial<Record<CostedRoute, RouteCost>>): string {
  const target: Partial<Record<CostedRoute, string>> = {
    list_programs: `≤ ${ROUTE_COST_TARGETS.list_programs_api_cpu_ms_max} ms`,
    get_program: `≤ ${ROUTE_COST_TARGETS.get_program_api_cpu_ms_max} ms`,
    health: 'the floor',
  };
  const rows = Object.entries(alone).map(
    ([route, cost]) =>
      `| ${route} | ${cost.p50_ms} ms | ${cost.api_cpu_ms_per_request} ms | ${cost.dynalite_cpu_ms_per_request ?? '—'} ms | ${target[route as CostedRoute] ?? '—'} | ${cost.requests} |`,
  );
  return [
    '| route, one client alone | p50 | API CPU per request | database CPU per request | API CPU target | requests |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Client `c`'s program: 18 of the library's pieces, spread over the ensembles. */
export const benchProgram = (c: number, libraryIds: readonly number[], ensembles: readonly Ensemble[]) => ({
  title: `Spring Concert ${c + 1}`,
  ensemble_ids: ensembles.map((e) => e.id),
  performance_date: '2027-05-14',
  performance_time: '19:00',
  venue: 'Lincoln High School Auditorium',
  pieces: Array.from({ length: PIECES_PER_PROGRAM }, (_, i) => ({
    library_entry_id: libraryIds[(c * PIECES_PER_PROGRAM + i) % libraryIds.length],
    ensemble_id: ensembles[i % ensembles.length]!.id,
  })),
});

/** Client `c`'s chat messages: the assistant phase's requests in its session, about its program. */
export const chatMessageVariants = (
  api: string,
  c: number,
  about: { ensembleId: number; sessionId: number; programId: number },
) =>
  ASSISTANT_MESSAGES.map((_, i) => ({
    url: `${api}/chat/message`,
    body: JSON.stringify({
      message: ASSISTANT_MESSAGES[(c + i) % ASSISTANT_MESSAGES.length],
      ensemble_id: about.ensembleId,
      use_library_only: false,
      session_id: about.sessionId,
      program_id: about.programId,
    }),
  }));

/** The load process: one phase per message, answered in order. */
export function startLoadProcess() {
  const child: ChildProcess = fork(LOAD_PROCESS, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const phase = <T>(message: object) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the load process exited with code ${code}`));
      child.once('exit', onExit);
      child.once('message', (answer: { result?: T; error?: string }) => {
        child.off('exit', onExit);
        if (answer.error) reject(new Error(`the load process failed: ${answer.error}`));
        else resolve(answer.result!);
      });
      child.send(message);
    });
  return {
    phase,
    async stop() {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}

/** CPU each process spent during `run`: the API's (this one), dynalite's. */
export async function withCpu<T>(run: () => Promise<T>) {
  const dynalite = childProcessId('dynalite-process');
  const api = process.cpuUsage();
  const dynaliteBefore = dynalite === undefined ? undefined : cpuMsOf(dynalite);
  const elu = performance.eventLoopUtilization();
  const result = await run();
  const apiUse = process.cpuUsage(api);
  const dynaliteAfter = dynalite === undefined ? undefined : cpuMsOf(dynalite);
  return {
    result,
    api_process: {
      cpu_ms: Math.round((apiUse.user + apiUse.system) / 1000),
      event_loop_utilization: round(performance.eventLoopUtilization(elu).utilization),
    },
    dynalite_process_cpu_ms:
      dynaliteBefore === undefined || dynaliteAfter === undefined ? null : Math.round(dynaliteAfter - dynaliteBefore),
  };
}

type LoadProcess = ReturnType<typeof startLoadProcess>;

/** One client alone on its schedule for `costSeconds` (after `warmupSeconds`): what a request costs each process. */
export async function costAlone(
  load: LoadProcess,
  client: { schedule: readonly AloneRoute[]; routes: Partial<Record<AloneRoute, RouteSpec>> },
  options: { costSeconds: number; warmupSeconds: number; maxRequests: number },
): Promise<RouteCost> {
  const phase = { kind: 'http', clients: [client], warmupMs: 0, maxRequests: options.maxRequests };
  // the warm-up is a phase of its own, so its requests' CPU is not counted against the measured ones
  if (options.warmupSeconds > 0) await load.phase<HttpAnswer>({ ...phase, ms: options.warmupSeconds * 1000 });
  const run = await withCpu(() => load.phase<HttpAnswer>({ ...phase, ms: options.costSeconds * 1000 }));
  const tallies = Object.values(run.result.routes);
  const latencies = tallies.flatMap((t) => t.latencies);
  const requests = latencies.length;
  const errors = tallies.reduce((sum, t) => sum + t.errors, 0);
  return {
    ...summarizeLatencies(latencies, {}, errors, run.result.elapsed),
    api_cpu_ms_per_request: round(run.api_process.cpu_ms / Math.max(1, requests)),
    dynalite_cpu_ms_per_request:
      run.dynalite_process_cpu_ms === null ? null : round(run.dynalite_process_cpu_ms / Math.max(1, requests)),
  };
}

/** The chat message's cost, as the product owner reads it. */
export const chatCostLine = (cost: RouteCost) =>
  `API CPU per chat message over the 10,000-entry library: ${cost.api_cpu_ms_per_request} ms (dynalite CPU ${cost.dynalite_cpu_ms_per_request} ms, p50 ${cost.p50_ms} ms, ${cost.requests} messages)`;

/** Each client's program, chat session and routes, set up through the API. */
async function setUpClients(options: MixedLoadOptions) {
  const { stack, authorization, ensembles, must, clients, log } = options;
  // 127.0.0.1, never a name: the load must not leave the machine
  const origin = new URL(stack.appUrl);
  origin.hostname = '127.0.0.1';
  const api = `${origin.origin}/api`;
  const band = ensembles[0]!;

  // --- set-up through the API: a program and a chat session per client, library entries to add
  log(`mixed load: a program of ${PIECES_PER_PROGRAM} pieces and a chat session for each of ${clients} clients`);
  const libraryIds = (await must<LibraryPage>('GET', '/library/entries?limit=100')).data.map((e) => e.id);
  if (!libraryIds.length) throw new Error('the mixed load needs a library (library.ts imports it first)');
  const programs: Program[] = [];
  const sessions: number[] = [];
  for (let c = 0; c < clients; c += 1) {
    programs.push(await must<Program>('POST', '/programs', benchProgram(c, libraryIds, ensembles)));
    sessions.push((await must<{ session_id: number }>('POST', '/chat/session', { ensemble_id: band.id })).session_id);
  }

  const json = { authorization, 'content-type': 'application/json' };
  const cycle = weightedSchedule(MIXED_WEIGHTS);
  const clientSpecs = programs.map((program, c) => {
    const order = program.pieces.map((p) => p.id);
    const routes: Record<MixedRoute, RouteSpec> = {
      list_programs: { method: 'GET', headers: { authorization }, variants: [{ url: `${api}/programs` }] },
      get_program: { method: 'GET', headers: { authorization }, variants: [{ url: `${api}/programs/${program.id}` }] },
      reorder_pieces: {
        method: 'PUT',
        headers: json,
        variants: [[...order].reverse(), order].map((ids) => ({
          url: `${api}/programs/${program.id}/pieces/reorder`,
          body: JSON.stringify({ piece_ids: ids }),
        })),
      },
      add_piece: {
        method: 'POST',
        headers: json,
        remember: true,
        variants: Array.from({ length: 5 }, (_, i) => ({
          url: `${api}/programs/${program.id}/pieces/${libraryIds[(c * 7 + i * 13) % libraryIds.length]}`,
          body: JSON.stringify({ ensemble_id: ensembles[i % ensembles.length]!.id }),
        })),
      },
      remove_piece: {
        method: 'DELETE',
        headers: { authorization },
        usesAdded: true,
        variants: [{ url: `${api}/programs/${program.id}/pieces/{added}` }],
      },
      library_search: {
        method: 'GET',
        headers: { authorization },
        variants: LIBRARY_SEARCHES.flatMap((_, i) =>
          LIBRARY_FILTERS.map((filter) => ({
            url: `${api}/library/entries?search=${encodeURIComponent(LIBRARY_SEARCHES[(c + i) % LIBRARY_SEARCHES.length]!)}&${filter}`,
          })),
        ),
      },
      chat_message: {
        method: 'POST',
        headers: json,
        variants: chatMessageVariants(api, c, { ensembleId: band.id, sessionId: sessions[c]!, programId: program.id }),
      },
    };
    return { schedule: clientSchedule(cycle, c), routes };
  });
  return { api, programs, clientSpecs, cycle };
}

type Clients = Awaited<ReturnType<typeof setUpClients>>;

/** Each route alone, one client, then the health route (no token, no database): the adapter's own floor. */
async function routeCosts(load: LoadProcess, { api, programs, clientSpecs }: Clients, options: MixedLoadOptions) {
  const { log } = options;
  const alone: Partial<Record<CostedRoute, RouteCost>> = {};
  const health: RouteSpec = { method: 'GET', headers: {}, variants: [{ url: `${api}/health` }] };
  // a shared program's public page, signed out (the first client's program, shared for it)
  const shared = await options.must<Program>('POST', `/programs/${programs[0]!.id}/share`);
  const sharedProgram: RouteSpec = {
    method: 'GET',
    headers: {},
    variants: [{ url: `${api}/shared/programs/${shared.share!.token}` }],
  };
  // a piece's program note drafted from its facts (the first client's program, its first piece)
  const draftNotes: RouteSpec = {
    method: 'POST',
    headers: { authorization: options.authorization, 'content-type': 'application/json' },
    variants: [
      {
        url: `${api}/chat/draft-notes`,
        body: JSON.stringify({ program_id: programs[0]!.id, piece_id: programs[0]!.pieces[0]!.id }),
      },
    ],
  };
  const groups: [CostedRoute, AloneRoute[]][] = [
    ...MIXED_ROUTES.filter((r) => r !== 'add_piece' && r !== 'remove_piece').map((r): [MixedRoute, MixedRoute[]] => [
      r,
      [r],
    ]),
    ['add_and_remove_piece', ['add_piece', 'remove_piece']],
    ['shared_program', ['shared_program']],
    ['draft_notes', ['draft_notes']],
    ['health', ['health']],
  ];
  for (const [name, schedule] of groups) {
    log(`cost: ${name}, one client, ${options.costSeconds} s`);
    const cost = await costAlone(
      load,
      {
        schedule,
        routes: { ...clientSpecs[0]!.routes, health, shared_program: sharedProgram, draft_notes: draftNotes },
      },
      options,
    );
    alone[name] = cost;
    log(
      `  ${name}: p50 ${cost.p50_ms} ms; per request: API CPU ${cost.api_cpu_ms_per_request} ms, dynalite CPU ${cost.dynalite_cpu_ms_per_request} ms`,
    );
    if (name === 'chat_message') log(chatCostLine(cost));
  }
  log(`each route alone (${programs.length} programs of ${PIECES_PER_PROGRAM} pieces):\n${routeCostTable(alone)}`);
  return alone;
}

/** Only each route alone (`npm run bench -- --route-cost-only`): the API and database CPU of one request of each. */
export async function benchRouteCosts(options: MixedLoadOptions) {
  const clients = await setUpClients(options);
  const load = startLoadProcess();
  try {
    return routeCostFigures(await routeCosts(load, clients, options));
  } finally {
    await load.stop();
  }
}

/** What the API process does per CPU-second it spends: requests answered ÷ its CPU seconds. */
const perApiCpuSecond = (requests: number, apiCpuMs: number) => Math.round(requests / Math.max(0.001, apiCpuMs / 1000));

/** The health route (no token, no database) at one number of clients: the adapter's own floor. */
export interface HealthFloor extends LatencySummary {
  api_cpu_ms: number;
  requests_per_api_cpu_second: number;
}

/** The mixed load at one number of clients, then the health route at the same number. */
export interface MixedStep {
  clients: number;
  stopped_by: 'time' | 'count';
  routes: Partial<Record<MixedRoute, LatencySummary>>;
  all_routes: LatencySummary;
  error_samples: HttpAnswer['error_samples'];
  processes: {
    api: { cpu_ms: number; event_loop_utilization: number };
    dynalite_cpu_ms: number | null;
    load: ClientProcessUse;
    elapsed_ms: number;
  };
  /** Requests answered per second of the API process's CPU (user + system). */
  requests_per_api_cpu_second: number;
  health: HealthFloor;
}

/** The first `count` clients on their schedules (after the warm-up), then the health route at as many clients. */
async function mixedStep(
  load: LoadProcess,
  { api, clientSpecs }: Clients,
  count: number,
  options: MixedLoadOptions,
): Promise<MixedStep> {
  const { log } = options;
  const http = { kind: 'http', clients: clientSpecs.slice(0, count), warmupMs: 0 };
  log(`mixed load: ${count} clients, ${options.seconds} s (after ${options.warmupSeconds} s unmeasured)`);
  if (options.warmupSeconds > 0)
    await load.phase<HttpAnswer>({ ...http, ms: options.warmupSeconds * 1000, maxRequests: Number.MAX_SAFE_INTEGER });
  const mixed = await withCpu(() =>
    load.phase<HttpAnswer>({ ...http, ms: options.seconds * 1000, maxRequests: options.maxRequests }),
  );
  const answer = mixed.result;
  const routes = Object.fromEntries(
    Object.entries(answer.routes).map(([name, tally]) => [
      name,
      summarizeLatencies(tally.latencies, tally.outcomes, tally.errors, answer.elapsed),
    ]),
  ) as Partial<Record<MixedRoute, LatencySummary>>;
  const all = Object.values(answer.routes).flatMap((tally) => tally.latencies);
  const errors = Object.values(answer.routes).reduce((sum, tally) => sum + tally.errors, 0);
  const outcomes: Record<string, number> = {};
  for (const tally of Object.values(answer.routes))
    for (const [outcome, n] of Object.entries(tally.outcomes)) outcomes[outcome] = (outcomes[outcome] ?? 0) + n;
  for (const [name, r] of Object.entries(routes))
    log(
      `  ${name}: ${r.requests} requests, p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms, errors ${r.errors} ${JSON.stringify(r.outcomes)}`,
    );
  const perCpuSecond = perApiCpuSecond(all.length, mixed.api_process.cpu_ms);
  log(
    `  all: ${all.length} requests, ${errors} errors ${JSON.stringify(outcomes)}; API process event loop ${mixed.api_process.event_loop_utilization}, CPU ${mixed.api_process.cpu_ms} ms (${perCpuSecond} requests per CPU-second); dynalite CPU ${mixed.dynalite_process_cpu_ms} ms; load process CPU ${answer.client_process.cpu_ms} ms`,
  );
  for (const sample of answer.error_samples)
    log(`  error: ${sample.method} ${sample.url} → ${sample.outcome} ${sample.body}`);

  // the floor of the same run: the health route, as many clients, no token and no database
  const healthRoute: RouteSpec = { method: 'GET', headers: {}, variants: [{ url: `${api}/health` }] };
  const healthPhase = {
    kind: 'http',
    clients: Array.from({ length: count }, () => ({ schedule: ['health'], routes: { health: healthRoute } })),
    warmupMs: 0,
    maxRequests: options.maxRequests,
  };
  log(`floor: GET /api/health, ${count} clients, ${options.floorSeconds} s`);
  if (options.warmupSeconds > 0) await load.phase<HttpAnswer>({ ...healthPhase, ms: options.warmupSeconds * 1000 });
  const healthRun = await withCpu(() => load.phase<HttpAnswer>({ ...healthPhase, ms: options.floorSeconds * 1000 }));
  const healthTally = healthRun.result.routes.health!;
  const health: HealthFloor = {
    ...summarizeLatencies(healthTally.latencies, healthTally.outcomes, healthTally.errors, healthRun.result.elapsed),
    api_cpu_ms: healthRun.api_process.cpu_ms,
    requests_per_api_cpu_second: perApiCpuSecond(healthTally.latencies.length, healthRun.api_process.cpu_ms),
  };
  log(
    `  health: p50 ${health.p50_ms} ms, p99 ${health.p99_ms} ms, ${health.throughput_rps}/s, ${health.requests_per_api_cpu_second} requests per API CPU-second, errors ${health.errors}`,
  );
  return {
    clients: count,
    stopped_by: answer.stopped_by,
    routes,
    all_routes: summarizeLatencies(all, outcomes, errors, answer.elapsed),
    error_samples: answer.error_samples,
    processes: {
      api: mixed.api_process,
      dynalite_cpu_ms: mixed.dynalite_process_cpu_ms,
      load: answer.client_process,
      elapsed_ms: Math.round(answer.elapsed),
    },
    requests_per_api_cpu_second: perCpuSecond,
    health,
  };
}

export async function benchMixedLoad(options: MixedLoadOptions) {
  const { stack, sub, must, clients, log } = options;
  const clientSet = await setUpClients(options);
  const { programs, cycle } = clientSet;
  const load = startLoadProcess();
  try {
    // --- the mixed run at each number of clients, fewest first, each with the health route as its floor
    log(`mixed load: at most ${options.maxRequests} requests a step; sequence ${cycle.join(' ')}`);
    const steps: MixedStep[] = [];
    for (const count of options.clientSteps) steps.push(await mixedStep(load, clientSet, count, options));
    // the bare DynamoDB calls below and the ratios are at the most clients
    const { routes, all_routes, error_samples, processes, stopped_by } = steps.at(-1)!;

    // --- the floor: the same dynalite, the same process, the same clients
    const tableName = stack.env.TABLE_NAME!;
    const { programKey, programSummariesQuery } = await import('@app/functions/programs/repository');
    const { libraryVersionKey } = await import('@app/functions/library/library-version-repository');
    const endpoint = new URL(stack.env.DYNAMODB_ENDPOINT!);
    endpoint.hostname = '127.0.0.1';
    const reader = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: endpoint.origin,
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    const programItems = await Promise.all(
      programs.map(
        async (p) =>
          (
            await reader.send(
              new GetCommand({ TableName: tableName, Key: programKey(sub, p.id), ConsistentRead: true }),
            )
          ).Item!,
      ),
    );
    reader.destroy();
    const floorInputs: Record<FloorPhase, { op: 'get' | 'put' | 'query'; inputs: object[] }> = {
      get_item_program: {
        op: 'get',
        inputs: programs.map((p) => ({ TableName: tableName, Key: programKey(sub, p.id), ConsistentRead: true })),
      },
      get_item_library_version: {
        op: 'get',
        inputs: [{ TableName: tableName, Key: libraryVersionKey(sub), ConsistentRead: true }],
      },
      // what GET /programs reads (listProgramSummaries: the summaries, every page)
      query_programs: { op: 'query', inputs: [programSummariesQuery(sub)] },
      // the conditional put every program change makes (replaceProgramItem), of the unchanged item
      put_item_program: {
        op: 'put',
        inputs: programItems.map((Item) => ({
          TableName: tableName,
          Item,
          ConditionExpression: '#version = :expected',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':expected': Item.version },
        })),
      },
    };
    const floor = {} as Record<
      FloorPhase,
      LatencySummary & { load_process_cpu_ms: number; dynalite_process_cpu_ms: number | null }
    >;
    for (const [name, { op, inputs }] of Object.entries(floorInputs) as [
      FloorPhase,
      (typeof floorInputs)[FloorPhase],
    ][]) {
      log(`floor: ${name}, ${clients} clients, ${options.floorSeconds} s`);
      const run = await withCpu(() =>
        load.phase<FloorAnswer>({
          kind: 'floor',
          endpoint: endpoint.origin,
          tableName,
          clients,
          warmupMs: options.warmupSeconds * 1000,
          ms: options.floorSeconds * 1000,
          op,
          inputs,
        }),
      );
      const { tally, elapsed, client_process } = run.result;
      floor[name] = {
        ...summarizeLatencies(tally.latencies, tally.outcomes, tally.errors, elapsed),
        load_process_cpu_ms: client_process.cpu_ms,
        dynalite_process_cpu_ms: run.dynalite_process_cpu_ms,
      };
      log(
        `  ${name}: p50 ${floor[name].p50_ms} ms, p99 ${floor[name].p99_ms} ms, ${floor[name].throughput_rps}/s, errors ${tally.errors}`,
      );
    }

    // --- why: what one request of each route costs the API and dynalite, one client alone
    const alone = options.costSeconds > 0 ? await routeCosts(load, clientSet, options) : {};

    const ratios: Partial<Record<MixedRoute, FloorRatio>> = {};
    for (const [route, phase] of Object.entries(FLOOR_OF) as [MixedRoute, FloorPhase][]) {
      const figures = routes[route];
      if (!figures) continue;
      ratios[route] = {
        floor: phase,
        p99_ms: figures.p99_ms,
        floor_p99_ms: floor[phase].p99_ms,
        ratio: round(figures.p99_ms / floor[phase].p99_ms),
      };
    }
    const figures = {
      setup: {
        clients,
        seconds: options.seconds,
        warmup_seconds: options.warmupSeconds,
        floor_seconds_per_call: options.floorSeconds,
        max_requests: options.maxRequests,
        client_steps: steps.map((step) => step.clients),
        stopped_by,
        programs: programs.length,
        pieces_per_program: PIECES_PER_PROGRAM,
        library_entries: (await must<LibraryPage>('GET', '/library/entries?limit=1')).total,
        weights: MIXED_WEIGHTS,
        sequence: cycle,
      },
      routes,
      all_routes,
      error_samples,
      processes,
      by_clients: Object.fromEntries(steps.map((step) => [step.clients, step])) as Record<string, MixedStep>,
      floor,
      p99_ratio_to_floor: ratios,
      ...routeCostFigures(alone),
      targets: MIXED_TARGETS,
      met: {
        no_errors: steps.every((step) => step.all_routes.errors === 0 && step.health.errors === 0),
      },
    };
    return { figures, programIds: programs.map((p) => p.id) };
  } finally {
    await load.stop();
  }
}

export type MixedLoadFigures = Awaited<ReturnType<typeof benchMixedLoad>>['figures'];
