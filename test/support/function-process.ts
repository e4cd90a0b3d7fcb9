/**
 * A second "Lambda container" for tests: the real functions in a process of their own, configured
 * by the environment it is started with (the local stack's `env`, which functions/src/lib/config.ts
 * reads at import). Run with `node --import tsx test/support/function-process.ts <part>`:
 *
 * - `api`: the API handlers behind the local adapter on a free loopback port; prints
 *   `listening <url>`.
 * - `csv-worker`: the CSV worker fed by an SQS poller on CSV_QUEUE_URL, one message at a time;
 *   prints `polling`.
 *
 * Start it with `startFunctionProcess` and stop it with SIGKILL when the test wants a crash.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

type Part = 'api' | 'csv-worker';

async function run(part: Part): Promise<void> {
  if (part === 'api') {
    const { createApiListener } = await import('@app/functions/local/adapter');
    const server = createServer(createApiListener());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    console.log(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return;
  }
  const [{ handler }, { startSqsPoller }, { SQSClient }] = await Promise.all([
    import('@app/functions/library/csv-worker'),
    import('@app/functions/local/sqs-poller'),
    import('@aws-sdk/client-sqs'),
  ]);
  const client = new SQSClient({
    endpoint: process.env.SQS_ENDPOINT,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  startSqsPoller({
    client,
    queueUrl: process.env.CSV_QUEUE_URL!,
    queueArn: 'arn:aws:sqs:us-east-1:000000000000:podium-csv',
    handler,
    batchSize: 1,
    waitTimeSeconds: 1,
  });
  console.log('polling');
}

export interface FunctionProcess {
  child: ChildProcess;
  /** What the process printed when it was ready (`listening <url>` or `polling`). */
  ready: string;
  /** Everything it printed so far (for failure messages). */
  output(): string;
  kill(): Promise<void>;
}

/** Starts `part` in a child process with the stack's function environment (plus `env`). */
export function startFunctionProcess(part: Part, env: Record<string, string>): Promise<FunctionProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), part], {
    env: { ...process.env, ...env, POWERTOOLS_LOG_LEVEL: 'ERROR' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let started = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('listening ') || l === 'polling');
      if (!line || started) return;
      started = true;
      resolve({
        child,
        ready: line,
        output: () => output,
        kill: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
      });
    });
    child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      if (!started) reject(new Error(`${part} process ended (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const part = process.argv[2];
  if (part !== 'api' && part !== 'csv-worker') throw new Error(`unknown part ${part}; use api or csv-worker`);
  await run(part);
}
