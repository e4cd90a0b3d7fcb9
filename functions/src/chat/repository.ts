import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChatKind, Recommendation } from '@app/shared/contracts/chat';
import { db, queryAll, tableName, unlessConditionFails, userItemsQuery } from '../lib/db';
import { keys, skPrefix } from '../lib/keys';
import type { RepertoireRequest } from './assistant/request';

/** A chat session: `PK=USER#<sub> SK=CHAT#<id>`; its messages live in their own partition. */
export interface ChatSessionRecord {
  PK: string;
  SK: string;
  entity: 'ChatSession';
  session_id: number;
  ensemble_id: number | null;
  title: string;
  message_count: number;
  created_at: string;
  updated_at: string;
}

/** One message: `PK=USER#<sub>#CHAT#<session> SK=MSG#<time>#<id>`, so a query reads them in order. */
export interface ChatMessageRecord {
  PK: string;
  SK: string;
  entity: 'ChatMessage';
  id: number;
  session_id: number;
  role: 'user' | 'assistant';
  kind: ChatKind;
  content: string;
  ensemble_id: number;
  recommendations: Recommendation[];
  /** Candidate keys of the recommendations, for follow-ups. */
  picks: string[];
  /** The "Use my library only" switch as the director sent it (user messages). */
  use_library_only?: boolean;
  /** The constraints the assistant read (assistant messages). */
  request?: RepertoireRequest;
  created_at: string;
}

export async function getSession(sub: string, id: number): Promise<ChatSessionRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.chatSession(sub, id) }));
  return Item as ChatSessionRecord | undefined;
}

export const listSessions = (sub: string) => queryAll<ChatSessionRecord>(userItemsQuery(sub, skPrefix.chatSession));

/** Writes a new session unless its id is taken; false on that (rare) collision. */
export async function putNewSession(record: ChatSessionRecord): Promise<boolean> {
  const written = await unlessConditionFails(
    db.send(new PutCommand({ TableName: tableName, Item: record, ConditionExpression: 'attribute_not_exists(PK)' })),
  );
  return written !== undefined;
}

export async function putMessage(record: ChatMessageRecord): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: record }));
}

/** Counts a message in its session, records the ensemble it is now about and, with the first message, its title. */
export async function touchSession(
  sub: string,
  id: number,
  ensembleId: number,
  now: string,
  title?: string,
): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.chatSession(sub, id),
      UpdateExpression: `SET updated_at = :now, ensemble_id = :ensemble${title ? ', title = :title' : ''} ADD message_count :one`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: {
        ':now': now,
        ':ensemble': ensembleId,
        ':one': 1,
        ...(title ? { ':title': title } : {}),
      },
    }),
  );
}

/** The session's messages, oldest first. */
export async function listMessages(sub: string, sessionId: number): Promise<ChatMessageRecord[]> {
  return queryAll<ChatMessageRecord>({
    TableName: tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.chatMessagePartition(sub, sessionId) },
    ConsistentRead: true,
  });
}

/** The newest messages only (a follow-up needs the last answer, not the whole history). */
export async function latestMessages(sub: string, sessionId: number, limit: number): Promise<ChatMessageRecord[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.chatMessagePartition(sub, sessionId) },
      ScanIndexForward: false,
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return ((Items ?? []) as ChatMessageRecord[]).reverse();
}
