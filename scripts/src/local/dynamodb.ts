import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import { globalIndexes, TABLE_PARTITION_KEY, TABLE_SORT_KEY } from '@app/shared/table';

export interface LocalDynamo {
  endpoint: string;
  close(): Promise<void>;
}

const DYNALITE_PROCESS = fileURLToPath(new URL('./dynalite-process.mjs', import.meta.url));

/**
 * dynalite on `port` in a child process, stored under `path` (or in memory when undefined).
 * Its own process keeps the table's CPU off the API's event loop, as in AWS.
 */
export async function startDynamo(port: number, path: string | undefined): Promise<LocalDynamo> {
  const child = fork(DYNALITE_PROCESS, [String(port), ...(path ? [path] : [])], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const boundPort = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port?: number; error?: string }) =>
      message.port ? resolve(message.port) : reject(new Error(`dynalite did not start: ${message.error}`)),
    );
    child.once('exit', (code) => reject(new Error(`dynalite exited with code ${code} before it started`)));
  });
  return {
    endpoint: `http://127.0.0.1:${boundPort}`,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export const localDynamoClient = (endpoint: string) =>
  new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

/** Creates the single table (same keys and indexes as the CDK stack) unless it exists. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const keyAttributes = new Set([
    TABLE_PARTITION_KEY,
    TABLE_SORT_KEY,
    ...globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ]);
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...keyAttributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_PARTITION_KEY, KeyType: 'HASH' },
        { AttributeName: TABLE_SORT_KEY, KeyType: 'RANGE' },
      ],
      ...(globalIndexes.length
        ? {
            GlobalSecondaryIndexes: globalIndexes.map((index) => ({
              IndexName: index.name,
              KeySchema: [
                { AttributeName: index.partitionKey, KeyType: 'HASH' },
                { AttributeName: index.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            })),
          }
        : {}),
    }),
  );
}
