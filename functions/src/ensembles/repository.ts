import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { db, queryAll, setFieldsUpdate, tableName, unlessConditionFails, userItemsQuery } from '../lib/db';
import { keys, skPrefix, subOf } from '../lib/keys';
import { count, METRIC } from '../lib/observability';
import { RecentCache } from '../lib/recent-cache';

/** An ensemble item: `PK=USER#<sub> SK=ENSEMBLE#<id>`. */
export interface EnsembleRecord extends Ensemble {
  PK: string;
  SK: string;
  entity: 'Ensemble';
}

export type EnsembleFields = Partial<Pick<Ensemble, 'name' | 'type' | 'level' | 'size' | 'instrumentation'>>;

export async function getEnsemble(sub: string, id: number): Promise<EnsembleRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.ensemble(sub, id) }));
  return Item as EnsembleRecord | undefined;
}

export const listEnsembles = (sub: string) => queryAll<EnsembleRecord>(userItemsQuery(sub, skPrefix.ensemble));

/** Each user's ensembles as this container last listed them; every write below forgets the entry. */
const recentLists = new RecentCache<EnsembleRecord[]>(5000);

/**
 * The user's ensembles for joining names into other answers: this container's list when it is at
 * most `maxAgeMs` old and holds every id in `required`, else a fresh query. An edit made through
 * another Lambda shows here at most `maxAgeMs` later; an id a request names is never missed.
 */
export async function listEnsemblesRecent(
  sub: string,
  required: readonly number[],
  maxAgeMs: number,
): Promise<EnsembleRecord[]> {
  const recent = recentLists.get(sub, maxAgeMs);
  if (recent && required.every((id) => recent.some((e) => e.id === id))) {
    count(METRIC.ensembleNamesReuseHit);
    return recent;
  }
  count(METRIC.ensembleNamesReuseMiss);
  const items = await listEnsembles(sub);
  recentLists.set(sub, items);
  return items;
}

/** Writes a new ensemble unless its id is taken; false on that (rare) collision. */
export async function putNewEnsemble(record: EnsembleRecord): Promise<boolean> {
  try {
    return (
      (await unlessConditionFails(
        db.send(
          new PutCommand({ TableName: tableName, Item: record, ConditionExpression: 'attribute_not_exists(PK)' }),
        ),
      )) !== undefined
    );
  } finally {
    recentLists.delete(subOf(record.PK));
  }
}

/** Sets the given fields of an existing ensemble in one conditional update; undefined when it is gone. */
export async function updateEnsembleItem(
  sub: string,
  id: number,
  fields: EnsembleFields,
): Promise<EnsembleRecord | undefined> {
  try {
    const updated = await unlessConditionFails(
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.ensemble(sub, id),
          ...setFieldsUpdate(fields),
          ConditionExpression: 'attribute_exists(PK)',
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return updated?.Attributes as EnsembleRecord | undefined;
  } finally {
    recentLists.delete(sub);
  }
}

/** Deletes an ensemble; false when there was none. */
export async function deleteEnsembleItem(sub: string, id: number): Promise<boolean> {
  try {
    const deleted = db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.ensemble(sub, id),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
    return (await unlessConditionFails(deleted)) !== undefined;
  } finally {
    recentLists.delete(sub);
  }
}

/** The programs of a user that list the ensemble (reads only their id, title and ensemble list). */
export async function programsUsingEnsemble(sub: string, id: number): Promise<{ id: number; title: string }[]> {
  const programs = await queryAll<{ id: number; title: string; ensemble_ids?: number[] }>({
    ...userItemsQuery(sub, skPrefix.program),
    ProjectionExpression: 'id, title, ensemble_ids',
  });
  return programs.filter((p) => p.ensemble_ids?.includes(id)).map((p) => ({ id: p.id, title: p.title }));
}
