/**
 * The benchmarks of `npm run bench` that run on one API stack (in memory, loopback only), in this
 * order: the library figures (library.ts: CSV import, search, the assistant one message at a
 * time; they leave the 10,000-entry library), the mixed load against the DynamoDB floor
 * (mixed-load.ts), where a GET's time goes (breakdown), and the documents (documents.ts). Or,
 * alone, what one chat message costs (chat-cost.ts), or what one request of each route costs
 * (mixed-load.ts benchRouteCosts).
 *
 * One stack per process: the functions read their configuration (the endpoints of dynalite and
 * the others) once, when first imported, so a second stack in the same process would not be the
 * one they talk to. run.ts starts this in a process of its own (`--api-only`).
 */
import type { Context } from 'aws-lambda';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { startBenchStack } from './bench-stack';
import { benchChatCost } from './chat-cost';
import { benchDocuments } from './documents';
import { benchLibrary, importBenchLibrary } from './library';
import { runPhase, type PhaseResult } from './load';
import { benchMixedLoad, benchRouteCosts } from './mixed-load';
import { benchEnsembles } from './repertoire';

export interface ApiBenchmarkOptions {
  /** Only the library figures. */
  libraryOnly: boolean;
  /** Only what one chat message costs (chat-cost.ts). */
  chatCostOnly: boolean;
  /** Only each route alone (mixed-load.ts benchRouteCosts): the API and database CPU per request. */
  routeCostOnly?: boolean;
  /** The most clients of the mixed run (and its number of programs). */
  clients: number;
  /** The mixed run at each of these numbers of clients, fewest first. */
  clientSteps: number[];
  /** The mixed run. */
  seconds: number;
  maxRequests: number;
  /** Each bare DynamoDB call of the floor. */
  floorSeconds: number;
  /** Each route alone, one client (0 skips). */
  costSeconds: number;
  /** The library search phase. */
  phaseSeconds: number;
  /** Each step of a GET (0 skips the breakdown). */
  breakdownSeconds: number;
  /** Unmeasured, before each phase. */
  warmupSeconds: number;
  log: (message: string) => void;
  /** Runs one benchmark and notes how long it took. */
  section: <T>(name: string, run: () => Promise<T>) => Promise<T>;
}

export async function benchApi(options: ApiBenchmarkOptions) {
  const { log, section } = options;
  // one director calls the expensive routes as fast as it can: each request still pays its limit's write
  const stack = await startBenchStack();
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
    const createEnsembles = async () => {
      const ensembles: Ensemble[] = [];
      for (const e of benchEnsembles)
        ensembles.push(await must<Ensemble>('POST', '/ensembles', { name: e.name, type: e.type }));
      return ensembles;
    };

    if (options.chatCostOnly) {
      const ensembles = await createEnsembles();
      const chatCost = await section('chat_cost', () =>
        benchChatCost({
          stack,
          authorization,
          ensembles,
          must,
          costSeconds: options.costSeconds,
          warmupSeconds: options.warmupSeconds,
          log,
        }),
      );
      return { chat_cost: chatCost };
    }

    if (options.routeCostOnly) {
      const ensembles = await createEnsembles();
      await importBenchLibrary({ appUrl: stack.appUrl, authorization }, log);
      const routeCost = await section('route_cost', () =>
        benchRouteCosts({
          stack,
          sub,
          authorization,
          ensembles,
          must,
          clients: options.clients,
          clientSteps: options.clientSteps,
          seconds: options.seconds,
          warmupSeconds: options.warmupSeconds,
          floorSeconds: options.floorSeconds,
          costSeconds: options.costSeconds,
          maxRequests: options.maxRequests,
          log,
        }),
      );
      return { route_cost: routeCost };
    }

    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: stack.env.DYNAMODB_ENDPOINT,
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
      { marshallOptions: { removeUndefinedValues: true } },
    );
    const warmupAuthorization = `Bearer ${await stack.accessTokenFor('bench-warmup@example.com')}`;
    await fetch(`${stack.appUrl}/api/users/me`, { headers: { authorization: warmupAuthorization } });
    const library = await section('library', () =>
      benchLibrary({
        api: { appUrl: stack.appUrl, authorization },
        warmupApi: { appUrl: stack.appUrl, authorization: warmupAuthorization },
        db,
        tableName: stack.env.TABLE_NAME!,
        sub,
        seconds: options.phaseSeconds,
        warmupSeconds: options.warmupSeconds,
        log,
      }),
    );
    db.destroy();
    if (options.libraryOnly) return { library };

    const ensembles = await createEnsembles();

    const mixed = await section('mixed_load', () =>
      benchMixedLoad({
        stack,
        sub,
        authorization,
        ensembles,
        must,
        clients: options.clients,
        clientSteps: options.clientSteps,
        seconds: options.seconds,
        warmupSeconds: options.warmupSeconds,
        floorSeconds: options.floorSeconds,
        costSeconds: options.costSeconds,
        maxRequests: options.maxRequests,
        log,
      }),
    );

    // where a GET's time goes: each step of a GET /api/programs/{id} on its own, same concurrency
    const breakdown =
      options.breakdownSeconds > 0 ? await section('breakdown', () => breakdownOfGet(mixed.programIds[0]!)) : undefined;
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
        requestContext: {
          http: { method: 'GET', path: `/api/programs/${programId}` },
          routeKey: 'GET /api/programs/{id}',
          stage: '$default',
        },
        isBase64Encoded: false,
      } as unknown as Parameters<typeof handler>[0];
      const context = { getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
      const health = async () => {
        const response = await fetch(`${stack.appUrl}/api/health`);
        await response.arrayBuffer();
        return { outcome: String(response.status), ok: response.status === 200 };
      };
      const phase = (call: Parameters<typeof runPhase>[2]) =>
        runPhase(options.clients, options.breakdownSeconds * 1000, call, options.warmupSeconds * 1000);
      return {
        http_health_no_auth_no_db: await phase(health),
        jwt_verify: await phase(sdkCall(() => verifyAuthorization(authorization))),
        user_record_get: await phase(sdkCall(() => getUser(sub))),
        ensembles_query: await phase(sdkCall(() => listEnsembles(sub))),
        program_get_handler_without_http: await phase(async () => {
          const result = await handler(event, context);
          return { outcome: String(result.statusCode), ok: result.statusCode === 200 };
        }),
      };
    }

    const documents = await section('documents', () =>
      benchDocuments({ appUrl: stack.appUrl, authorization, ensembles, must, log }),
    );
    return { library, mixed_load: mixed.figures, ...(breakdown ? { breakdown } : {}), documents };
  } finally {
    await stack.stop();
  }
}
