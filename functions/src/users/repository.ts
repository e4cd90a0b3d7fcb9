import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SignupPreferences } from '@app/shared/contracts/users';
import { db, setFieldsUpdate, tableName, unlessConditionFails } from '../lib/db';
import { NotFoundError } from '../lib/errors';
import { keys } from '../lib/keys';
import { RecentCache } from '../lib/recent-cache';
import { count, METRIC } from '../lib/observability';
import type { IdentityClaims, TokenIdentity } from '../lib/auth';
import { withCurrentSubscription, type SubscriptionFields } from '../billing/subscription-state';

/** The account item: `PK=USER#<sub> SK=PROFILE` (its subscription fields: billing/subscription-state.ts). */
export interface UserRecord extends SubscriptionFields {
  PK: string;
  SK: string;
  entity: 'User';
  sub: string;
  email: string | null;
  name: string | null;
  school_name: string | null;
  state: string | null;
  country: string | null;
  has_subscription: boolean;
  subscription_plan?: string | null;
  subscription_updated_at?: string | null;
  terms_accepted: boolean;
  privacy_policy_accepted: boolean;
  terms_version: string | null;
  privacy_policy_version: string | null;
  terms_accepted_at?: string | null;
  profile_picture_key: string | null;
  signup_preferences: SignupPreferences;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export type ProfileFields = Partial<Pick<UserRecord, 'name' | 'school_name' | 'state' | 'country'>>;

/** Accounts this container read or wrote lately, with when; see `ensureUser`'s maxAgeMs. */
const recentAccounts = new RecentCache<UserRecord>(5000);
const remember = (record: UserRecord) => {
  recentAccounts.set(record.sub, record);
  return record;
};

export async function getUser(sub: string): Promise<UserRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.profile(sub) }));
  // an operator's grant ends on its date without a write: it is read as ended from then on
  return Item ? remember(withCurrentSubscription(Item as UserRecord)) : undefined;
}

export function newUserRecord(identity: IdentityClaims, now = new Date().toISOString()): UserRecord {
  return {
    ...keys.profile(identity.sub),
    entity: 'User',
    sub: identity.sub,
    email: identity.email,
    name: identity.name,
    school_name: null,
    state: null,
    country: null,
    has_subscription: false,
    terms_accepted: false,
    privacy_policy_accepted: false,
    terms_version: null,
    privacy_policy_version: null,
    profile_picture_key: null,
    signup_preferences: {},
    is_active: true,
    created_at: now,
    updated_at: now,
  };
}

/** Writes a new account item unless one exists; true when it was written. */
export async function createUser(record: UserRecord): Promise<boolean> {
  const written = db.send(
    new PutCommand({ TableName: tableName, Item: record, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
  return (await unlessConditionFails(written)) !== undefined;
}

/**
 * The account of a verified token, created on its first authenticated call. With `maxAgeMs` > 0
 * a record this container read or wrote at most that long ago is used without a read.
 */
export async function ensureUser(identity: TokenIdentity, maxAgeMs = 0): Promise<UserRecord> {
  if (maxAgeMs > 0) {
    const recent = recentAccounts.get(identity.sub, maxAgeMs);
    count(recent ? METRIC.accountReuseHit : METRIC.accountReuseMiss);
    if (recent) return recent;
  }
  const existing = await getUser(identity.sub);
  if (existing) return existing.email && existing.name ? existing : fillMissingIdentity(existing, identity);
  const record = newUserRecord(await identity.completeClaims());
  if (await createUser(record)) return remember(record);
  const raced = await getUser(identity.sub); // a parallel first call created it
  if (!raced) throw new Error('an account vanished while being created');
  return raced;
}

/**
 * Fills an account's empty email and name from the sign-in's claims (the token's, else the
 * provider's userinfo): a provider that left them out at the first sign-in may send them later.
 * Each is written only while still empty, so a name the director typed meanwhile stays.
 */
async function fillMissingIdentity(account: UserRecord, identity: TokenIdentity): Promise<UserRecord> {
  const claims = await identity.completeClaims();
  const fields = {
    ...(!account.email && claims.email ? { email: claims.email } : {}),
    ...(!account.name && claims.name ? { name: claims.name } : {}),
  };
  const filled = Object.keys(fields);
  if (filled.length === 0) return account;
  const update = setFieldsUpdate(fields); // #f0, #f1 name the filled fields in this order
  const stillEmpty = filled
    .map((_, i) => `(attribute_not_exists(#f${i}) OR attribute_type(#f${i}, :nullType))`)
    .join(' AND ');
  await unlessConditionFails(
    db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.profile(account.sub),
        ...update,
        ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':nullType': 'NULL' },
        ConditionExpression: `attribute_exists(PK) AND ${stillEmpty}`,
      }),
    ),
  );
  // read back as every account is read (also when someone filled a field meanwhile)
  return (await getUser(account.sub)) ?? account;
}

/**
 * Sets the given attributes of an existing account in one conditional update and returns the
 * new item. `null` values are stored as null (cleared), `undefined` ones are left alone.
 */
export async function updateUser(
  sub: string,
  fields: Partial<Omit<UserRecord, 'PK' | 'SK' | 'entity' | 'sub' | 'created_at'>>,
): Promise<UserRecord> {
  const updated = await unlessConditionFails(
    db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.profile(sub),
        ...setFieldsUpdate(fields),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  if (!updated) throw new NotFoundError('Account not found.');
  return remember(withCurrentSubscription(updated.Attributes as UserRecord));
}

export const setActive = (sub: string, isActive: boolean) => updateUser(sub, { is_active: isActive });
