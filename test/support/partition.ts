import { DynamoDBClient, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { AwsClient } from 'aws4fetch';
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
  const s3 = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', service: 's3', region: 'us-east-1' });
  try {
    const items: string[] = [];
    let start: Record<string, AttributeValue> | undefined;
    do {
      // the user's partition and its chat-message partitions (`USER#<sub>#CHAT#<id>`), but for the
      // counters of the per-user limits (`LIMIT#<limit>`): bookkeeping that every request of an
      // expensive route moves, refused or not, holding nothing of the director's
      const page = await db.send(
        new ScanCommand({
          TableName: stack.env.TABLE_NAME,
          FilterExpression: '(PK = :pk OR begins_with(PK, :chats)) AND NOT begins_with(SK, :limits)',
          ExpressionAttributeValues: {
            ':pk': { S: `USER#${sub}` },
            ':chats': { S: `USER#${sub}#CHAT#` },
            ':limits': { S: 'LIMIT#' },
          },
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
      for (const object of await listObjects(s3, `${stack.env.S3_ENDPOINT}/${bucket}`)) {
        if (object.includes(sub) || object.includes(encodedSub)) objects.push(`${bucket}/${object}`);
      }
    }
    return { items: items.sort(), objects: objects.sort() };
  } finally {
    db.destroy();
  }
}

/** Every object of a bucket as `key size etag` (ListObjectsV2, path-style, pages followed). */
async function listObjects(s3: AwsClient, bucketUrl: string): Promise<string[]> {
  const found: string[] = [];
  let continuation: string | undefined;
  do {
    const url = new URL(bucketUrl);
    url.searchParams.set('list-type', '2');
    if (continuation) url.searchParams.set('continuation-token', continuation);
    const response = await s3.fetch(url.toString());
    const xml = await response.text();
    if (!response.ok) throw new Error(`listing ${bucketUrl} answered ${response.status}: ${xml.slice(0, 200)}`);
    for (const [, contents] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
      const field = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(contents!)?.[1] ?? '';
      found.push(`${field('Key')} ${field('Size')} ${field('ETag')}`);
    }
    continuation = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  } while (continuation);
  return found;
}

const bucketsOf = (stack: LocalStack) =>
  [stack.env.PICTURES_BUCKET, stack.env.UPLOADS_BUCKET, stack.env.DOCUMENTS_BUCKET].filter((b): b is string =>
    Boolean(b),
  );

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
