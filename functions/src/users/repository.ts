import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SignupPreferences, UserProfile } from '@app/shared/contracts/users';
import { db, setFieldsUpdate, tableName, unlessConditionFails } from '../lib/db';
import { NotFoundError } from '../lib/errors';
import { userItemKey, type ItemKey } from '../lib/keys';
import { RecentCache } from '../lib/recent-cache';
import { count, METRIC } from '../lib/observability';
import type { IdentityClaims, TokenIdentity } from '../lib/auth';
import type { StripeChange } from '../billing/stripe-events';
import { grantHasEnded, withCurrentSubscription, type SubscriptionFields } from '../billing/subscription-state';

/** The account item's key: `PK=USER#<sub> SK=PROFILE`. */
export const profileKey = (sub: string) => userItemKey(sub, 'PROFILE');

/**
 * The account item: what the profile shows (less the picture's URL, signed when read), the
 * subscription fields (billing/subscription-state.ts) and what the account keeps for itself.
 */
export type UserRecord = ItemKey &
  Omit<UserProfile, 'id' | 'profile_picture_url' | 'rotation_years'> &
  SubscriptionFields & {
    entity: 'User';
    sub: string;
    terms_accepted_at?: string | null;
    profile_picture_key: string | null;
    /** Absent until the director sets it (DEFAULT_ROTATION_YEARS). */
    rotation_years?: number;
    signup_preferences: SignupPreferences;
    created_at: string;
    updated_at: string;
  };

/** Accounts this container read or wrote lately, with when; see `ensureUser`'s maxAgeMs. */
const recentAccounts = new RecentCache<UserRecord>(5000);
const remember = (record: UserRecord) => {
  recentAccounts.set(record.sub, record);
  return record;
};

export async function getUser(sub: string): Promise<UserRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: profileKey(sub) }));
  // an operator's grant ends on its date without a write: it is read as ended from then on
  return Item ? remember(withCurrentSubscription(Item as UserRecord)) : undefined;
}

export function newUserRecord(identity: IdentityClaims, now = new Date().toISOString()): UserRecord {
  return {
    ...profileKey(identity.sub),
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
        Key: profileKey(account.sub),
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
        Key: profileKey(sub),
        ...setFieldsUpdate(fields),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  if (!updated) throw NotFoundError.of('Account');
  return remember(withCurrentSubscription(updated.Attributes as UserRecord));
}

export const setActive = (sub: string, isActive: boolean) => updateUser(sub, { is_active: isActive });

/** Why an event did (or did not) change the account. */
export type ApplyOutcome = 'applied' | 'duplicate' | 'ended' | 'stale' | 'granted' | 'no-account';

/**
 * Applies one Stripe event to its account in ONE conditional UpdateItem (dynalite has no
 * transactions), so it is applied at most once and never against newer knowledge:
 * - the event id is added to `stripe_event_ids` and must not be there yet (redelivery, retries);
 * - a deleted subscription's id goes into `stripe_ended_subscriptions`, and no event about a
 *   subscription in that set is applied again (a late `updated` cannot resurrect it, even one
 *   created in the same second as the deletion);
 * - the event's `created` must not be older than the newest applied (`stripe_event_created`);
 * - while an operator's grant runs, Stripe does not overwrite it.
 * When the condition fails, one read tells which rule refused it (for the log only).
 */
export async function applyStripeChange(change: StripeChange, now = new Date()): Promise<ApplyOutcome> {
  const fields: Record<string, unknown> = {
    ...change.fields,
    stripe_event_created: change.created,
    updated_at: now.toISOString(),
  };
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  const names: Record<string, string> = Object.fromEntries(entries.map(([field], i) => [`#f${i}`, field]));
  const values: Record<string, unknown> = Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value]));
  // DynamoDB refuses names and values that the expressions do not use: add only what is used
  Object.assign(names, {
    '#events': 'stripe_event_ids',
    '#clock': 'stripe_event_created',
    '#source': 'subscription_source',
    '#periodEnd': 'subscription_period_end',
  });
  Object.assign(values, {
    ':eventId': change.eventId,
    ':eventIds': new Set([change.eventId]),
    ':created': change.created,
    ':grant': 'grant',
    ':now': now.toISOString(),
  });

  const adds = ['#events :eventIds'];
  const conditions = [
    'attribute_exists(PK)',
    'NOT contains(#events, :eventId)',
    '(attribute_not_exists(#clock) OR #clock <= :created)',
    '(attribute_not_exists(#source) OR #source <> :grant OR #periodEnd <= :now)',
  ];
  if (change.subscriptionId) {
    names['#ended'] = 'stripe_ended_subscriptions';
    values[':subscriptionId'] = change.subscriptionId;
    conditions.push('NOT contains(#ended, :subscriptionId)');
    if (change.ends) {
      values[':subscriptionIds'] = new Set([change.subscriptionId]);
      adds.push('#ended :subscriptionIds');
    }
  }

  const written = await unlessConditionFails(
    db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: profileKey(change.sub),
        UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')} ADD ${adds.join(', ')}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    ),
  );
  if (written) return 'applied';
  return whyNotApplied(change, now);
}

async function whyNotApplied(change: StripeChange, now: Date): Promise<Exclude<ApplyOutcome, 'applied'>> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: profileKey(change.sub), ConsistentRead: true }),
  );
  const account = Item as SubscriptionFields | undefined;
  if (!account) return 'no-account';
  if (account.stripe_event_ids?.has(change.eventId)) return 'duplicate';
  if (change.subscriptionId && account.stripe_ended_subscriptions?.has(change.subscriptionId)) return 'ended';
  if (account.subscription_source === 'grant' && !grantHasEnded(account, now)) return 'granted';
  return 'stale';
}
