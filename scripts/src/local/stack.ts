import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_POLICY_VERSION, PROFILE_PICTURES_PATH } from '@app/shared/domain/account';
import { DEFAULT_REQUEST_LIMITS } from '@app/shared/domain/request-limits';
import { CSV_WORKER_CONCURRENCY, CSV_WORKER_PATH } from '@app/shared/layout';
import { NOINDEX_PAGES, securityHeaders } from '@app/shared/security-headers';
import type { SqsHandler } from '@app/functions/local/sqs-poller';
import { DEMO_ACCOUNT } from './accounts';
import { listenAppServer } from './app-server';
import { ensureTable, localDynamoClient, startDynamo } from './dynamodb';
import {
  SPA_CLIENT_ID,
  startIdentityProvider,
  type IdentityProviderOptions,
  type LocalIdentityProvider,
} from './identity-provider';
import { servePicture } from './pictures';
import { startS3 } from './s3';
import { localSqsClient, startSqs } from './sqs';
import { ensureWebBuild, startWeb, type WebMode } from './web';
import type { SpaConfig } from '@app/shared/spa-config';

// Node 20 runs only the local stack (Lambda runs Node 22): silence the SDK's upgrade notice here
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.local');
export const API_AUDIENCE = 'https://api.podium.local';

/** The functions' RATE_LIMIT_* settings: the defaults, each replaced by `env`'s where it has one. */
const requestLimitsFrom = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(Object.entries(DEFAULT_REQUEST_LIMITS).map(([name, limit]) => [name, env[name]?.trim() || limit]));

/**
 * Per-user limits of the expensive routes far above anything a director could send, for API
 * suites and benchmarks that call those routes as fast as they can (functionEnv). `npm start` and
 * the browser suites keep the functions' defaults; test/api/rate-limits.test.ts sets small ones.
 */
export const LIMITS_OUT_OF_REACH: Record<string, string> = Object.fromEntries(
  Object.keys(DEFAULT_REQUEST_LIMITS).map((name) => [name, '1000000/1ms']),
);

export interface LocalStackOptions {
  /** Port of the app (SPA + /api); 0 picks a free one. */
  port: number;
  /** Port of the identity provider; 0 picks a free one. */
  idpPort: number;
  /** Ports of dynalite, s3rver and local-aws-sqs; 0 (the default) picks free ones. */
  dynamoPort?: number;
  s3Port?: number;
  sqsPort?: number;
  /** Where data persists; undefined keeps everything in memory. */
  dataDir: string | undefined;
  /** `dist` (npm start) builds web/dist first when it is stale; `dev` is Vite's dev server (npm run dev). */
  web: WebMode;
  /** With `dist`: serve this build as it is instead of web/dist (tests). */
  webDist?: string;
  seed: boolean;
  /** Seconds a received CSV import message stays hidden before SQS delivers it again (60 by default; tests shorten it). */
  csvVisibilityTimeoutSeconds?: number;
  /** Tests: the CSV worker's poller waits for `resumeCsvWorker()` (a worker in another process takes the queue first). */
  csvWorkerPaused?: boolean;
  /** Extra function environment (tests: the Bedrock assistant against a local stand-in, newer policy versions). */
  functionEnv?: Record<string, string>;
  /** A real identity provider instead of the built-in one (`npm start` with OIDC_ISSUER set). */
  externalIdentity?: ExternalIdentity;
  /** The built-in provider as stricter providers behave (tests): nonce required, `resource` instead of a default audience. */
  strictIdentityProvider?: IdentityProviderOptions['strict'];
  /** What the SPA sends at sign-in besides client id and scope (tests: `resource` for the strict provider). */
  signInParams?: Pick<SpaConfig, 'resource' | 'extra_query_params'>;
}

/** A real OIDC provider for `npm start`: the functions' OIDC_* variables and the SPA's settings. */
export interface ExternalIdentity {
  functionEnv: Record<string, string>;
  spa: SpaConfig;
  /** Origins the browser talks to for sign-in (the CSP's connect-src). */
  origins: string[];
}

const DEFAULT_SCOPE = 'openid profile email offline_access';

/**
 * The real provider named by OIDC_ISSUER and its companions (docs/identity-providers.md), or
 * undefined when OIDC_ISSUER is unset: then the built-in provider runs as always.
 */
