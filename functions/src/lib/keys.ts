/**
 * The partition of the single table every item lives in: its owner's (`PK = USER#<sub>`), so no
 * request can read another user's data by id. Each item type's sort key, key builder, record type,
 * reads and writes are in the one repository file that owns the type.
 */
const USER_PREFIX = 'USER#';

/**
 * A value as it appears inside a key: `%` and `#` percent-encoded, so no value can end its part
 * early and name another one (a sub `a#CHAT#5` is not user `a`'s chat partition 5) and two values
 * never share a key. Every other character is kept: the keys of subs without those two (UUIDs,
 * `local-…`, `auth0|…`, e-mail addresses) are what they always were.
 */
export const keyPart = (value: string) => value.replace(/[%#]/g, (c) => (c === '%' ? '%25' : '%23'));

export const userPk = (sub: string) => `${USER_PREFIX}${keyPart(sub)}`;

/** The key attributes every item carries. */
export interface ItemKey {
  PK: string;
  SK: string;
}

/**
 * One item of a read that gathers several domains' items at once (one BatchGetItem): its key, and
 * what the item as read (undefined when it does not exist) stands for. The repository that owns
 * the item builds it, so its key and record type stay its own.
 */
export interface ItemRead<T> {
  key: ItemKey;
  read(item: Record<string, unknown> | undefined): T;
}

/** The key of a user's item with sort key `sk`. */
export const userItemKey = (sub: string, sk: string): ItemKey => ({ PK: userPk(sub), SK: sk });
