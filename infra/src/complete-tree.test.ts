import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes, type Domain } from '@app/shared/routes';
import { domainProfiles } from './permissions';
import {
  completeSourceTree,
  policyStatements,
  SITE_HEADERS_POLICY,
  starOnStar,
  synthesizePodium,
  type SynthesizedPodium,
} from './synth-test-app';

// A production stage over a source tree where every handler, the CSV worker and the web build
// exist: the shape the stacks take once every part is built.
const context = {
  stage: 'prod',
  oidcIssuer: 'https://podium.eu.auth0.com/',
  oidcClientId: 'abc123',
  oidcAudience: 'https://api.podium.example.org',
  assistantProvider: 'bedrock',
  bedrockModelId: 'eu.anthropic.claude-3-5-haiku-20241022-v1:0',
  billingProvider: 'development',
  domainName: 'podium.example.org',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f3e1c2a-1111-2222-3333-444455556666',
  alarmEmail: 'ops@example.org',
};
let podium: SynthesizedPodium;
const sources = completeSourceTree();
beforeAll(() => {
  podium = synthesizePodium(context, sources);
});
afterAll(() => rmSync(sources.root, { recursive: true, force: true }));

type Resources = Record<
  string,
  { Properties: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string }
>;

/** Actions allowed to a domain's function role, apart from writing its own logs. */
function actionsOf(domain: Domain | 'csv-worker'): string[] {
  const fn = domain === 'csv-worker' ? podium.api.csvWorker : podium.api.domainFunctions.get(domain)!;
  const roleId = podium.api.getLogicalId(fn.fn.role!.node.defaultChild as never);
  return (
    policyStatements(podium.templates.api)
      .filter(({ roles }) => JSON.stringify(roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap(({ statement }) => ([] as string[]).concat(statement.Action))
      // logs and tracing come with every function, not from its profile
      .filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:'))
  );
}

describe('complete source tree', () => {
  it('has every route of the shared table, each on its domain function', () => {
    const keys = Object.values(podium.templates.api.findResources('AWS::ApiGatewayV2::Route') as Resources).map(
      (r) => r.Properties.RouteKey,
    );
    expect(keys.sort()).toEqual(routes.map(routeKey).sort());
  });

  it('consumes the CSV queue with the worker, reporting partial batch failures', () => {
    const queueId = podium.data.getLogicalId(podium.data.csvQueue.node.defaultChild as never);
    podium.templates.api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp(queueId) },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(actionsOf('csv-worker')).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 's3:GetObject', 'dynamodb:BatchWriteItem']),
    );
    expect(actionsOf('csv-worker')).not.toContain('s3:PutObject');
  });

  it('grants each domain only the actions of its profile', () => {
    expect(actionsOf('health')).toEqual([]);
    for (const domain of ['billing', 'ensembles', 'programs'] as const) {
      expect(
        actionsOf(domain).filter((a) => !a.startsWith('dynamodb:')),
        domain,
      ).toEqual([]);
    }
    expect(actionsOf('users')).toEqual(expect.arrayContaining(['s3:GetObject', 's3:PutObject', 's3:DeleteObject']));
    // the library reads the uploads bucket too: the preview's first bytes of a file the browser stored
    expect(actionsOf('library')).toEqual(expect.arrayContaining(['s3:GetObject', 's3:PutObject', 'sqs:SendMessage']));
    for (const [domain, profile] of Object.entries(domainProfiles)) {
      expect(
        actionsOf(domain as Domain).some((a) => a.startsWith('bedrock:')),
        domain,
      ).toBe(Boolean(profile.bedrock));
    }
  });

  it('lets only the chat function invoke only the configured model', () => {
    const bedrock = policyStatements(podium.templates.api).filter(({ statement }) =>
      ([] as string[]).concat(statement.Action).some((a) => a.startsWith('bedrock:')),
    );
    expect(bedrock).toHaveLength(1);
    expect(bedrock[0]!.statement.Action).toEqual(['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream']);
    const resources = JSON.stringify(bedrock[0]!.statement.Resource);
    expect(resources).toContain(':inference-profile/eu.anthropic.claude-3-5-haiku-20241022-v1:0');
    expect(resources).toContain(':bedrock:*::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0');
    const chat = podium.templates.api.findResources('AWS::Lambda::Function', {
      Properties: {
        Environment: {
          Variables: {
            ASSISTANT_PROVIDER: 'bedrock',
            BEDROCK_MODEL_ID: context.bedrockModelId,
            BILLING_PROVIDER: 'development',
          },
        },
      },
    });
    expect(Object.keys(chat).length).toBeGreaterThan(0);
  });

  it("watches the model's cost: a token alarm on the chat function's metrics and a monthly Bedrock budget", () => {
    podium.templates.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('more than 2000000 Bedrock model tokens in an hour'),
      Threshold: 2_000_000,
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: 'input + output' }),
        Match.objectLike({
          MetricStat: Match.objectLike({
            Metric: Match.objectLike({
              MetricName: 'BedrockInputTokens',
              Dimensions: [{ Name: 'service', Value: 'podium-chat' }],
            }),
          }),
        }),
      ]),
    });
    podium.templates.api.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: {
        BudgetName: 'podium-prod-bedrock',
        BudgetType: 'COST',
        TimeUnit: 'MONTHLY',
        BudgetLimit: { Amount: 100, Unit: 'USD' },
        CostFilters: { Service: ['Amazon Bedrock'] },
      },
      NotificationsWithSubscribers: [
        Match.objectLike({
          Notification: Match.objectLike({ NotificationType: 'ACTUAL', Threshold: 80 }),
          Subscribers: [{ SubscriptionType: 'EMAIL', Address: 'ops@example.org' }],
        }),
        Match.objectLike({ Notification: Match.objectLike({ NotificationType: 'FORECASTED', Threshold: 100 }) }),
      ],
    });
  });

  it('still has no star-on-star statement and no unacknowledged cdk-nag error', () => {
    const { data, api, web } = podium.templates;
    expect(starOnStar(data, api, web)).toEqual([]);
    expect(podium.validationErrors).toEqual([]);
  });
});

