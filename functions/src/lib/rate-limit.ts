import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { REQUEST_LIMIT_PATTERN } from '@app/shared/domain/request-limits';
import { config, type Config } from './config';
import { db, tableName, unlessConditionFails } from './db';
import { TooManyRequestsError } from './errors';
import { keyPart, userItemKey, type ItemKey } from './keys';
import { count, logger, METRIC } from './observability';
import { RecentCache } from './recent-cache';

/** The expensive kinds of request, each limited per user on its own; `shared`, per client address. */
export type RequestGroup = 'chat' | 'analysis' | 'import' | 'export' | 'shared';

/** Whose requests a limit counts: a signed-in user by their sub, or a client of a public route by its address (hashed). */
export type Requester = string | { client: string };

/** `burst` requests at once, then one every `intervalMs`. */
export interface Rate {
  burst: number;
  intervalMs: number;
}

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** `20/1s` → 20 at once, then one every 1000 ms (the format of the RATE_LIMIT_* settings). */
export function parseRate(text: string): Rate {
  const match = REQUEST_LIMIT_PATTERN.exec(text);
  const intervalMs = match ? Number(match[2]) * UNIT_MS[match[3] as keyof typeof UNIT_MS] : 0;
  if (!match || !(intervalMs >= 1))
    throw new Error(`Invalid rate "${text}": write a burst and an interval, e.g. 20/1s`);
  return { burst: Number(match[1]), intervalMs };
}

export const ratesFrom = (
  env: Pick<
    Config,
    'RATE_LIMIT_CHAT' | 'RATE_LIMIT_ANALYSIS' | 'RATE_LIMIT_IMPORT' | 'RATE_LIMIT_EXPORT' | 'RATE_LIMIT_SHARED'
  >,
): Record<RequestGroup, Rate> => ({
  chat: parseRate(env.RATE_LIMIT_CHAT),
  analysis: parseRate(env.RATE_LIMIT_ANALYSIS),
  import: parseRate(env.RATE_LIMIT_IMPORT),
  export: parseRate(env.RATE_LIMIT_EXPORT),
  shared: parseRate(env.RATE_LIMIT_SHARED),
});

/** What the director was doing too often, in the sentence that asks them to wait. */
const REFUSALS: Record<RequestGroup, (wait: string) => string> = {
  chat: (wait) =>
    `You are sending messages faster than the assistant can answer. Please wait ${wait} and send it again.`,
  analysis: (wait) => `That is a lot of piece analyses in a short time. Please wait ${wait} and try again.`,
  import: (wait) => `That is a lot of imports in a short time. Please wait ${wait} and try again.`,
  export: (wait) => `That is a lot of documents in a short time. Please wait ${wait} and try again.`,
  shared: (wait) => `Too many requests from this network just now. Please wait ${wait} and reload the page.`,
};

