import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BillingOverview } from '@app/shared/contracts/billing';
import { grantSubscription } from '@app/scripts/grant-subscription';
import { afterAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../support/local-stack';

/** The operator's grant (schools paying by purchase order) on the local stack's table. */
const local = useLocalStack();
const run = promisify(execFile);

let raw: DynamoDBClient | undefined;
const documentClient = () => {
  raw ??= new DynamoDBClient({
    endpoint: local.stack.env.DYNAMODB_ENDPOINT,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return DynamoDBDocumentClient.from(raw);
};
afterAll(() => raw?.destroy());

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function stateOf(email: string) {
  const token = await local.token(email);
  const [me, billing] = await Promise.all([
    local.api<{ has_subscription: boolean }>('/users/me', { token }),
    local.api<BillingOverview>('/billing/subscription', { token }),
  ]);
  return { hasSubscription: me.body.has_subscription, subscription: billing.body.subscription };
}

describe('npm run grant-subscription', () => {
  it('grants a subscription by email until the end of the given day, shown on the payment page', async () => {
    // signed in once: the account exists (the operator may type the email in another case)
    expect((await stateOf('school.director@example.com')).hasSubscription).toBe(false);

    const until = isoDay(90);
    const { stdout } = await run('npx', [
      'tsx',
      'scripts/src/grant-subscription.ts',
      'School.Director@Example.com',
      '--until',
      until,
      '--endpoint',
      local.stack.env.DYNAMODB_ENDPOINT!,
    ]);
    expect(stdout).toContain(`has a subscription until ${until}`);

    const { hasSubscription, subscription } = await stateOf('school.director@example.com');
    expect(hasSubscription).toBe(true);
    expect(subscription).toMatchObject({
      has_subscription: true,
      source: 'grant',
      status: 'active',
      current_period_end: `${until}T23:59:59.999Z`,
      can_manage: false,
    });
  });

  it('lets a grant lapse after its day without any write, and the director is unsubscribed again', async () => {
    expect((await stateOf('lapsed.school@example.com')).hasSubscription).toBe(false);
    await grantSubscription({
      client: documentClient(),
      table: local.stack.env.TABLE_NAME!,
      email: 'lapsed.school@example.com',
      until: isoDay(1),
    });
    expect((await stateOf('lapsed.school@example.com')).hasSubscription).toBe(true);

    // the same grant, seen two days later
    await grantSubscription({
      client: documentClient(),
      table: local.stack.env.TABLE_NAME!,
      email: 'lapsed.school@example.com',
      until: isoDay(-1),
    });
    const { hasSubscription, subscription } = await stateOf('lapsed.school@example.com');
    expect(hasSubscription).toBe(false);
    expect(subscription).toMatchObject({
      has_subscription: false,
      source: 'grant',
      current_period_end: `${isoDay(-1)}T23:59:59.999Z`,
    });
  });

  it('refuses an unknown email and a date that is not a calendar day', async () => {
    const client = documentClient();
    const table = local.stack.env.TABLE_NAME!;
    await expect(grantSubscription({ client, table, email: 'nobody@example.com', until: isoDay(30) })).rejects.toThrow(
      /No account with the email nobody@example.com/,
    );
    await expect(
      grantSubscription({ client, table, email: 'nobody@example.com', until: '2027-02-30' }),
    ).rejects.toThrow(/not a calendar date/);
    await expect(
      grantSubscription({ client, table, email: 'nobody@example.com', until: '30/06/2027' }),
    ).rejects.toThrow(/YYYY-MM-DD/);
  });
});
