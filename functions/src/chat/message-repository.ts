import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ChatMessage } from '@app/shared/contracts/chat';
import { db, queryAll, tableName } from '../lib/db';
import { insertWithNewId } from '../lib/insert-with-new-id';
import { userPk, type ItemKey } from '../lib/keys';
import type { RepertoireRequest } from './assistant/request';

/** A session's messages have a partition of their own, under the user's prefix. */
const messagePartition = (sub: string, sessionId: number) => `${userPk(sub)}#CHAT#${sessionId}`;

/** A message item's key: `PK=USER#<sub>#CHAT#<session> SK=MSG#<time>#<id>`, zero-padded so a query reads them in order. */
const chatMessageKey = (sub: string, sessionId: number, timestamp: number, id: number): ItemKey => ({
  PK: messagePartition(sub, sessionId),
  SK: `MSG#${String(timestamp).padStart(15, '0')}#${id}`,
});

/** A message item: the message as the history shows it, and what the assistant needs for follow-ups. */
export type ChatMessageRecord = ItemKey &
  ChatMessage & {
    entity: 'ChatMessage';
    session_id: number;
    ensemble_id: number;
    /** Candidate keys of the recommendations, for follow-ups. */
    picks: string[];
    /** The "Use my library only" switch as the director sent it (user messages). */
    use_library_only?: boolean;
    /** The constraints the assistant read (assistant messages). */
    request?: RepertoireRequest;
  };

/** What a new message says: everything but its key, id, session and time. */
export type NewChatMessage = Omit<ChatMessageRecord, keyof ItemKey | 'entity' | 'id' | 'session_id' | 'created_at'>;

/** Writes a message of the session under a new id, keyed by the time now. */
export function insertMessage(sub: string, sessionId: number, message: NewChatMessage): Promise<ChatMessageRecord> {
  const now = Date.now();
  return insertWithNewId(
    (id): ChatMessageRecord => ({
      ...chatMessageKey(sub, sessionId, now, id),
      entity: 'ChatMessage',
      id,
      session_id: sessionId,
      ...message,
      created_at: new Date(now).toISOString(),
    }),
  );
}

/** The session's messages, oldest first. */
export async function listMessages(sub: string, sessionId: number): Promise<ChatMessageRecord[]> {
  return queryAll<ChatMessageRecord>({
    TableName: tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': messagePartition(sub, sessionId) },
    ConsistentRead: true,
  });
}

/** A history page's `next_cursor`: its oldest message's sort key, `MSG#<time>#<id>` as `<time>-<id>`. */
const cursorOf = (sk: string) => sk.slice('MSG#'.length).replace('#', '-');
const sortKeyOf = (cursor: string) => `MSG#${cursor.replace('-', '#')}`;

/** What the history shows of a message (not the picks and the request the assistant keeps). */
const HISTORY_FIELDS = ['SK', 'id', 'role', 'content', 'kind', 'recommendations', 'created_at'] as const;
export type ChatHistoryRecord = Pick<ChatMessageRecord, (typeof HISTORY_FIELDS)[number]>;

/**
 * One page of the session's messages, read from the newest back: the `limit` newest, or the
 * `limit` before the message `before` names (a `next_cursor`); oldest first. `next` names the
 * page before, null when the session has no earlier message.
 */
export async function messagePage(
  sub: string,
  sessionId: number,
  { before, limit }: { before?: string; limit: number },
): Promise<{ messages: ChatHistoryRecord[]; next: string | null }> {
  const items: ChatHistoryRecord[] = [];
  let start: Record<string, unknown> | undefined;
  // one more than the page, to know whether an earlier message remains (a read stops at 1 MB too)
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: before ? 'PK = :pk AND SK < :before' : 'PK = :pk',
        ExpressionAttributeValues: {
          ':pk': messagePartition(sub, sessionId),
          ...(before ? { ':before': sortKeyOf(before) } : {}),
        },
        ProjectionExpression: HISTORY_FIELDS.map((_, i) => `#f${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(HISTORY_FIELDS.map((field, i) => [`#f${i}`, field])),
        ScanIndexForward: false,
        Limit: limit + 1 - items.length,
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    items.push(...((page.Items ?? []) as ChatHistoryRecord[]));
    start = page.LastEvaluatedKey;
  } while (start && items.length <= limit);
  const newestFirst = items.slice(0, limit);
  const oldest = newestFirst.at(-1);
  return {
    messages: newestFirst.reverse(),
    next: items.length > limit && oldest ? cursorOf(oldest.SK) : null,
  };
}

/** What the assistant reads back of an earlier turn: not the recommendations shown, only their keys. */
const TURN_FIELDS = ['role', 'kind', 'content', 'picks', 'request', 'use_library_only'] as const;
export type ChatTurnRecord = Pick<ChatMessageRecord, (typeof TURN_FIELDS)[number]>;

/** The newest turns only, oldest first (a follow-up needs the last answer, not the whole history). */
export async function latestTurns(sub: string, sessionId: number, limit: number): Promise<ChatTurnRecord[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': messagePartition(sub, sessionId) },
      ProjectionExpression: TURN_FIELDS.map((_, i) => `#f${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(TURN_FIELDS.map((field, i) => [`#f${i}`, field])),
      ScanIndexForward: false,
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return ((Items ?? []) as ChatTurnRecord[]).reverse();
}
