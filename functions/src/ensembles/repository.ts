import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import {
  db,
  deleteExisting,
  queryAll,
  setFieldsUpdate,
  tableName,
  unlessConditionFails,
  userItemsQuery,
} from '../lib/db';
import { insertWithNewId } from '../lib/insert-with-new-id';
import { userItemKey, type ItemKey, type ItemRead } from '../lib/keys';
import { count, METRIC } from '../lib/observability';
import { RecentCache } from '../lib/recent-cache';

const SK_PREFIX = 'ENSEMBLE#';

/** An ensemble item's key: `PK=USER#<sub> SK=ENSEMBLE#<id>`. */
export const ensembleKey = (sub: string, id: number) => userItemKey(sub, `${SK_PREFIX}${id}`);

/** An ensemble item: the ensemble as the API shows it, under its key. */
export type EnsembleRecord = ItemKey & Ensemble & { entity: 'Ensemble' };

/** What the director sets on an ensemble. */
export type EnsembleFields = Pick<
  Ensemble,
  'name' | 'type' | 'level' | 'size' | 'instrumentation' | 'uil_conference' | 'uil_classification'
>;

export const toEnsemble = (r: EnsembleRecord): Ensemble => ({
  id: r.id,
  name: r.name,
  type: r.type,
  level: r.level ?? null,
  size: r.size ?? null,
  instrumentation: r.instrumentation ?? null,
  // ensembles stored before these fields have none
  uil_conference: r.uil_conference ?? null,
  uil_classification: r.uil_classification ?? null,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

/** The ensemble as one item of a batch read: undefined when it does not exist. */
export const ensembleRead = (sub: string, id: number): ItemRead<Ensemble | undefined> => ({
  key: ensembleKey(sub, id),
  read: (item) => {
    const record = item as EnsembleRecord | undefined;
    return record && toEnsemble(record);
  },
});

export async function getEnsemble(sub: string, id: number): Promise<EnsembleRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: ensembleKey(sub, id) }));
  return Item as EnsembleRecord | undefined;
}

export const listEnsembles = (sub: string) => queryAll<EnsembleRecord>(userItemsQuery(sub, SK_PREFIX));

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

/** Writes a new ensemble under a new id. */
export async function insertEnsemble(sub: string, fields: EnsembleFields): Promise<EnsembleRecord> {
  const now = new Date().toISOString();
  try {
    return await insertWithNewId(
      (id): EnsembleRecord => ({
        ...ensembleKey(sub, id),
        entity: 'Ensemble',
        id,
        ...fields,
        created_at: now,
        updated_at: now,
      }),
    );
  } finally {
    recentLists.delete(sub);
  }
}

/** Sets the given fields of an existing ensemble in one conditional update; undefined when it is gone. */
export async function updateEnsembleItem(
  sub: string,
  id: number,
  fields: Partial<EnsembleFields>,
): Promise<EnsembleRecord | undefined> {
  try {
    const updated = await unlessConditionFails(
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: ensembleKey(sub, id),
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
    return await deleteExisting(ensembleKey(sub, id));
  } finally {
    recentLists.delete(sub);
  }
}
