/**
 * Bundled like a function and imported in a fresh process by bundles.ts: the AWS SDK's DynamoDB
 * document client, created as functions/src/lib/db.ts creates it, and nothing else. Every function
 * but health loads at least this at a cold start, so its import is the floor under theirs.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: process.env.AWS_REGION }), {
  marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
});
