import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { grantSubscription } from '@app/scripts/grant-subscription';
import type { LocalStack } from '@app/scripts/local/stack';

/** Grants the account of `email` a school's subscription until `until`, as an operator would (scripts/grant-subscription.ts). */
export async function grantSchoolSubscription(stack: LocalStack, email: string, until = '2030-06-30'): Promise<void> {
  const raw = new DynamoDBClient({
    endpoint: stack.env.DYNAMODB_ENDPOINT,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await grantSubscription({ client: DynamoDBDocumentClient.from(raw), table: stack.env.TABLE_NAME!, email, until });
  } finally {
    raw.destroy();
  }
}

/** Calls `/api<path>` as the director, expecting a 2xx. */
export type DirectorCall = (path: string, method: string, body: unknown) => Promise<void>;

/**
 * A director who finished sign-up through the API: their profile saved and the terms accepted (no
 * subscription yet: see grantSchoolSubscription). Gives a way to call the API as them.
 */
export async function signedUpDirector(
  stack: LocalStack,
  email: string,
  profile: { name: string; school_name: string; state: string; country: string },
): Promise<DirectorCall> {
  const token = await stack.accessTokenFor(email);
  const call: DirectorCall = async (path, method, body) => {
    const answer = await fetch(`${stack.appUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.ok, `${method} ${path}: ${answer.status}`).toBe(true);
  };
  await call('/users/me', 'PATCH', profile);
  await call('/users/me/accept-terms', 'POST', { terms_accepted: true, privacy_policy_accepted: true });
  return call;
}
