import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { globalIndexes, TABLE_PARTITION_KEY, TABLE_SORT_KEY } from '@app/shared/table';

// dynalite is CommonJS without types
const dynalite = createRequire(import.meta.url)('dynalite') as (options: Record<string, unknown>) => Server;

export interface LocalDynamo {
  endpoint: string;
  close(): Promise<void>;
}

/** dynalite on `port`, stored under `path` (or in memory when path is undefined). */
export async function startDynamo(port: number, path: string | undefined): Promise<LocalDynamo> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0, ...(path ? { path } : {}) });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
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
  const keyAttributes = new Set([TABLE_PARTITION_KEY, TABLE_SORT_KEY, ...globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey])]);
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
