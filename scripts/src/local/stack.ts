import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CSV_WORKER_PATH } from '@app/shared/layout';
import { securityHeaders } from '@app/shared/security-headers';
import type { SqsHandler } from '@app/functions/local/sqs-poller';
import { DEMO_ACCOUNT } from './accounts';
import { listenAppServer } from './app-server';
import { ensureTable, localDynamoClient, startDynamo } from './dynamodb';
import { SPA_CLIENT_ID, startIdentityProvider, type LocalIdentityProvider } from './identity-provider';
import { startS3 } from './s3';
import { localSqsClient, startSqs } from './sqs';
import { ensureWebBuild, startWeb, type WebMode } from './web';

// Node 20 runs only the local stack (Lambda runs Node 22): silence the SDK's upgrade notice here
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.local');
export const API_AUDIENCE = 'https://api.podium.local';

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
  /** Extra function environment (tests: the Bedrock assistant against a local stand-in). */
  functionEnv?: Record<string, string>;
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
  /** Whether the CSV worker exists and its SQS poller runs. */
  csvWorker: boolean;
  idp: LocalIdentityProvider;
  accessTokenFor(email: string): Promise<string>;
  stop(): Promise<void>;
}

const TABLE_NAME = 'podium';
const BUCKETS = { pictures: 'podium-pictures', uploads: 'podium-uploads', documents: 'podium-documents' };
/** The event source mapping's batch size in the CDK API stack. */
const CSV_BATCH_SIZE = 5;

/** Headers of answers without a page: everything but the CSP, as CloudFront adds its policy to /api/* too. */
const API_HEADERS = securityHeaders({ connect: [], images: [], hsts: false, csp: false });

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

  const [dynamo, s3, sqs, idp] = await Promise.all([
    startDynamo(options.dynamoPort ?? 0, dir && join(dir, 'dynamodb')),
    startS3(options.s3Port ?? 0, dir && join(dir, 's3'), Object.values(BUCKETS)),
    startSqs(options.sqsPort ?? 0, 'podium-csv', options.csvVisibilityTimeoutSeconds),
    startIdentityProvider({ port: options.idpPort, appOrigin: app.url, audience: API_AUDIENCE, dataDir: dir && join(dir, 'idp') }),
    building,
  ]);

  // the functions read and validate these once, at module load (functions/src/lib/config.ts)
  const env = {
    TABLE_NAME,
    PICTURES_BUCKET: BUCKETS.pictures,
    UPLOADS_BUCKET: BUCKETS.uploads,
    DOCUMENTS_BUCKET: BUCKETS.documents,
    CSV_QUEUE_URL: sqs.queueUrl,
    OIDC_ISSUER: idp.issuer,
    OIDC_AUDIENCE: API_AUDIENCE,
    OIDC_JWKS_URI: `${idp.issuer}/jwks`,
    BILLING_PROVIDER: 'development',
    ASSISTANT_PROVIDER: 'embedded',
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
  if (options.seed) {
    const { seedDemoAccount } = await import('./seed');
    await seedDemoAccount(idp.accounts.ensure(DEMO_ACCOUNT.email, DEMO_ACCOUNT.name, DEMO_ACCOUNT.password));
  }

  // the CSV worker, when written, takes the queue's batches as Lambda's event source mapping would
  const workerFile = join(REPO_ROOT, CSV_WORKER_PATH);
  let poller: { stop(): Promise<void> } | undefined;
  const sqsClient = localSqsClient(sqs.endpoint);
  if (existsSync(workerFile)) {
    const [{ handler }, { startSqsPoller }] = await Promise.all([
      import(pathToFileURL(workerFile).href) as Promise<{ handler: SqsHandler }>,
      import('@app/functions/local/sqs-poller'),
    ]);
    poller = startSqsPoller({ client: sqsClient, queueUrl: sqs.queueUrl, queueArn: sqs.queueArn, handler, batchSize: CSV_BATCH_SIZE });
  }

  // the CSP allows the identity provider (sign-in, silent renew) and s3rver (presigned pictures)
  const sources = { connect: [new URL(idp.issuer).origin], images: [new URL(s3.endpoint).origin] };
  const pageHeaders = securityHeaders({ ...sources, hsts: false });
  // what the SPA reads at start; in AWS the same file is deployed beside index.html
  const spaConfig = JSON.stringify({ authority: idp.issuer, client_id: SPA_CLIENT_ID, audience: API_AUDIENCE, scope: 'openid profile email offline_access' });
  const web = await startWeb({ mode: options.web, server: app.server, sources, distDir: options.webDist });

  app.ready((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/')) {
      for (const { name, value } of API_HEADERS) res.setHeader(name, value);
      void handleApi(req, res);
    } else if (path === '/config.json') {
      for (const { name, value } of pageHeaders) res.setHeader(name, value);
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' }).end(spaConfig);
    } else {
      web.handle(req, res);
    }
  });

  return {
    appUrl: app.url,
    issuer: idp.issuer,
    audience: API_AUDIENCE,
    clientId: SPA_CLIENT_ID,
    env,
    queues: { csv: sqs.queueUrl, csvDeadLetter: sqs.deadLetterQueueUrl },
    csvWorker: Boolean(poller),
    idp,
    accessTokenFor: (email) => idp.accessTokenFor(email),
    async stop() {
      await poller?.stop();
      sqsClient.destroy();
      await Promise.all([app.close(), web.close()]);
      await Promise.all([idp.close(), sqs.close(), s3.close(), dynamo.close()]);
    },
  };
}
