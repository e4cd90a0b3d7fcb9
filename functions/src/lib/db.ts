import { setTimeout as sleep } from 'node:timers/promises';
import { ConditionalCheckFailedException, DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { config, localCredentials } from './config';
import { userPk, type ItemKey } from './keys';

/**
 * The SDK's own logger writes nothing, yet its logger middleware first copies each request and
 * response to mask sensitive fields (a list of 50 programs: every item), then hands the copy to
 * `logger?.info?.(…)`. A logger without `info` skips that copy on every call. Like the SDK's default,
 * this one writes nothing: an error the handlers do not expect is logged by lib/http.ts.
 */
const SDK_LOGGER = { debug() {}, warn() {}, error() {} } as unknown as NonNullable<DynamoDBClientConfig['logger']>;

export const dynamo = new DynamoDBClient({
  region: config.AWS_REGION,
  logger: SDK_LOGGER,
  ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}),
  ...localCredentials(config.DYNAMODB_ENDPOINT),
});

export const db = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
});

export const tableName = config.TABLE_NAME;

const isConditionFailure = (error: unknown): boolean =>
  error instanceof ConditionalCheckFailedException ||
  (error instanceof Error && error.name === 'ConditionalCheckFailedException');

/** Awaits a conditional write; undefined when its condition failed, so nothing was written. */
export async function unlessConditionFails<T>(write: Promise<T>): Promise<T | undefined> {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Deletes the item with this key if it exists; false when there was none. */
export async function deleteExisting(key: ItemKey): Promise<boolean> {
  const deleted = db.send(
    new DeleteCommand({ TableName: tableName, Key: key, ConditionExpression: 'attribute_exists(PK)' }),
  );
  return (await unlessConditionFails(deleted)) !== undefined;
}

/** Keys one BatchGetItem call takes at most. */
const BATCH_GET_KEYS = 100;

/**
 * The items of `keys` that exist, strongly consistent, read in BatchGetItem calls of 100 keys. Keys
 * DynamoDB leaves unprocessed (it throttled them) are asked again after a jittered backoff, in
 * `tries` calls at most for each 100 keys; then it throws.
 */
export async function batchGetConsistent(keys: readonly ItemKey[], tries: number): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_KEYS) {
    let pending: Record<string, unknown>[] = keys.slice(start, start + BATCH_GET_KEYS).map((key) => ({ ...key }));
    for (let attempt = 0; pending.length; attempt += 1) {
      if (attempt === tries)
        throw new Error(`BatchGetItem left ${pending.length} keys unprocessed after ${attempt} calls`);
      if (attempt > 0) await sleep(Math.random() * Math.min(1000, 25 * 2 ** attempt));
      const { Responses, UnprocessedKeys } = await db.send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending, ConsistentRead: true } } }),
      );
      found.push(...(Responses?.[tableName] ?? []));
      pending = UnprocessedKeys?.[tableName]?.Keys ?? [];
    }
  }
  return found;
}

/** Every item of a query, following its pages. */
export async function queryAll<T>(input: QueryCommandInput): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** How many items a query finds (the count only: no item is returned), following its pages. */
export async function countAll(input: QueryCommandInput): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: start }));
    total += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return total;
}

/** The items of one user whose sort key starts with `prefix` (one kind of item, see keys.ts). */
export const userItemsQuery = (sub: string, prefix: string): QueryCommandInput => ({
  TableName: tableName,
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
  ExpressionAttributeValues: { ':pk': userPk(sub), ':prefix': prefix },
});

/**
 * The SET clause of an UpdateItem that writes each defined field and `updated_at` (null
 * values are stored as null, undefined ones left alone), with placeholder names and values.
 */
export function setFieldsUpdate(fields: Record<string, unknown>) {
  const entries = Object.entries({ ...fields, updated_at: new Date().toISOString() }).filter(
    ([, v]) => v !== undefined,
  );
  return {
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([field], i) => [`#f${i}`, field])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
  };
}
