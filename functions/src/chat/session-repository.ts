import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChatSessionSummary } from '@app/shared/contracts/chat';
import { db, queryAll, tableName, userItemsQuery } from '../lib/db';
import { insertWithNewId } from '../lib/insert-with-new-id';
import { userItemKey, type ItemKey } from '../lib/keys';

const SK_PREFIX = 'CHAT#';

/** A chat session item's key: `PK=USER#<sub> SK=CHAT#<id>` (its messages: message-repository.ts). */
export const chatSessionKey = (sub: string, id: number) => userItemKey(sub, `${SK_PREFIX}${id}`);

/** A chat session item: the session as the list shows it, less its ensemble's name (joined when read). */
export type ChatSessionRecord = ItemKey &
  Omit<ChatSessionSummary, 'ensemble_name'> & {
    entity: 'ChatSession';
  };

export async function getSession(sub: string, id: number): Promise<ChatSessionRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: chatSessionKey(sub, id) }));
  return Item as ChatSessionRecord | undefined;
}

export const listSessions = (sub: string) => queryAll<ChatSessionRecord>(userItemsQuery(sub, SK_PREFIX));

/** Writes a new session, with no message yet, under a new id. */
export function insertSession(sub: string, ensembleId: number, title: string): Promise<ChatSessionRecord> {
  const now = new Date().toISOString();
  return insertWithNewId(
    (id): ChatSessionRecord => ({
      ...chatSessionKey(sub, id),
      entity: 'ChatSession',
      session_id: id,
      ensemble_id: ensembleId,
      title,
      message_count: 0,
      created_at: now,
      updated_at: now,
    }),
  );
}

/** Counts the messages a turn stored in its session, records the ensemble it is now about and, with the first message, its title. */
export async function touchSession(
  sub: string,
  id: number,
  turn: { ensembleId: number; now: string; messages: number; title?: string },
): Promise<number> {
  const { title } = turn;
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: chatSessionKey(sub, id),
      UpdateExpression: `SET updated_at = :now, ensemble_id = :ensemble${title ? ', title = :title' : ''} ADD message_count :messages`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: {
        ':now': turn.now,
        ':ensemble': turn.ensembleId,
        ':messages': turn.messages,
        ...(title ? { ':title': title } : {}),
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  /** The session's message count after the turn. */
  return Number(Attributes?.message_count ?? 0);
}
