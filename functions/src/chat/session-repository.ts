import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChatSessionSummary } from '@app/shared/contracts/chat';
import { db, queryAll, tableName, userItemsQuery } from '../lib/db';
import { insertWithNewId } from '../lib/insert-with-new-id';
import { userItemKey, type ItemKey } from '../lib/keys';

const SK_PREFIX = 'CHAT#';

/** A chat session item's key: `PK=USER#<sub> SK=CHAT#<id>` (its messages: message-repository.ts). */
export const chatSessionKey = (sub: string, id: number) => userItemKey(sub, `${SK_PREFIX}${id}`);

/** A chat session item: the session as the list shows it, less its ensembles' names (joined when read). */
export type ChatSessionRecord = ItemKey &
  Omit<ChatSessionSummary, 'ensemble_name' | 'ensembles'> & {
    entity: 'ChatSession';
    /**
     * Every ensemble its turns were answered for, a number set each turn adds to; absent from a
     * session no turn has touched since it came (then `ensemble_id` is its one ensemble).
     */
    ensemble_ids?: Set<number>;
  };

/** The ensembles a session's turns were answered for: `ensemble_id` and those its turns added. */
export const sessionEnsembleIds = (session: ChatSessionRecord): Set<number> =>
  new Set([...(session.ensemble_id != null ? [session.ensemble_id] : []), ...(session.ensemble_ids ?? [])]);

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

/**
 * Counts the messages a turn stored in its session, records the ensemble it is now about, adds the
 * ensembles it was answered for (each of several, or that one) and, with the first message, its title.
 */
export async function touchSession(
  sub: string,
  id: number,
  turn: { ensembleId: number; answeredFor?: readonly number[]; now: string; messages: number; title?: string },
): Promise<number> {
  const { title } = turn;
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: chatSessionKey(sub, id),
      UpdateExpression: `SET updated_at = :now, ensemble_id = :ensemble${title ? ', title = :title' : ''} ADD message_count :messages, ensemble_ids :ensembles`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: {
        ':now': turn.now,
        ':ensemble': turn.ensembleId,
        ':ensembles': new Set([turn.ensembleId, ...(turn.answeredFor ?? [])]),
        ':messages': turn.messages,
        ...(title ? { ':title': title } : {}),
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  /** The session's message count after the turn. */
  return Number(Attributes?.message_count ?? 0);
}
