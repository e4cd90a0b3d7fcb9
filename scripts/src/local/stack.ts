import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNT } from './accounts';
import { ensureTable, localDynamoClient, startDynamo } from './dynamodb';
import { SPA_CLIENT_ID, startIdentityProvider, type LocalIdentityProvider } from './identity-provider';
import { startS3 } from './s3';
import { startSqs } from './sqs';
import { startWeb, type WebMode } from './web';

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
  web: WebMode;
  seed: boolean;
}

export interface LocalStack {
  appUrl: string;
  issuer: string;
  audience: string;
  clientId: string;
  env: Record<string, string>;
  idp: LocalIdentityProvider;
  accessTokenFor(email: string): Promise<string>;
  stop(): Promise<void>;
}

const TABLE_NAME = 'podium';
const BUCKETS = { pictures: 'podium-pictures', uploads: 'podium-uploads', documents: 'podium-documents' };

/**
 * Everything `npm start` runs, in one process: dynalite, s3rver, local-aws-sqs, the
 * oidc-provider, and one HTTP server for the SPA and `/api` (the real Lambda handlers behind
 * the API Gateway adapter). Tests and benchmarks start it on free ports in memory.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const appServer = http.createServer();
  await new Promise<void>((ok, fail) => {
    appServer.once('error', fail);
    appServer.listen(options.port, '127.0.0.1', () => ok());
  });
  const appUrl = `http://localhost:${(appServer.address() as AddressInfo).port}`;
  const dir = options.dataDir;

  const [dynamo, s3, sqs, idp] = await Promise.all([
    startDynamo(options.dynamoPort ?? 0, dir && join(dir, 'dynamodb')),
    startS3(options.s3Port ?? 0, dir && join(dir, 's3'), Object.values(BUCKETS)),
    startSqs(options.sqsPort ?? 0, 'podium-csv'),
    startIdentityProvider({ port: options.idpPort, appOrigin: appUrl, audience: API_AUDIENCE, dataDir: dir && join(dir, 'idp') }),
  ]);

  // the functions read and validate these once, at module load (functions/src/lib/config.ts)
  const env = {
    TABLE_NAME,
    PICTURES_BUCKET: BUCKETS.pictures,
    UPLOADS_BUCKET: BUCKETS.uploads,
    DOCUMENTS_BUCKET: BUCKETS.documents,
    CSV_QUEUE_URL: sqs.queueUrl,
    CSV_DLQ_URL: sqs.deadLetterQueueUrl,
    OIDC_ISSUER: idp.issuer,
    OIDC_AUDIENCE: API_AUDIENCE,
    OIDC_JWKS_URI: `${idp.issuer}/jwks`,
    BILLING_PROVIDER: 'development',
    AWS_REGION: 'us-east-1',
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    S3_ENDPOINT: s3.endpoint,
    SQS_ENDPOINT: sqs.endpoint,
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

  // what the SPA reads at start; in AWS the same file is deployed beside index.html
  const spaConfig = JSON.stringify({ authority: idp.issuer, client_id: SPA_CLIENT_ID, audience: API_AUDIENCE, scope: 'openid profile email offline_access' });
  const web = await startWeb(options.web, appServer);

  appServer.on('request', (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/')) {
      handleApi(req, res).catch((error: unknown) => {
        console.error('[api] adapter failed', error);
        if (!res.headersSent) res.writeHead(500).end();
      });
    } else if (path === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(spaConfig);
    } else {
      web.handle(req, res);
    }
  });

  return {
    appUrl,
    issuer: idp.issuer,
    audience: API_AUDIENCE,
    clientId: SPA_CLIENT_ID,
    env,
    idp,
    accessTokenFor: (email) => idp.accessTokenFor(email),
    async stop() {
      appServer.closeAllConnections();
      await Promise.all([new Promise<void>((ok) => appServer.close(() => ok())), web.close()]);
      await Promise.all([idp.close(), sqs.close(), s3.close(), dynamo.close()]);
    },
  };
}
