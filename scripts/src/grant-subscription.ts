/**
 * `npm run grant-subscription -- <email> --until <YYYY-MM-DD>`: gives a director a subscription
 * up to and including that day (UTC), for schools that pay by purchase order. The /payment page
 * shows the grant and its end date; the day after, the account reads as unsubscribed again and
 * the director is sent to /payment.
 *
 * Against the local stack of `npm start` by default (dynalite on DYNAMODB_PORT, 8000). For a
 * deployed stage: `--stage prod --region eu-west-1` (the table of stack Podium-prod-Data, found
 * by name with the caller's AWS credentials) or `--table <name> --region <region>`.
 * A date in the past ends a grant now. An account with an active Stripe subscription is left
 * alone unless `--force`.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateScan, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { grantFields, isSubscribedStatus, type SubscriptionFields } from '@app/functions/billing/subscription-state';

const LOCAL_TABLE = 'podium';

export interface GrantOptions {
  client: DynamoDBDocumentClient;
  table: string;
  email: string;
  /** YYYY-MM-DD, the last day of the grant (UTC). */
  until: string;
  force?: boolean;
  now?: Date;
}

export interface GrantResult {
  sub: string;
  email: string;
  endsAt: string;
  active: boolean;
}

interface AccountRow extends SubscriptionFields {
  PK: string;
  SK: string;
  sub: string;
  email: string | null;
}

/**
 * The account item whose email is `email` (case-insensitive). The table has no email index: a
 * scan of the profile items (rare operator command; it reads the whole table once).
 */
export async function findAccountByEmail(
  client: DynamoDBDocumentClient,
  table: string,
  email: string,
): Promise<AccountRow | undefined> {
  const wanted = email.trim().toLowerCase();
  const pages = paginateScan(
    { client },
    { TableName: table, FilterExpression: 'SK = :profile', ExpressionAttributeValues: { ':profile': 'PROFILE' } },
  );
  for await (const page of pages) {
    const found = (page.Items as AccountRow[] | undefined)?.find((item) => item.email?.trim().toLowerCase() === wanted);
    if (found) return found;
  }
  return undefined;
}

export async function grantSubscription({
  client,
  table,
  email,
  until,
  force = false,
  now = new Date(),
}: GrantOptions): Promise<GrantResult> {
  const fields = grantFields(until, now); // validates the date
  const account = await findAccountByEmail(client, table, email);
  if (!account)
    throw new Error(`No account with the email ${email} in ${table}: the director signs in to Podium once first.`);
  if (
    !force &&
    account.subscription_source === 'stripe' &&
    account.has_subscription &&
    isSubscribedStatus(account.subscription_status)
  ) {
    throw new Error(
      `${email} pays by card through Stripe (${account.subscription_status}). Cancel that subscription first, or pass --force.`,
    );
  }
  const entries = Object.entries({ ...fields, updated_at: now.toISOString() });
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: { PK: account.PK, SK: account.SK },
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
      ConditionExpression: 'attribute_exists(PK)',
    }),
  );
  return {
    sub: account.sub,
    email: account.email ?? email,
    endsAt: fields.subscription_period_end!,
    active: Boolean(fields.has_subscription),
  };
}

/** The table of a deployed stage: the one whose CDK name starts with `Podium-<stage>-Data-Table`. */
async function stageTable(client: DynamoDBClient, stage: string): Promise<string> {
  const prefix = `Podium-${stage}-Data-Table`;
  const names: string[] = [];
  let start: string | undefined;
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    names.push(...(page.TableNames ?? []).filter((name) => name.startsWith(prefix)));
    start = page.LastEvaluatedTableName;
  } while (start);
  if (names.length !== 1)
    throw new Error(
      `Expected one table named ${prefix}… in this region, found ${names.length ? names.join(', ') : 'none'}: pass --table.`,
    );
  return names[0]!;
}

const USAGE = `Usage: npm run grant-subscription -- <email> --until <YYYY-MM-DD> [--stage <stage> --region <region> | --table <name> --region <region>] [--force]`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      until: { type: 'string' },
      stage: { type: 'string' },
      region: { type: 'string' },
      table: { type: 'string' },
      endpoint: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const email = positionals[0];
  if (!email?.includes('@') || !values.until) {
    console.error(USAGE);
    process.exit(2);
  }
  const deployed = Boolean(values.stage || values.region) && !values.endpoint;
  const endpoint = deployed ? undefined : (values.endpoint ?? `http://127.0.0.1:${process.env.DYNAMODB_PORT ?? 8000}`);
  const raw = new DynamoDBClient(
    endpoint
      ? { endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : { region: values.region ?? process.env.AWS_REGION },
  );
  const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  try {
    const table = values.table ?? (values.stage && deployed ? await stageTable(raw, values.stage) : LOCAL_TABLE);
    const result = await grantSubscription({ client, table, email, until: values.until, force: values.force });
    console.log(
      result.active
        ? `${result.email} has a subscription until ${values.until} (ends ${result.endsAt}), table ${table}.`
        : `${result.email}'s grant ended on ${values.until}: the account has no subscription now (table ${table}).`,
    );
  } catch (error) {
    const message = (error as Error).message;
    const hint =
      endpoint && /ECONNREFUSED|fetch failed/.test(message)
        ? ` (is \`npm start\` running? dynalite at ${endpoint})`
        : '';
    console.error(`Could not grant the subscription: ${message}${hint}`);
    process.exitCode = 1;
  } finally {
    raw.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
