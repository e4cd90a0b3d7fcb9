/**
 * `npm start`: the whole product on this machine. `npm start -- --memory` (or PODIUM_MEMORY=1)
 * keeps nothing on disk; otherwise data lives under `.local/`.
 */
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNT } from './local/accounts';
import { DEFAULT_DATA_DIR, startLocalStack } from './local/stack';

const { values } = parseArgs({
  options: { memory: { type: 'boolean', default: false }, 'api-only': { type: 'boolean', default: false } },
});
const memory = values.memory || process.env.PODIUM_MEMORY === '1';
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const started = Date.now();
const stack = await startLocalStack({
  port: port('PORT', 3000),
  idpPort: port('IDP_PORT', 4010),
  dynamoPort: port('DYNAMODB_PORT', 8000),
  s3Port: port('S3_PORT', 4569),
  sqsPort: port('SQS_PORT', 9324),
  dataDir: memory ? undefined : DEFAULT_DATA_DIR,
  web: values['api-only'] || process.env.PODIUM_WEB === 'none' ? 'none' : process.env.PODIUM_WEB === 'dist' ? 'dist' : 'dev',
  seed: true,
});

console.log(`
  Podium is running (started in ${((Date.now() - started) / 1000).toFixed(1)} s, data ${memory ? 'in memory only' : `in ${DEFAULT_DATA_DIR}`})

    App               ${stack.appUrl}
    API health        ${stack.appUrl}/api/health
    Identity provider ${stack.issuer}
    DynamoDB          ${stack.env.DYNAMODB_ENDPOINT}   S3 ${stack.env.S3_ENDPOINT}   SQS ${stack.env.SQS_ENDPOINT}

    Demo account      ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}
    API token         TOKEN=$(npm run -s token -- ${DEMO_ACCOUNT.email})

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
