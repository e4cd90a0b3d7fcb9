import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, unlessConditionFails } from '../lib/db';
import { keys } from '../lib/keys';
import type { StripeChange } from './stripe-events';
import { grantHasEnded, type SubscriptionFields } from './subscription-state';

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
        Key: keys.profile(change.sub),
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
    new GetCommand({ TableName: tableName, Key: keys.profile(change.sub), ConsistentRead: true }),
  );
  const account = Item as SubscriptionFields | undefined;
  if (!account) return 'no-account';
  if (account.stripe_event_ids?.has(change.eventId)) return 'duplicate';
  if (change.subscriptionId && account.stripe_ended_subscriptions?.has(change.subscriptionId)) return 'ended';
  if (account.subscription_source === 'grant' && !grantHasEnded(account, now)) return 'granted';
  return 'stale';
}