export function externalIdentityFromEnv(env: NodeJS.ProcessEnv): ExternalIdentity | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const issuer = value('OIDC_ISSUER');
  if (!issuer) return undefined;
  const clientId = value('OIDC_CLIENT_ID');
  if (!clientId)
    throw new Error('OIDC_CLIENT_ID (the SPA client of your provider) is required when OIDC_ISSUER is set');
  if (!value('OIDC_AUDIENCE') && !value('OIDC_ACCEPTED_CLIENT_IDS')) {
    throw new Error('OIDC_AUDIENCE or OIDC_ACCEPTED_CLIENT_IDS is required when OIDC_ISSUER is set');
  }
  const authority = value('OIDC_AUTHORITY') ?? issuer;
  const audience = value('OIDC_AUDIENCE')
    ?.split(',')
    .map((a) => a.trim())
    .find(Boolean);
  const resource = value('OIDC_RESOURCE');
  const extra = value('OIDC_EXTRA_QUERY_PARAMS');
  const functionEnv: Record<string, string> = { OIDC_ISSUER: issuer };
  for (const name of [
    'OIDC_AUDIENCE',
    'OIDC_ACCEPTED_CLIENT_IDS',
    'OIDC_REQUIRED_SCOPES',
    'OIDC_ALGORITHMS',
    'OIDC_ACCESS_TOKEN_TYP',
    'OIDC_EMAIL_CLAIM',
    'OIDC_NAME_CLAIM',
    'OIDC_JWKS_URI',
  ]) {
    const set = value(name);
    if (set) functionEnv[name] = set;
  }
  const extraOrigins = (value('OIDC_EXTRA_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
  return {
    functionEnv,
    spa: {
      authority,
      client_id: clientId,
      scope: value('OIDC_SCOPE') ?? DEFAULT_SCOPE,
      ...(audience ? { audience } : {}),
      ...(resource ? { resource } : {}),
      ...(extra ? { extra_query_params: Object.fromEntries(new URLSearchParams(extra)) } : {}),
    },
    origins: [...new Set([new URL(authority).origin, ...extraOrigins])],
  };
}

export interface LocalStack {
  appUrl: string;
  issuer: string;
  audience: string;
  clientId: string;
  /** The functions' environment: only variables `functions/src/lib/config.ts` reads. */
  env: Record<string, string>;
  /** The CSV import queue and its dead-letter queue. */
  queues: { csv: string; csvDeadLetter: string };
  /** Whether the CSV worker exists and its SQS poller runs (or waits for `resumeCsvWorker`). */
  csvWorker: boolean;
  resumeCsvWorker(): void;
  /** The built-in identity provider (throws when a real provider is configured instead). */
  idp: LocalIdentityProvider;
  accessTokenFor(email: string): Promise<string>;
  stop(): Promise<void>;
}

const TABLE_NAME = 'podium';
const BUCKETS = { pictures: 'podium-pictures', uploads: 'podium-uploads', documents: 'podium-documents' };

/** Headers of answers without a page: everything but the CSP, as CloudFront adds its policy to /api/* too. */
const API_HEADERS = securityHeaders({ connect: [], hsts: false, csp: false });

/** The app's origin as a browser may write it: by name and by loopback address. */
const appOrigins = (url: string) => {
  const { port, protocol } = new URL(url);
  return [`${protocol}//localhost:${port}`, `${protocol}//127.0.0.1:${port}`];
};

/**
 * Everything `npm start` runs, in one process: dynalite (in a child process), s3rver,
 * local-aws-sqs, the oidc-provider, and one HTTP server for the SPA and `/api` (the real Lambda
 * handlers behind the API Gateway adapter), each on 127.0.0.1 only. Tests and benchmarks start
 * it on free ports in memory.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  // listens first (the identity provider needs the app's origin) and answers 503 until ready
  const app = await listenAppServer({ port: options.port, headers: API_HEADERS });
  const dir = options.dataDir;
  const building = options.web === 'dist' && !options.webDist ? ensureWebBuild() : Promise.resolve(false);

  const external = options.externalIdentity;
  const [dynamo, s3, sqs, idp] = await Promise.all([
    startDynamo(options.dynamoPort ?? 0, dir && join(dir, 'dynamodb')),
    // the import dialog posts a CSV straight to the uploads bucket, from the app's page
    startS3(options.s3Port ?? 0, dir && join(dir, 's3'), Object.values(BUCKETS), {
      [BUCKETS.uploads]: appOrigins(app.url),
    }),
    startSqs(options.sqsPort ?? 0, 'podium-csv', options.csvVisibilityTimeoutSeconds),
    external
      ? undefined
      : startIdentityProvider({
          port: options.idpPort,
          appOrigin: app.url,
          audience: API_AUDIENCE,
          dataDir: dir && join(dir, 'idp'),
          strict: options.strictIdentityProvider,
        }),
    building,
  ]);
  // the built-in provider: RS256 JWT access tokens (typ at+jwt) for API_AUDIENCE, email and name in them
  const identityEnv: Record<string, string> & { OIDC_ISSUER: string } = idp
    ? {
        OIDC_ISSUER: idp.issuer,
        OIDC_AUDIENCE: API_AUDIENCE,
        OIDC_ACCEPTED_CLIENT_IDS: '',
        OIDC_REQUIRED_SCOPES: '',
        OIDC_ALGORITHMS: 'RS256',
        OIDC_ACCESS_TOKEN_TYP: 'at+jwt',
        OIDC_EMAIL_CLAIM: 'email',
        OIDC_NAME_CLAIM: 'name',
        OIDC_JWKS_URI: `${idp.issuer}/jwks`,
      }
    : { ...external!.functionEnv, OIDC_ISSUER: external!.functionEnv.OIDC_ISSUER! };

  // the functions read and validate these once, at module load (functions/src/lib/config.ts)
  const env = {
    TABLE_NAME,
    PICTURES_BUCKET: BUCKETS.pictures,
    UPLOADS_BUCKET: BUCKETS.uploads,
    DOCUMENTS_BUCKET: BUCKETS.documents,
    CSV_QUEUE_URL: sqs.queueUrl,
    ...identityEnv,
    BILLING_PROVIDER: 'development',
    // the policy versions in force; tests start a stack with newer ones through functionEnv
    TERMS_VERSION: DEFAULT_POLICY_VERSION,
    PRIVACY_POLICY_VERSION: DEFAULT_POLICY_VERSION,
    TERMS_ACCEPTANCE_REQUIRED: 'true',
    ASSISTANT_PROVIDER: 'embedded',
    // the per-user limits as in AWS, or as the shell sets them for npm start
    ...requestLimitsFrom(process.env),
    AWS_REGION: 'us-east-1',
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    S3_ENDPOINT: s3.endpoint,
    SQS_ENDPOINT: sqs.endpoint,
    ...options.functionEnv,
  };
  Object.assign(process.env, env);

  const setupClient = localDynamoClient(dynamo.endpoint);
  await ensureTable(setupClient, TABLE_NAME);
  setupClient.destroy();

  const { createApiListener } = await import('@app/functions/local/adapter');
  const handleApi = createApiListener();
  if (options.seed && idp) {
    const { seedDemoAccount } = await import('./seed');
    await seedDemoAccount(idp.accounts.ensure(DEMO_ACCOUNT.email, DEMO_ACCOUNT.name, DEMO_ACCOUNT.password));
  }

  // the CSV worker, when written, takes the queue's batches as Lambda's event source mapping would
  const workerFile = join(REPO_ROOT, CSV_WORKER_PATH);
  let poller: { stop(): Promise<void> } | undefined;
  let startPoller: (() => void) | undefined;
  const sqsClient = localSqsClient(sqs.endpoint);
  if (existsSync(workerFile)) {
    const [{ handler }, { startSqsPoller }] = await Promise.all([
      import(pathToFileURL(workerFile).href) as Promise<{ handler: SqsHandler }>,
      import('@app/functions/local/sqs-poller'),
    ]);
    startPoller = () => {
      poller ??= startSqsPoller({
        client: sqsClient,
        queueUrl: sqs.queueUrl,
        queueArn: sqs.queueArn,
        handler,
        // as the CDK API stack's event source: one import per batch, CSV_WORKER_CONCURRENCY at once
        batchSize: 1,
        concurrency: CSV_WORKER_CONCURRENCY,
      });
    };
    if (!options.csvWorkerPaused) startPoller();
  }

  // the CSP allows the identity provider (sign-in, silent renew); pictures come through /profile-pictures/*
  const sources = { connect: idp ? [new URL(idp.issuer).origin] : external!.origins, uploads: [s3.endpoint] };
  const pageHeaders = securityHeaders({ ...sources, hsts: false });
  // what the SPA reads at start; in AWS the same file is deployed beside index.html
  const spa: SpaConfig = idp
    ? {
        authority: idp.issuer,
        client_id: SPA_CLIENT_ID,
        audience: API_AUDIENCE,
        scope: DEFAULT_SCOPE,
        ...options.signInParams,
      }
    : external!.spa;
  const spaConfig = JSON.stringify(spa);
  const web = await startWeb({ mode: options.web, server: app.server, sources, distDir: options.webDist });

  app.ready((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/')) {
      for (const { name, value } of API_HEADERS) res.setHeader(name, value);
      void handleApi(req, res);
    } else if (path.startsWith(PROFILE_PICTURES_PATH)) {
      void servePicture(req, res, `${s3.endpoint}/${BUCKETS.pictures}`, pageHeaders);
    } else if (path === '/config.json') {
      for (const { name, value } of pageHeaders) res.setHeader(name, value);
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' }).end(spaConfig);
    } else {
      if (path.startsWith(NOINDEX_PAGES.pathPrefix))
        res.setHeader(NOINDEX_PAGES.header.name, NOINDEX_PAGES.header.value);
      web.handle(req, res);
    }
  });

  const builtIn = () => {
    if (!idp)
      throw new Error(
        `The built-in identity provider is not running: ${env.OIDC_ISSUER} signs in (OIDC_ISSUER is set)`,
      );
    return idp;
  };
  return {
    appUrl: app.url,
    issuer: env.OIDC_ISSUER,
    audience: identityEnv.OIDC_AUDIENCE ?? '',
    clientId: spa.client_id,
    env,
    queues: { csv: sqs.queueUrl, csvDeadLetter: sqs.deadLetterQueueUrl },
    csvWorker: Boolean(startPoller),
    resumeCsvWorker: () => startPoller?.(),
    get idp() {
      return builtIn();
    },
    accessTokenFor: async (email) => builtIn().accessTokenFor(email),
    async stop() {
      await poller?.stop();
      sqsClient.destroy();
      await Promise.all([app.close(), web.close()]);
      await Promise.all([idp?.close(), sqs.close(), s3.close(), dynamo.close()]);
    },
  };
}
