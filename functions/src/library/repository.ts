import { setTimeout as sleep } from 'node:timers/promises';
import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { LibraryEntry, UploadTask } from '@app/shared/contracts/library';
import { db, queryAll, setFieldsUpdate, tableName, unlessConditionFails, userItemsQuery } from '../lib/db';
import { keys, skPrefix } from '../lib/keys';

/** A library entry item: `PK=USER#<sub> SK=LIBRARY#<id>`, with the piece's folded identity. */
export interface LibraryRecord extends LibraryEntry {
  PK: string;
  SK: string;
  entity: 'LibraryEntry';
  /** Folded title|composer|arranger (shared/src/domain/search-text.ts): one piece, one entry. */
  identity: string;
}

/**
 * `PK=USER#<sub> SK=LIBRARY_VERSION`: bumped by every library write, so a container's copy of
 * the library is checked with one GetItem; it also counts the entries.
 */
export interface LibraryVersion {
  version: number;
  entry_count: number;
}

/** An upload task item: `PK=USER#<sub> SK=UPLOAD#<id>`. */
export interface UploadTaskRecord extends UploadTask {
  PK: string;
  SK: string;
  entity: 'UploadTask';
  /** Where the uploaded file is kept in the uploads bucket. */
  object_key: string;
}

/** The row counts of an import that has read nothing yet (a new task, or one read again from the start). */
export const noRowsYet = () => ({ rows_processed: 0, created: 0, updated: 0, skipped: 0, failed: 0, filled: 0 });

export const toLibraryEntry = ({
  PK: _pk,
  SK: _sk,
  entity: _entity,
  identity: _identity,
  ...entry
}: LibraryRecord): LibraryEntry => entry;
export const toUploadTask = ({
  PK: _pk,
  SK: _sk,
  entity: _entity,
  object_key: _key,
  ...task
}: UploadTaskRecord): UploadTask => {
  const { updated_at: _updatedAt, ...shown } = task as UploadTask & { updated_at?: string };
  // tasks stored before the catalogue filled rows in have neither field
  return { ...shown, filled: shown.filled ?? 0, catalog_fills: shown.catalog_fills ?? [] };
};

export async function getLibraryVersion(sub: string): Promise<LibraryVersion> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.libraryVersion(sub), ConsistentRead: true }),
  );
  return { version: Number(Item?.version ?? 0), entry_count: Math.max(0, Number(Item?.entry_count ?? 0)) };
}

/** Marks the library changed (after the write it covers) and adjusts the count; the new version. */
export async function bumpLibraryVersion(sub: string, entryCountChange = 0): Promise<number> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.libraryVersion(sub),
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
      Key: keys.libraryVersion(sub),
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

export async function getEntryItem(sub: string, id: number): Promise<LibraryRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.libraryEntry(sub, id) }));
  return Item as LibraryRecord | undefined;
}

export const listEntryItems = (sub: string) => queryAll<LibraryRecord>(userItemsQuery(sub, skPrefix.libraryEntry));

/** What a program copies from one of the user's entries when it is added as a piece. */
export interface PieceFromLibrary {
  title: string;
  composer: string | null;
  arranger: string | null;
  /** Seconds. */
  duration: number | null;
  /** The entry's program notes, printed under the piece by the booklet export. */
  notes: string | null;
}

export async function pieceFromLibrary(sub: string, id: number): Promise<PieceFromLibrary | undefined> {
  const record = await getEntryItem(sub, id);
  if (!record) return undefined;
  return {
    title: record.title,
    composer: record.composer,
    arranger: record.arranger,
    duration: record.duration,
    notes: record.program_notes,
  };
}

/** Writes a new entry unless its id is taken; false on that (rare) collision. */
export async function putNewEntry(record: LibraryRecord): Promise<boolean> {
  const written = db.send(
    new PutCommand({ TableName: tableName, Item: record, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
  return (await unlessConditionFails(written)) !== undefined;
}

/** Replaces an existing entry; false when it is gone. */
export async function replaceEntryItem(record: LibraryRecord): Promise<boolean> {
  const written = db.send(
    new PutCommand({ TableName: tableName, Item: record, ConditionExpression: 'attribute_exists(PK)' }),
  );
  return (await unlessConditionFails(written)) !== undefined;
}

export async function deleteEntryItem(sub: string, id: number): Promise<boolean> {
  const deleted = db.send(
    new DeleteCommand({
      TableName: tableName,
      Key: keys.libraryEntry(sub, id),
      ConditionExpression: 'attribute_exists(PK)',
    }),
  );
  return (await unlessConditionFails(deleted)) !== undefined;
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
  const key = keys.libraryEntry(sub, id);
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

export async function putTask(record: UploadTaskRecord): Promise<boolean> {
  const written = db.send(
    new PutCommand({ TableName: tableName, Item: record, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
  return (await unlessConditionFails(written)) !== undefined;
}

export async function getTask(sub: string, id: number): Promise<UploadTaskRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.uploadTask(sub, id), ConsistentRead: true }),
  );
  return Item as UploadTaskRecord | undefined;
}

/** The user's tasks, newest first (ids grow with time and have the same number of digits). */
export const listTasks = (sub: string) =>
  queryAll<UploadTaskRecord>({ ...userItemsQuery(sub, skPrefix.uploadTask), ScanIndexForward: false });

/** The newest task, or undefined. */
export async function latestTask(sub: string): Promise<UploadTaskRecord | undefined> {
  const { Items } = await db.send(
    new QueryCommand({ ...userItemsQuery(sub, skPrefix.uploadTask), ScanIndexForward: false, Limit: 1 }),
  );
  return Items?.[0] as UploadTaskRecord | undefined;
}

/** Deletes a task the worker has not taken (still queued); false when it has, or it is gone. */
export async function deleteQueuedTask(sub: string, id: number): Promise<boolean> {
  const deleted = db.send(
    new DeleteCommand({
      TableName: tableName,
      Key: keys.uploadTask(sub, id),
      ConditionExpression: '#status = :queued',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':queued': 'queued' },
    }),
  );
  return (await unlessConditionFails(deleted)) !== undefined;
}

/**
 * Sets fields of a task in one write conditioned on its current status being one of `from`;
 * false when it is not (another delivery finished it, for example).
 */
export async function updateTask(
  sub: string,
  id: number,
  from: readonly UploadTask['status'][],
  fields: Partial<Omit<UploadTask, 'id' | 'created_at'>>,
): Promise<boolean> {
  const update = setFieldsUpdate(fields);
  const statuses = Object.fromEntries(from.map((status, i) => [`:from${i}`, status]));
  const written = db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.uploadTask(sub, id),
      ...update,
      ConditionExpression: `attribute_exists(PK) AND #status IN (${Object.keys(statuses).join(', ')})`,
      ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#status': 'status' },
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ...statuses },
    }),
  );
  return (await unlessConditionFails(written)) !== undefined;
}