describe('production stage', () => {
  it('protects and keeps the table and the buckets', () => {
    podium.templates.data.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    for (const bucket of Object.values(podium.templates.data.findResources('AWS::S3::Bucket') as Resources)) {
      expect(bucket.DeletionPolicy).toBe('Retain');
    }
    podium.templates.data.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });

  it('notifies the alarm email through SNS', () => {
    podium.templates.api.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: context.alarmEmail,
    });
    for (const alarm of Object.values(podium.templates.api.findResources('AWS::CloudWatch::Alarm') as Resources)) {
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
    }
  });

  it('serves the custom domain with the ACM certificate and TLS 1.2 or newer', () => {
    podium.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: [context.domainName],
        ViewerCertificate: {
          AcmCertificateArn: context.certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });

  it('allows the production issuer in the CSP', () => {
    const [policy] = Object.values(
      podium.templates.web.findResources('AWS::CloudFront::ResponseHeadersPolicy', SITE_HEADERS_POLICY) as Resources,
    );
    // then the uploads bucket, the browser's only other destination
    expect(JSON.stringify(policy!.Properties)).toContain("connect-src 'self' https://podium.eu.auth0.com https://\",");
    expect(JSON.stringify(policy!.Properties)).toContain("frame-src 'self' https://podium.eu.auth0.com;");
  });

  it('deploys hashed assets as immutable and the shell (index.html, config.json) uncached', () => {
    const deployments = Object.values(podium.templates.web.findResources('Custom::CDKBucketDeployment') as Resources);
    expect(
      deployments.map((d) => (d.Properties.SystemMetadata as Record<string, string>)['cache-control']).sort(),
    ).toEqual(['no-cache', 'public, max-age=31536000, immutable']);
    expect(deployments.find((d) => d.Properties.DestinationBucketKeyPrefix === 'assets/')).toBeDefined();
    const staged = readdirSync(podium.assemblyDir)
      .filter((entry) => entry.startsWith('asset.'))
      .map((entry) => join(podium.assemblyDir, entry));
    const shell = staged.filter((dir) => existsSync(join(dir, 'favicon.svg')));
    expect(shell).toHaveLength(1);
    expect(readdirSync(shell[0]!).sort()).toEqual(['favicon.svg']);
    // the HTML pages are staged one by one, with the site's origin in their link-preview tags
    const pages = staged.filter((dir) => existsSync(join(dir, 'index.html')));
    expect(pages.map((dir) => readdirSync(dir))).toEqual([['index.html']]);
    expect(staged.filter((dir) => existsSync(join(dir, 'index-abc123.js')))).toHaveLength(1);
  });
});
