import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config, localCredentials } from './config';

export const dynamo = new DynamoDBClient({
  region: config.AWS_REGION,
  ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}),
  ...localCredentials(config.DYNAMODB_ENDPOINT),
});

export const db = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
});

export const tableName = config.TABLE_NAME;

export const isConditionFailure = (error: unknown): boolean =>
  error instanceof ConditionalCheckFailedException ||
  (error instanceof Error && error.name === 'ConditionalCheckFailedException');

/**
 * The SET clause of an UpdateItem that writes each defined field and `updated_at` (null
 * values are stored as null, undefined ones left alone), with placeholder names and values.
 */
export function setFieldsUpdate(fields: Record<string, unknown>) {
  const entries = Object.entries({ ...fields, updated_at: new Date().toISOString() }).filter(([, v]) => v !== undefined);
  return {
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([field], i) => [`#f${i}`, field])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
  };
}
