import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, unlessConditionFails } from './db';
import { newId } from './ids';

/** Tries at a free id: a clash needs another container to draw the same 11 random bits in the same millisecond. */
const ID_ATTEMPTS = 3;

/** Every try at a new item's id met an existing item: the id source is broken (a clock far behind, for example). */
export class IdCollisionError extends Error {
  constructor(readonly attempts: number) {
    super(`no free id after ${attempts} tries`);
    this.name = 'IdCollisionError';
  }
}

/**
 * Writes a new item under a new id: `build` makes the item for an id, which is put only if no
 * item has its key (`attribute_not_exists(PK)`). On a clash a new id is drawn, a fixed number of
 * times, then IdCollisionError. The item as written.
 */
export async function insertWithNewId<T extends object>(build: (id: number) => T): Promise<T> {
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt += 1) {
    const item = build(newId());
    const written = await unlessConditionFails(
      db.send(
        new PutCommand({ TableName: tableName, Item: { ...item }, ConditionExpression: 'attribute_not_exists(PK)' }),
      ),
    );
    if (written) return item;
  }
  throw new IdCollisionError(ID_ATTEMPTS);
}
