/**
 * `npm start`: the whole product on this machine, with the built SPA (web/dist, built first when
 * it is missing or older than its sources). `npm run dev` (`--dev`) serves the SPA from Vite's dev
 * server with hot reload instead; `--api-only` serves no SPA. `npm start -- --memory` (or
 * PODIUM_MEMORY=1) keeps nothing on disk; otherwise data lives under `.local/`.
 * PODIUM_WEB=dist|dev|none chooses the same as the flags.
 *
 * With OIDC_ISSUER (and OIDC_CLIENT_ID, OIDC_AUDIENCE or OIDC_ACCEPTED_CLIENT_IDS, …: see
 * docs/identity-providers.md) directors sign in with that provider instead of the built-in one, which
 * then does not start (no demo account).
 */
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNT } from './local/accounts';
import { DEFAULT_DATA_DIR, externalIdentityFromEnv, startLocalStack, type ExternalIdentity } from './local/stack';
import type { WebMode } from './local/web';

const { values } = parseArgs({
  options: {
    memory: { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
    'api-only': { type: 'boolean', default: false },
  },
});
const memory = values.memory || process.env.PODIUM_MEMORY === '1';
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const envWeb = process.env.PODIUM_WEB;
if (envWeb && !['dist', 'dev', 'none'].includes(envWeb)) {
  console.error(`PODIUM_WEB must be dist, dev or none (not ${envWeb})`);
  process.exit(2);
}
const web: WebMode = values['api-only'] ? 'none' : values.dev ? 'dev' : ((envWeb as WebMode | undefined) ?? 'dist');
const WEB_LABEL: Record<WebMode, string> = {
  dist: 'built SPA (web/dist)',
  dev: "Vite's dev server, hot reload",
  none: 'no SPA: API only',
};

let externalIdentity: ExternalIdentity | undefined;
try {
  externalIdentity = externalIdentityFromEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const started = Date.now();
const stack = await startLocalStack({
  port: port('PORT', 3000),
  idpPort: port('IDP_PORT', 4010),
  dynamoPort: port('DYNAMODB_PORT', 8000),
  s3Port: port('S3_PORT', 4569),
  sqsPort: port('SQS_PORT', 9324),
  dataDir: memory ? undefined : DEFAULT_DATA_DIR,
  web,
  seed: true,
  externalIdentity,
});

const signIn = externalIdentity
  ? `    Sign in with your provider (no demo account); \`npm run token\` works with the built-in provider only.`
  : `    Demo account      ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}
    API token         TOKEN=$(npm run -s token -- ${DEMO_ACCOUNT.email})`;

console.log(`
  Podium is running (started in ${((Date.now() - started) / 1000).toFixed(1)} s, data ${memory ? 'in memory only' : `in ${DEFAULT_DATA_DIR}`})

    App               ${stack.appUrl}   (${WEB_LABEL[web]})
    API health        ${stack.appUrl}/api/health
    Identity provider ${stack.issuer}${externalIdentity ? '   (yours: OIDC_ISSUER)' : ''}
    DynamoDB          ${stack.env.DYNAMODB_ENDPOINT}   S3 ${stack.env.S3_ENDPOINT}   SQS ${stack.env.SQS_ENDPOINT}

${signIn}

  Press Ctrl-C to stop.
`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n  ${signal}: stopping Podium…`);
  const timer = setTimeout(() => process.exit(1), 5000);
  await stack.stop();
  clearTimeout(timer);
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
