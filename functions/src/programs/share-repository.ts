import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import type { ItemKey } from '../lib/keys';

/**
 * The item a shared program's link finds: `PK=SHARE#<SHA-256 of the token> SK=SHARE`, naming the
 * owner and the program. Keyed by the token's hash, so the table's keys (and anything that shows
 * them) never hold a working link; the owner's program item keeps the token to show it again.
 */
export interface ShareRecord extends ItemKey {
  entity: 'ProgramShare';
  sub: string;
  program_id: number;
  created_at: string;
}

export const shareTokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

const shareKey = (token: string): ItemKey => ({ PK: `SHARE#${shareTokenHash(token)}`, SK: 'SHARE' });

/** Writes the item of a new link (a token is new: written only if absent). */
export async function putShare(token: string, sub: string, programId: number, now: string): Promise<void> {
  const item: ShareRecord = { ...shareKey(token), entity: 'ProgramShare', sub, program_id: programId, created_at: now };
  await db.send(new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' }));
}

export async function getShare(token: string): Promise<ShareRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: shareKey(token), ConsistentRead: true }));
  return Item as ShareRecord | undefined;
}

export async function deleteShare(token: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: shareKey(token) }));
}
