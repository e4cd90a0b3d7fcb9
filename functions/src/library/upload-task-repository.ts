import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UploadTask } from '@app/shared/contracts/library';
import { db, queryAll, setFieldsUpdate, tableName, unlessConditionFails, userItemsQuery } from '../lib/db';
import { insertWithNewId } from '../lib/insert-with-new-id';
import { userItemKey, type ItemKey } from '../lib/keys';

const SK_PREFIX = 'UPLOAD#';

/** An upload task item's key: `PK=USER#<sub> SK=UPLOAD#<id>`. */
export const uploadTaskKey = (sub: string, id: number) => userItemKey(sub, `${SK_PREFIX}${id}`);

/**
 * An import's cursor: the data rows read whose chunks are written, and the entries those created
 * and updated. A delivery after one that died mid-file starts after them.
 */
export interface ImportCursor {
  rows: number;
  created: number;
  updated: number;
}

/** An upload task item: the task as the API shows it, where its file is, and its import's cursor. */
export type UploadTaskRecord = ItemKey &
  UploadTask & {
    entity: 'UploadTask';
    /** Where the uploaded file is kept in the uploads bucket. */
    object_key: string;
    written?: ImportCursor;
  };

/** The row counts of an import that has read nothing yet (a new task, or one read again from the start). */
export const noRowsYet = () => ({ rows_processed: 0, created: 0, updated: 0, skipped: 0, failed: 0, filled: 0 });

export const toUploadTask = ({
  PK: _pk,
  SK: _sk,
  entity: _entity,
  object_key: _key,
  written: _written,
  ...task
}: UploadTaskRecord): UploadTask => {
  const { updated_at: _updatedAt, ...shown } = task as UploadTask & { updated_at?: string };
  // tasks stored before the catalogue filled rows in have neither field
  return { ...shown, filled: shown.filled ?? 0, catalog_fills: shown.catalog_fills ?? [] };
};

/** Writes a queued task, under a new id, for a file already kept at `object_key`. */
export const insertUploadTask = (
  sub: string,
  file: Pick<UploadTaskRecord, 'filename' | 'rows_total' | 'object_key'>,
): Promise<UploadTaskRecord> => {
  const now = new Date().toISOString();
  return insertWithNewId(
    (id): UploadTaskRecord => ({
      ...uploadTaskKey(sub, id),
      entity: 'UploadTask',
      id,
      filename: file.filename,
      status: 'queued',
      rows_total: file.rows_total,
      ...noRowsYet(),
      errors: [],
      catalog_fills: [],
      error: null,
      created_at: now,
      finished_at: null,
      object_key: file.object_key,
    }),
  );
};

export async function getTask(sub: string, id: number): Promise<UploadTaskRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: uploadTaskKey(sub, id), ConsistentRead: true }),
  );
  return Item as UploadTaskRecord | undefined;
}

/** The user's tasks, newest first (ids grow with time and have the same number of digits). */
export const listTasks = (sub: string) =>
  queryAll<UploadTaskRecord>({ ...userItemsQuery(sub, SK_PREFIX), ScanIndexForward: false });

/** The newest task, or undefined. */
export async function latestTask(sub: string): Promise<UploadTaskRecord | undefined> {
  const { Items } = await db.send(
    new QueryCommand({ ...userItemsQuery(sub, SK_PREFIX), ScanIndexForward: false, Limit: 1 }),
  );
  return Items?.[0] as UploadTaskRecord | undefined;
}

/** Deletes a task the worker has not taken (still queued); false when it has, or it is gone. */
export async function deleteQueuedTask(sub: string, id: number): Promise<boolean> {
  const deleted = db.send(
    new DeleteCommand({
      TableName: tableName,
      Key: uploadTaskKey(sub, id),
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
  fields: Partial<Omit<UploadTask, 'id' | 'created_at'>> & { written?: ImportCursor },
): Promise<boolean> {
  const update = setFieldsUpdate(fields);
  const statuses = Object.fromEntries(from.map((status, i) => [`:from${i}`, status]));
  const written = db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: uploadTaskKey(sub, id),
      ...update,
      ConditionExpression: `attribute_exists(PK) AND #status IN (${Object.keys(statuses).join(', ')})`,
      ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#status': 'status' },
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ...statuses },
    }),
  );
  return (await unlessConditionFails(written)) !== undefined;
}
