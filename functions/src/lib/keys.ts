/**
 * The partition of the single table every item lives in: its owner's (`PK = USER#<sub>`), so no
 * request can read another user's data by id. Each item type's sort key, key builder, record type,
 * reads and writes are in the one repository file that owns the type.
 */
const USER_PREFIX = 'USER#';

export const userPk = (sub: string) => `${USER_PREFIX}${sub}`;

/** The key attributes every item carries. */
export interface ItemKey {
  PK: string;
  SK: string;
}

/** The key of a user's item with sort key `sk`. */
export const userItemKey = (sub: string, sk: string): ItemKey => ({ PK: userPk(sub), SK: sk });
