import { beforeAll, describe, expect, it } from 'vitest';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import { loadStageConfig } from './config';
import { completeSourceTree, policyStatements, synthesizePodium, type SynthesizedPodium } from './synth-test-app';

/** A stage selling subscriptions with Stripe: the secret is referenced by name, never by value. */
const STRIPE_STAGE = {
  stage: 'staging',
  billingProvider: 'stripe',
  stripeSecretName: 'podium/staging/stripe',
  stripePriceMonthly: 'price_1Monthly',
  stripePriceYearly: 'price_1Yearly',
};

let podium: SynthesizedPodium;
beforeAll(() => {
  podium = synthesizePodium(STRIPE_STAGE, completeSourceTree());
});

type Resources = Record<string, { Properties: Record<string, unknown> }>;

const roleOf = (domain: string) => {
  const fn = podium.api.domainFunctions.get(domain as never)!;
  return podium.api.getLogicalId(fn.fn.role!.node.defaultChild as CfnRole);
};

describe('Stripe billing in AWS', () => {
  it('serves the Stripe webhook without an authorizer, and the other billing routes with the JWT one', () => {
    const byKey = new Map(
      Object.values(podium.templates.api.findResources('AWS::ApiGatewayV2::Route') as Resources).map((r) => [
        r.Properties.RouteKey as string,
        r.Properties,
      ]),
    );
    const webhook = byKey.get('POST /api/billing/webhook')!;
    expect(webhook.AuthorizerId).toBeUndefined();
    expect(webhook.AuthorizationType ?? 'NONE').toBe('NONE');
    for (const key of ['GET /api/billing/subscription', 'POST /api/billing/checkout', 'POST /api/billing/portal']) {
      expect(byKey.get(key), key).toMatchObject({ AuthorizationType: 'JWT' });
    }
  });

  it('lets only the billing function read the Stripe secret, by the name in the stage configuration', () => {
    const secretStatements = policyStatements(podium.templates.api, podium.templates.data, podium.templates.web).filter(
      ({ statement }) =>
        ([] as string[]).concat(statement.Action).some((action) => action.startsWith('secretsmanager:')),
    );
    expect(secretStatements.length).toBeGreaterThan(0);
    for (const { roles, statement } of secretStatements) {
      expect(roles).toEqual([{ Ref: roleOf('billing') }]);
      expect(([] as string[]).concat(statement.Action).sort()).toEqual([
        'secretsmanager:DescribeSecret',
        'secretsmanager:GetSecretValue',
      ]);
      expect(JSON.stringify(statement.Resource)).toContain(':secret:podium/staging/stripe-??????');
    }
  });

  it('gives the functions the secret name and the price ids, never a secret value', () => {
    expect(podium.api.functionEnvironment).toMatchObject({
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_NAME: 'podium/staging/stripe',
      STRIPE_PRICE_MONTHLY: 'price_1Monthly',
      STRIPE_PRICE_YEARLY: 'price_1Yearly',
    });
    expect(Object.keys(podium.api.functionEnvironment)).not.toContain('STRIPE_SECRET_KEY');
    expect(Object.keys(podium.api.functionEnvironment)).not.toContain('STRIPE_WEBHOOK_SECRET');
    const templates = JSON.stringify([
      podium.templates.api.toJSON(),
      podium.templates.web.toJSON(),
      podium.templates.data.toJSON(),
    ]);
    expect(templates).not.toMatch(/sk_(test|live)_|whsec_/);
  });

  it('passes cdk-nag with the secret grant', () => {
    expect(podium.validationErrors).toEqual([]);
  });

  it('refuses a Stripe stage without the secret name or the price ids', () => {
    expect(() =>
      loadStageConfig(() => undefined, { PODIUM_BILLING_PROVIDER: 'stripe', PODIUM_STRIPE_PRICE_MONTHLY: 'price_1M' }),
    ).toThrow(
      /stripeSecretName \(-c stripeSecretName=… or PODIUM_STRIPE_SECRET_NAME\): is required when billingProvider is stripe.*stripePriceYearly/,
    );
    expect(() => loadStageConfig(() => undefined, { PODIUM_STRIPE_PRICE_MONTHLY: 'prod_123' })).toThrow(
      /a Stripe price id/,
    );
  });
});
