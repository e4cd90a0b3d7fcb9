import { DynamoDBClient, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { LocalStack } from '@app/scripts/local/stack';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** The `sub` of an access token (not verified: the tests' own tokens). */
export const subOfToken = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

/**
 * Everything one user owns, as raw DynamoDB items (every attribute, unconverted) sorted by key,
 * plus the keys of the objects stored under that user in every bucket. Two snapshots are equal
 * exactly when nothing of the user changed: compare them with `toEqual` (the JSON is canonical).
 */
export async function snapshotUser(stack: LocalStack, sub: string): Promise<{ items: string[]; objects: string[] }> {
  const db = new DynamoDBClient({ endpoint: stack.env.DYNAMODB_ENDPOINT, region: 'us-east-1', credentials });
  const s3 = new S3Client({ endpoint: stack.env.S3_ENDPOINT, region: 'us-east-1', credentials, forcePathStyle: true });
  try {
    const items: string[] = [];
    let start: Record<string, AttributeValue> | undefined;
    do {
      // the user's partition and its chat-message partitions (`USER#<sub>#CHAT#<id>`)
      const page = await db.send(
        new ScanCommand({
          TableName: stack.env.TABLE_NAME,
          FilterExpression: 'PK = :pk OR begins_with(PK, :chats)',
          ExpressionAttributeValues: { ':pk': { S: `USER#${sub}` }, ':chats': { S: `USER#${sub}#CHAT#` } },
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) items.push(canonicalJson(item));
      start = page.LastEvaluatedKey;
    } while (start);

    const objects: string[] = [];
    const encodedSub = encodeURIComponent(sub);
    for (const bucket of bucketsOf(stack)) {
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key?.includes(sub) || object.Key?.includes(encodedSub)) objects.push(`${bucket}/${object.Key} ${object.Size} ${object.ETag}`);
        }
        token = page.NextContinuationToken;
      } while (token);
    }
    return { items: items.sort(), objects: objects.sort() };
  } finally {
    db.destroy();
    s3.destroy();
  }
}

const bucketsOf = (stack: LocalStack) =>
  [stack.env.PICTURES_BUCKET, stack.env.UPLOADS_BUCKET, stack.env.DOCUMENTS_BUCKET].filter((b): b is string => Boolean(b));

/** JSON with object keys sorted at every level, so equal items give equal strings. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Uint8Array)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v instanceof Uint8Array
        ? Buffer.from(v).toString('base64')
        : v,
  );
}
