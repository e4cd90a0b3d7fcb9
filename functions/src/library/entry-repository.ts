import { setTimeout as sleep } from 'node:timers/promises';
import { BatchWriteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LibraryEntry, LibraryEntryInput } from '@app/shared/contracts/library';
import { pieceIdentity } from '@app/shared/domain/search-text';
import { db, deleteExisting, queryAll, tableName, unlessConditionFails, userItemsQuery } from '../lib/db';
import { newId } from '../lib/ids';
import { insertWithNewId } from '../lib/insert-with-new-id';
import { userItemKey, type ItemKey } from '../lib/keys';

const SK_PREFIX = 'LIBRARY#';

/** A library entry item's key: `PK=USER#<sub> SK=LIBRARY#<id>`. */
export const libraryEntryKey = (sub: string, id: number) => userItemKey(sub, `${SK_PREFIX}${id}`);

/** A library entry item: the entry as the API shows it, with the piece's folded identity. */
export type LibraryRecord = ItemKey &
  LibraryEntry & {
    entity: 'LibraryEntry';
    /** Folded title|composer|arranger (shared/src/domain/search-text.ts): one piece, one entry. */
    identity: string;
  };

export const toLibraryEntry = ({
  PK: _pk,
  SK: _sk,
  entity: _entity,
  identity: _identity,
  ...entry
}: LibraryRecord): LibraryEntry => entry;

/** A new record for an entry (import and API share it); `now` is its created/updated time. */
export function newLibraryRecord(sub: string, input: LibraryEntryInput, now: string, id = newId()): LibraryRecord {
  return {
    ...libraryEntryKey(sub, id),
    entity: 'LibraryEntry',
    ...input,
    id,
    identity: pieceIdentity(input),
    last_performed: null,
    times_performed: 0,
    created_at: now,
    updated_at: now,
  };
}

/** The record with the input's fields, keeping its id, history and creation time. */
export const replacedRecord = (current: LibraryRecord, input: LibraryEntryInput, now: string): LibraryRecord => ({
  ...current,
  ...input,
  identity: pieceIdentity(input),
  updated_at: now,
});

export async function getEntryItem(sub: string, id: number): Promise<LibraryRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: libraryEntryKey(sub, id) }));
  return Item as LibraryRecord | undefined;
}

export const listEntryItems = (sub: string) => queryAll<LibraryRecord>(userItemsQuery(sub, SK_PREFIX));

/** Writes a new entry under a new id. */
export const insertEntry = (sub: string, input: LibraryEntryInput, now: string): Promise<LibraryRecord> =>
  insertWithNewId((id) => newLibraryRecord(sub, input, now, id));

/** Replaces an existing entry; false when it is gone. */
export async function replaceEntryItem(record: LibraryRecord): Promise<boolean> {
  const written = db.send(
    new PutCommand({ TableName: tableName, Item: record, ConditionExpression: 'attribute_exists(PK)' }),
  );
  return (await unlessConditionFails(written)) !== undefined;
}

export async function deleteEntryItem(sub: string, id: number): Promise<boolean> {
  return deleteExisting(libraryEntryKey(sub, id));
}

const BATCH_SIZE = 25;
const MAX_BATCH_ATTEMPTS = 8;

/**
 * Puts the records in BatchWriteItem chunks of 25, writing again what DynamoDB hands back as
 * unprocessed (throttling) with jittered backoff; throws if some are still unprocessed after that.
 */
export async function batchPutEntries(records: readonly LibraryRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += BATCH_SIZE) {
    let requests = records.slice(start, start + BATCH_SIZE).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length; attempt += 1) {
      if (attempt === MAX_BATCH_ATTEMPTS)
        throw new Error(`${requests.length} library entries stayed unprocessed after ${attempt} attempts`);
      if (attempt > 0) await sleep(Math.random() * Math.min(1000, 25 * 2 ** attempt));
      const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
}

/**
 * A finalized program performed the entry on `date` (YYYY-MM-DD): one more performance, and the
 * date if it is the latest. Each step is one conditional write; an entry deleted since is skipped.
 */
export async function recordPerformance(sub: string, id: number, date: string): Promise<void> {
  const key = libraryEntryKey(sub, id);
  const latest = unlessConditionFails(
    db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET last_performed = :date ADD times_performed :one',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(last_performed) OR attribute_type(last_performed, :null) OR last_performed < :date)',
        ExpressionAttributeValues: { ':date': date, ':one': 1, ':null': 'NULL' },
      }),
    ),
  );
  if (await latest) return;
  await unlessConditionFails(
    db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'ADD times_performed :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    ),
  );
}
