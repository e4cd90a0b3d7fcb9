import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, unlessConditionFails } from '../lib/db';
import { userItemKey, type ItemRead } from '../lib/keys';

/** The library version item's key: `PK=USER#<sub> SK=LIBRARY_VERSION`. */
export const libraryVersionKey = (sub: string) => userItemKey(sub, 'LIBRARY_VERSION');

/**
 * The library version item: bumped by every library write, so a container's copy of the library
 * is checked with one GetItem; it also counts the entries.
 */
export interface LibraryVersion {
  version: number;
  entry_count: number;
}

/** The library's version as one item of a batch read: 0 before any write. */
export const libraryVersionRead = (sub: string): ItemRead<number> => ({
  key: libraryVersionKey(sub),
  read: (item) => Number(item?.version ?? 0),
});

export async function getLibraryVersion(sub: string): Promise<LibraryVersion> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: libraryVersionKey(sub), ConsistentRead: true }),
  );
  return { version: Number(Item?.version ?? 0), entry_count: Math.max(0, Number(Item?.entry_count ?? 0)) };
}

/** Marks the library changed (after the write it covers) and adjusts the count; the new version. */
export async function bumpLibraryVersion(sub: string, entryCountChange = 0): Promise<number> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: libraryVersionKey(sub),
      UpdateExpression: 'ADD version :one, entry_count :change SET entity = :entity, updated_at = :now',
      ExpressionAttributeValues: {
        ':one': 1,
        ':change': entryCountChange,
        ':entity': 'LibraryVersion',
        ':now': new Date().toISOString(),
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.version);
}

/**
 * Sets the entry count to `entryCount` (counted in the table) and bumps the version, if the
 * version is still `expectedVersion`; false when another write came in between.
 */
export async function setLibraryCount(sub: string, entryCount: number, expectedVersion: number): Promise<boolean> {
  const written = db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: libraryVersionKey(sub),
      UpdateExpression: 'SET entry_count = :count, entity = :entity, updated_at = :now ADD version :one',
      ConditionExpression: 'attribute_not_exists(version) OR version = :expected',
      ExpressionAttributeValues: {
        ':count': entryCount,
        ':one': 1,
        ':expected': expectedVersion,
        ':entity': 'LibraryVersion',
        ':now': new Date().toISOString(),
      },
    }),
  );
  return (await unlessConditionFails(written)) !== undefined;
}
