import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { LRUCache } from 'lru-cache';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { db, isConditionFailure, setFieldsUpdate, tableName } from '../lib/db';
import { keys, skPrefix, userPk } from '../lib/keys';

/** An ensemble item: `PK=USER#<sub> SK=ENSEMBLE#<id>`. */
export interface EnsembleRecord extends Ensemble {
  PK: string;
  SK: string;
  entity: 'Ensemble';
}

export type EnsembleFields = Partial<Pick<Ensemble, 'name' | 'type' | 'level' | 'size' | 'instrumentation'>>;

async function queryAll<T>(input: QueryCommandInput): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

const prefixQuery = (sub: string, prefix: string): QueryCommandInput => ({
  TableName: tableName,
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
  ExpressionAttributeValues: { ':pk': userPk(sub), ':prefix': prefix },
});

export async function getEnsemble(sub: string, id: number): Promise<EnsembleRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.ensemble(sub, id) }));
  return Item as EnsembleRecord | undefined;
}

export const listEnsembles = (sub: string) => queryAll<EnsembleRecord>(prefixQuery(sub, skPrefix.ensemble));

/** Each user's ensembles as this container last listed them; every write below forgets the entry. */
const recentLists = new LRUCache<string, { items: EnsembleRecord[]; at: number }>({ max: 5000 });

/**
 * The user's ensembles for joining names into other answers: this container's list when it is at
 * most `maxAgeMs` old and holds every id in `required`, else a fresh query. An edit made through
 * another Lambda shows here at most `maxAgeMs` later; an id a request names is never missed.
 */
export async function listEnsemblesRecent(sub: string, required: readonly number[], maxAgeMs: number): Promise<EnsembleRecord[]> {
  const recent = recentLists.get(sub);
  if (recent && Date.now() - recent.at <= maxAgeMs && required.every((id) => recent.items.some((e) => e.id === id))) return recent.items;
  const items = await listEnsembles(sub);
  recentLists.set(sub, { items, at: Date.now() });
  return items;
}

/** Writes a new ensemble unless its id is taken; false on that (rare) collision. */
export async function putNewEnsemble(record: EnsembleRecord): Promise<boolean> {
  try {
    await db.send(new PutCommand({ TableName: tableName, Item: record, ConditionExpression: 'attribute_not_exists(PK)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  } finally {
    recentLists.delete(record.PK.slice('USER#'.length));
  }
}

/** Sets the given fields of an existing ensemble in one conditional update; undefined when it is gone. */
export async function updateEnsembleItem(sub: string, id: number, fields: EnsembleFields): Promise<EnsembleRecord | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.ensemble(sub, id),
        ...setFieldsUpdate(fields),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as EnsembleRecord;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  } finally {
    recentLists.delete(sub);
  }
}

/** Deletes an ensemble; false when there was none. */
export async function deleteEnsembleItem(sub: string, id: number): Promise<boolean> {
  try {
    await db.send(new DeleteCommand({ TableName: tableName, Key: keys.ensemble(sub, id), ConditionExpression: 'attribute_exists(PK)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  } finally {
    recentLists.delete(sub);
  }
}

/** The programs of a user that list the ensemble (reads only their id, title and ensemble list). */
export async function programsUsingEnsemble(sub: string, id: number): Promise<{ id: number; title: string }[]> {
  const programs = await queryAll<{ id: number; title: string; ensemble_ids?: number[] }>({
    ...prefixQuery(sub, skPrefix.program),
    ProjectionExpression: 'id, title, ensemble_ids',
  });
  return programs.filter((p) => p.ensemble_ids?.includes(id)).map((p) => ({ id: p.id, title: p.title }));
}
