// The load clients of `npm run bench`'s mixed run, in a process of their own (forked by
// mixed-load.ts), so their requests, parsing and timing cost nothing on the API's event loop and
// the bare DynamoDB calls of the floor come from the same process as the API's load. Plain JS,
// started without tsx's loader. Talks to 127.0.0.1 only. Each message from the parent is one
// phase; the answer carries the raw latencies (the parent summarises them).
//
//   { kind: 'http', clients: [{ schedule, routes }], warmupMs, ms, maxRequests }
//     closed loop: client c calls the routes of its schedule in turn until the time or the
//     request count is used up. A route: { method, headers, variants: [{ url, body }] } (variants
//     used in turn); `remember: true` keeps the `new_piece.id` of its answer, which the next
//     route with `usesAdded: true` puts into its URL for `{added}` (and skips its turn without one).
//   { kind: 'floor', endpoint, tableName, clients, warmupMs, ms, op, inputs }
//     closed loop of one DynamoDB call: op get | put | query (all pages), client c sending
//     inputs[c % inputs.length].
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

const ERROR_SAMPLES = 10;

function loopbackOnly(url) {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1') throw new Error(`the bench talks to 127.0.0.1 only, not ${hostname}`);
}

/** Latencies, outcome counts and errors of one route or call. */
const newTally = () => ({ latencies: [], outcomes: {}, errors: 0 });

function count(tally, ms, outcome, ok) {
  tally.latencies.push(ms);
  tally.outcomes[outcome] = (tally.outcomes[outcome] ?? 0) + 1;
  if (!ok) tally.errors += 1;
}

/** Everything a phase measured, and what this process spent doing it (is the load generator the limit?). */
async function timed(run) {
  const cpu = process.cpuUsage();
  const elu = performance.eventLoopUtilization();
  const started = performance.now();
  const result = await run();
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return {
    ...result,
    elapsed,
    client_process: {
      cpu_ms: Math.round((used.user + used.system) / 1000),
      event_loop_utilization: Math.round(performance.eventLoopUtilization(elu).utilization * 100) / 100,
    },
  };
}

// --- the mixed HTTP load

/** Per client: its place in its schedule, the variant each route uses next, the piece it added. */
const httpState = new Map();

async function httpPhase({ clients, ms, maxRequests }) {
  const tallies = {};
  const errorSamples = [];
  let sent = 0;
  let stoppedBy = 'time';
  const deadline = performance.now() + ms;
  await Promise.all(
    clients.map(async ({ schedule, routes }, client) => {
      const state = httpState.get(client) ?? { step: 0, variants: {}, added: undefined };
      httpState.set(client, state);
      while (performance.now() < deadline) {
        if (sent >= maxRequests) {
          stoppedBy = 'count';
          return;
        }
        const name = schedule[state.step % schedule.length];
        state.step += 1;
        const route = routes[name];
        if (route.usesAdded && state.added === undefined) continue;
        const turn = state.variants[name] ?? 0;
        state.variants[name] = turn + 1;
        const variant = route.variants[turn % route.variants.length];
        const url = route.usesAdded ? variant.url.replace('{added}', String(state.added)) : variant.url;
        if (route.usesAdded) state.added = undefined;
        sent += 1;
        const t0 = performance.now();
        let outcome;
        let ok = false;
        let text = '';
        try {
          const response = await fetch(url, { method: route.method, headers: route.headers, body: variant.body });
          text = await response.text();
          outcome = String(response.status);
          ok = response.status >= 200 && response.status < 300;
        } catch (error) {
          outcome =
            error instanceof Error ? `${error.name}${error.cause?.code ? ` ${error.cause.code}` : ''}` : 'error';
        }
        count((tallies[name] ??= newTally()), performance.now() - t0, outcome, ok);
        if (!ok && errorSamples.length < ERROR_SAMPLES)
          errorSamples.push({ route: name, method: route.method, url, outcome, body: text.slice(0, 300) });
        if (ok && route.remember) state.added = JSON.parse(text).new_piece.id;
      }
    }),
  );
  return { routes: tallies, error_samples: errorSamples, stopped_by: stoppedBy };
}

// --- the floor: bare DynamoDB calls on the same dynalite

let floorClient;

function dynamoCall(op, input) {
  if (op === 'get') return () => floorClient.send(new GetCommand(input));
  if (op === 'put') return () => floorClient.send(new PutCommand(input));
  if (op === 'query') {
    return async () => {
      let start;
      do {
        const page = await floorClient.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
        start = page.LastEvaluatedKey;
      } while (start);
    };
  }
  throw new Error(`unknown DynamoDB call ${op}`);
}

async function floorPhase({ clients, ms, op, inputs }) {
  const tally = newTally();
  const deadline = performance.now() + ms;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const call = dynamoCall(op, inputs[client % inputs.length]);
      while (performance.now() < deadline) {
        const t0 = performance.now();
        let outcome = 'ok';
        try {
          await call();
        } catch (error) {
          outcome = error instanceof Error ? error.name : 'error';
        }
        count(tally, performance.now() - t0, outcome, outcome === 'ok');
      }
    }),
  );
  return { tally };
}

async function handle(message) {
  if (message.kind === 'http') {
    for (const { routes } of message.clients)
      for (const route of Object.values(routes)) route.variants.forEach((v) => loopbackOnly(v.url));
    if (message.warmupMs > 0)
      await httpPhase({ ...message, ms: message.warmupMs, maxRequests: Number.POSITIVE_INFINITY });
    return timed(() => httpPhase(message));
  }
  if (message.kind === 'floor') {
    loopbackOnly(message.endpoint);
    floorClient ??= DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: message.endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
      { marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false } },
    );
    if (message.warmupMs > 0) await floorPhase({ ...message, ms: message.warmupMs });
    return timed(() => floorPhase(message));
  }
  throw new Error(`unknown phase ${message.kind}`);
}

process.on('message', (message) => {
  handle(message).then(
    (result) => process.send({ result }),
    (error) => process.send({ error: error instanceof Error ? error.stack : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