/** `1 second`, `12 seconds`, `2 minutes` (rounded up from 90 seconds on). */
export function waitText(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/**
 * The decision of the generic cell rate algorithm for a request at `now`, given `fullAt`: the time
 * at which the user's bucket of `burst` requests is full again (undefined: never used). A full
 * bucket takes the request and is full again one interval later; a partly used one takes it while
 * fewer than `burst` intervals are owed, and is full one interval later than before. Refused: how
 * many ms until it would take one.
 */
export function admit(
  fullAt: number | undefined,
  now: number,
  { burst, intervalMs }: Rate,
): { fullAt: number } | { retryAfterMs: number } {
  if (fullAt === undefined || fullAt <= now) return { fullAt: now + intervalMs };
  const latest = now + (burst - 1) * intervalMs;
  if (fullAt <= latest) return { fullAt: fullAt + intervalMs };
  return { retryAfterMs: fullAt - latest };
}

export interface RequestLimiter {
  /** Counts one request of `group` for `sub`, or throws TooManyRequestsError (429) when over the limit. */
  take(sub: Requester, group: RequestGroup): Promise<void>;
  /**
   * Gives back a request `take` counted, when the work was refused as bad input (a file that is not a
   * library): only what was accepted counts. A bucket already full again gets nothing back.
   */
  giveBack(sub: Requester, group: RequestGroup): Promise<void>;
}

/** Tries of the conditional writes before a request racing others of the same user is refused. */
const MAX_TRIES = 3;

/** The limit item of a user and group (`PK=USER#<sub> SK=LIMIT#<group>`), or of a client (`PK=CLIENT#<hash>`). */
const limitKey = (who: Requester, group: RequestGroup): ItemKey =>
  typeof who === 'string'
    ? userItemKey(who, `LIMIT#${group}`)
    : { PK: `CLIENT#${keyPart(who.client)}`, SK: `LIMIT#${group}` };

/**
 * Per-user limits kept in the table, so every Lambda container (and the local stack) counts the
 * same requests: one item per user and group holding `full_at`, moved by one conditional
 * UpdateItem per request (the algorithm of `admit` as two conditions: a full bucket restarts,
 * a partly used one moves on by an interval while it is within the burst). Nothing expires: an
 * idle item is a full bucket. Which of the two writes to try first is remembered per container,
 * so a request costs one write; a refusal costs the two failed writes and one read (its
 * Retry-After). `now` is injectable for tests.
 */
export function createRequestLimiter(rates: Record<RequestGroup, Rate>, now: () => number = Date.now): RequestLimiter {
  /** The `full_at` this container last wrote per limit item: whether the bucket is likely full. */
  const lastFullAt = new RecentCache<number>(5000);

  const restart = (key: ItemKey, at: number, rate: Rate) =>
    db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET full_at = :next, entity = :entity',
        ConditionExpression: 'attribute_not_exists(full_at) OR full_at <= :now',
        ExpressionAttributeValues: { ':next': at + rate.intervalMs, ':now': at, ':entity': 'RateLimit' },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
  const moveOn = (key: ItemKey, at: number, rate: Rate) =>
    db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET full_at = full_at + :interval',
        ConditionExpression: 'full_at BETWEEN :now AND :latest',
        ExpressionAttributeValues: {
          ':interval': rate.intervalMs,
          ':now': at,
          ':latest': at + (rate.burst - 1) * rate.intervalMs,
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );

  return {
    async giveBack(sub, group) {
      const rate = rates[group];
      const key = limitKey(sub, group);
      const written = await unlessConditionFails(
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key,
            UpdateExpression: 'SET full_at = full_at - :interval',
            ConditionExpression: 'full_at > :now',
            ExpressionAttributeValues: { ':interval': rate.intervalMs, ':now': now() },
            ReturnValues: 'UPDATED_NEW',
          }),
        ),
      );
      if (written) lastFullAt.set(`${key.PK} ${key.SK}`, written.Attributes!.full_at as number);
    },

    async take(sub, group) {
      const rate = rates[group];
      const key = limitKey(sub, group);
      const hintKey = `${key.PK} ${key.SK}`;
      for (let tries = 0; tries < MAX_TRIES; tries += 1) {
        const at = now();
        const likelyFull = (lastFullAt.get(hintKey, Infinity) ?? 0) <= at;
        const writes = likelyFull ? [restart, moveOn] : [moveOn, restart];
        for (const write of writes) {
          const written = await unlessConditionFails(write(key, at, rate));
          if (written) {
            lastFullAt.set(hintKey, written.Attributes!.full_at as number);
            return;
          }
        }
        const stored = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
        const fullAt = stored.Item?.full_at as number | undefined;
        if (fullAt !== undefined) lastFullAt.set(hintKey, fullAt);
        const decision = admit(fullAt, at, rate);
        if ('retryAfterMs' in decision) {
          const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
          count(METRIC.requestLimited);
          logger.warn('request limited', { group, retryAfterSeconds: seconds });
          throw new TooManyRequestsError(REFUSALS[group](waitText(seconds)), seconds);
        }
        // another request of this user moved the item between the writes and the read: try again
      }
      throw new TooManyRequestsError(REFUSALS[group](waitText(1)), 1);
    },
  };
}

let defaultLimiter: RequestLimiter | undefined;
/** The limiter with the functions' RATE_LIMIT_* settings, made on first use. */
const limiter = () => (defaultLimiter ??= createRequestLimiter(ratesFrom(config)));

/** Counts one request of `group` for the caller with the functions' RATE_LIMIT_* settings (429 when over). */
export const takeRequest = (sub: Requester, group: RequestGroup): Promise<void> => limiter().take(sub, group);

/** Gives back a request `takeRequest` counted, when it was refused as bad input. */
export const giveBackRequest = (sub: Requester, group: RequestGroup): Promise<void> => limiter().giveBack(sub, group);
