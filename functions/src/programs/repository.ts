import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ProgramPiece, ProgramStatus } from '@app/shared/contracts/programs';
import { db, queryAll, tableName, unlessConditionFails, userItemsQuery } from '../lib/db';
import { keys, skPrefix } from '../lib/keys';

/** A piece as stored inside its program item; its `order` is derived when the program is read. */
export type StoredPiece = Omit<ProgramPiece, 'order'>;

/**
 * A program item: `PK=USER#<sub> SK=PROGRAM#<id>`. It embeds its pieces (in display order) and its
 * ensemble order, so every change is one conditional write on `version`.
 */
export interface ProgramRecord {
  PK: string;
  SK: string;
  entity: 'Program';
  id: number;
  title: string;
  status: ProgramStatus;
  ensemble_ids: number[];
  pieces: StoredPiece[];
  performance_date: string | null;
  performance_time: string | null;
  venue: string | null;
  is_half_concert: boolean;
  target_duration: number | null;
  notes: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export async function getProgramItem(sub: string, id: number): Promise<ProgramRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.program(sub, id), ConsistentRead: true }),
  );
  return Item as ProgramRecord | undefined;
}

export const listProgramItems = (sub: string) => queryAll<ProgramRecord>(userItemsQuery(sub, skPrefix.program));

/**
 * Writes a program in one conditional put: a new one only if its id is free (`expectedVersion`
 * undefined), an existing one only if it still has `expectedVersion`. False when the condition
 * failed (id taken, program changed or deleted meanwhile).
 */
export async function putProgramItem(record: ProgramRecord, expectedVersion?: number): Promise<boolean> {
  const written = await unlessConditionFails(
    db.send(
      new PutCommand({
        TableName: tableName,
        Item: record,
        ...(expectedVersion === undefined
          ? { ConditionExpression: 'attribute_not_exists(PK)' }
          : {
              ConditionExpression: '#version = :expected',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':expected': expectedVersion },
            }),
      }),
    ),
  );
  return written !== undefined;
}

export async function deleteProgramItem(sub: string, id: number): Promise<boolean> {
  const deleted = db.send(
    new DeleteCommand({
      TableName: tableName,
      Key: keys.program(sub, id),
      ConditionExpression: 'attribute_exists(PK)',
    }),
  );
  return (await unlessConditionFails(deleted)) !== undefined;
}
