import { rmSync } from 'node:fs';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains, routeKey, routes, type Domain } from '@app/shared/routes';
import { CSV_OLDEST_MESSAGE_ALARM_SECONDS, UNHANDLED_ERROR_METRIC } from './alarms';
import { CSV_BATCH_SIZE, CSV_MAX_CONCURRENCY } from './api-stack';
import { metricsNamespace } from './domain-function';
import { completeSourceTree, synthesizePodium, type SynthesizedPodium } from './synth-test-app';

let podium: SynthesizedPodium;

beforeAll(() => {
  podium = synthesizePodium();
});

type Resources = Record<string, { Properties: Record<string, unknown> }>;

/** Logical id of the Lambda function of a domain in the api template. */
function functionLogicalId(domain: Domain): string {
  const fn = podium.api.domainFunctions.get(domain);
  if (!fn) throw new Error(`no function for ${domain}`);
  return podium.api.getLogicalId(fn.fn.node.defaultChild as never);
}

describe('HTTP API generated from the shared route table', () => {
  it('creates a function for every domain of the table', () => {
    expect([...podium.api.domainFunctions.keys()].sort()).toEqual([...domains].sort());
  });

  it('refuses to synthesize a domain whose handler file is missing', () => {
    const sources = completeSourceTree();
    try {
      rmSync(sources.handlerEntry('chat'));
      expect(() => synthesizePodium(undefined, sources)).toThrow(/No handler for the chat routes/);
    } finally {
      rmSync(sources.root, { recursive: true, force: true });
    }
  });

  it('has every route of the table, and no other route', () => {
    const routeKeys = Object.values(podium.templates.api.findResources('AWS::ApiGatewayV2::Route') as Resources).map(
      (r) => r.Properties.RouteKey,
    );
    const expected = routes.map(routeKey);
    expect(routeKeys.sort()).toEqual(expected.sort());
  });

  it('puts the JWT authorizer on every route that needs auth, and none on public ones', () => {
    const authorizers = podium.templates.api.findResources('AWS::ApiGatewayV2::Authorizer') as Resources;
    expect(Object.keys(authorizers)).toHaveLength(1);
    const [authorizerId, authorizer] = Object.entries(authorizers)[0]!;
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Issuer: podium.config.oidcIssuer, Audience: [podium.config.oidcAudience] },
    });
    const byKey = new Map(
      Object.values(podium.templates.api.findResources('AWS::ApiGatewayV2::Route') as Resources).map((r) => [
        r.Properties.RouteKey,
        r.Properties,
      ]),
    );
    for (const route of routes) {
      const props = byKey.get(routeKey(route))!;
      if (route.auth) {
        expect(props, routeKey(route)).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
      } else {
        expect(props.AuthorizerId, routeKey(route)).toBeUndefined();
      }
    }
  });

  it("integrates each route with its domain's function", () => {
    const integrations = podium.templates.api.findResources('AWS::ApiGatewayV2::Integration') as Resources;
    const routesByKey = Object.values(podium.templates.api.findResources('AWS::ApiGatewayV2::Route') as Resources);
    for (const route of routes) {
      const props = routesByKey.find((r) => r.Properties.RouteKey === routeKey(route))!.Properties;
      const target = (props.Target as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
      const integrationId = (target[1] as { Ref: string }).Ref;
      expect(integrations[integrationId]!.Properties.IntegrationUri, routeKey(route)).toEqual({
        'Fn::GetAtt': [functionLogicalId(route.domain), 'Arn'],
      });
    }
  });

  it('runs every function on Node 22, ARM64, with the configuration the functions validate', () => {
    const functions = Object.values(podium.templates.api.findResources('AWS::Lambda::Function') as Resources);
    expect(functions.length).toBe(domains.length + 1);
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
      });
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      for (const name of [
        'TABLE_NAME',
        'PICTURES_BUCKET',
        'UPLOADS_BUCKET',
        'DOCUMENTS_BUCKET',
        'CSV_QUEUE_URL',
        'OIDC_ISSUER',
        'OIDC_AUDIENCE',
        'BILLING_PROVIDER',
      ]) {
        expect(variables, name).toHaveProperty(name);
      }
      expect(variables.OIDC_ISSUER).toBe(podium.config.oidcIssuer);
      expect(variables.OIDC_AUDIENCE).toBe(podium.config.oidcAudience);
      expect(variables.BILLING_PROVIDER).toBe('disabled');
    }
  });

  it("gives every function a code asset of its own (the bundles are cached by the asset's options)", () => {
    const functions = Object.values(podium.templates.api.findResources('AWS::Lambda::Function') as Resources);
    const assets = functions.map((fn) => JSON.stringify((fn.Properties.Code as { S3Key: unknown }).S3Key));
    expect(new Set(assets).size).toBe(functions.length);
  });

  it('writes API access logs to a log group with a retention', () => {
    podium.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('routeKey') },
    });
  });

  it('throttles the stage (all callers together) and gives every function the per-user limits', () => {
    podium.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 },
    });
    expect(podium.api.functionEnvironment).toMatchObject({
      RATE_LIMIT_CHAT: '20/1s',
      RATE_LIMIT_ANALYSIS: '10/3s',
      RATE_LIMIT_IMPORT: '10/30s',
      RATE_LIMIT_EXPORT: '10/5s',
      RATE_LIMIT_SHARED: '300/100ms',
    });
  });
});

describe('CSV import queue', () => {
  it('has a dead-letter queue', () => {
    const queues = podium.templates.data.findResources('AWS::SQS::Queue') as Resources;
    const main = Object.values(queues).find((q) => q.Properties.RedrivePolicy);
    const dlqId = podium.data.getLogicalId(podium.data.csvDeadLetterQueue.node.defaultChild as never);
    expect(main?.Properties.RedrivePolicy).toEqual({
      maxReceiveCount: 3,
      deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
    });
    expect(Object.keys(queues)).toHaveLength(2);
  });

  it('is consumed by the worker with partial batch failures', () => {
    podium.templates.api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: CSV_BATCH_SIZE,
      ScalingConfig: { MaximumConcurrency: CSV_MAX_CONCURRENCY },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });
});

describe('observability', () => {
  it('gives every function its Powertools service name, the stage metrics namespace, JSON logs and active tracing', () => {
    const functions = [...podium.api.domainFunctions.entries(), ['csv-worker', podium.api.csvWorker] as const];
    expect(functions.length).toBeGreaterThan(1);
    for (const [name, fn] of functions) {
      const resource = podium.templates.api.findResources('AWS::Lambda::Function')[
        podium.api.getLogicalId(fn.fn.node.defaultChild as never)
      ] as {
        Properties: {
          Environment: { Variables: Record<string, string> };
          LoggingConfig: Record<string, string>;
          TracingConfig: Record<string, string>;
        };
      };
      expect(resource.Properties.Environment.Variables).toMatchObject({
        POWERTOOLS_SERVICE_NAME: `podium-${name}`,
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(podium.config.stage),
      });
      expect(resource.Properties.LoggingConfig).toMatchObject({ LogFormat: 'JSON' });
      expect(resource.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    }
  });
});

describe('alarms', () => {
  it('creates errors, unhandled errors, throttles and p99 duration alarms per function, plus API 5xx, table throttles, queue age and DLQ depth', () => {
    const alarms = Object.values(podium.templates.api.findResources('AWS::CloudWatch::Alarm') as Resources);
    const functionCount = podium.api.domainFunctions.size + 1;
    expect(alarms).toHaveLength(4 * functionCount + 1 + 2 + 2);
    const unhandled = alarms.filter((a) => a.Properties.MetricName === UNHANDLED_ERROR_METRIC);
    expect(unhandled).toHaveLength(functionCount);
    for (const fn of [...podium.api.domainFunctions.values(), podium.api.csvWorker]) {
      podium.templates.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: metricsNamespace(podium.config.stage),
        MetricName: UNHANDLED_ERROR_METRIC,
        Dimensions: [{ Name: 'service', Value: fn.serviceName }],
        Statistic: 'Sum',
        Threshold: 1,
      });
    }
    podium.templates.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateAgeOfOldestMessage',
      Threshold: CSV_OLDEST_MESSAGE_ALARM_SECONDS,
    });
    const metricNames = alarms.map((a) => a.Properties.MetricName).filter(Boolean);
    expect(metricNames.filter((m) => m === 'Errors')).toHaveLength(functionCount);
    expect(metricNames.filter((m) => m === 'Throttles')).toHaveLength(functionCount);
    expect(metricNames.filter((m) => m === 'Duration')).toHaveLength(functionCount);
    expect(metricNames).toEqual(
      expect.arrayContaining(['ReadThrottleEvents', 'WriteThrottleEvents', 'ApproximateNumberOfMessagesVisible']),
    );
    podium.templates.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Duration',
      ExtendedStatistic: 'p99',
      Threshold: 8000, // 80% of a 10 s timeout (users)
    });
    const api5xx = alarms.find((a) => Array.isArray(a.Properties.Metrics));
    expect(JSON.stringify(api5xx?.Properties.Metrics)).toContain('5xx');
  });

  it('has no SNS topic without an alarm email', () => {
    podium.templates.api.resourceCountIs('AWS::SNS::Topic', 0);
  });

  it('has no Bedrock budget or token alarm with the embedded assistant', () => {
    podium.templates.api.resourceCountIs('AWS::Budgets::Budget', 0);
    expect(JSON.stringify(podium.templates.api.findResources('AWS::CloudWatch::Alarm'))).not.toContain('Bedrock');
  });
});

describe('JWT authorizer of a stage whose tokens carry no aud (Amazon Cognito)', () => {
  const issuer = 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Example';
  let cognito: SynthesizedPodium;
  beforeAll(() => {
    cognito = synthesizePodium({
      stage: 'staging',
      oidcIssuer: issuer,
      oidcClientId: '57cbishk4j24pabc1234567890',
      oidcAcceptedClientIds: '57cbishk4j24pabc1234567890',
      oidcRequiredScopes: 'https://api.podium.example.org/podium',
    });
  });

  it('checks client_id against the client ids (no placeholder audience) and requires the scope on every signed-in route', () => {
    const [authorizer] = Object.values(
      cognito.templates.api.findResources('AWS::ApiGatewayV2::Authorizer') as Resources,
    );
    expect(authorizer!.Properties.JwtConfiguration).toEqual({
      Issuer: issuer,
      Audience: ['57cbishk4j24pabc1234567890'],
    });
    const byKey = Object.values(cognito.templates.api.findResources('AWS::ApiGatewayV2::Route') as Resources).map(
      (r) => r.Properties,
    );
    expect(byKey.length).toBeGreaterThan(0);
    for (const route of byKey) {
      if (route.AuthorizationType === 'JWT')
        expect(route.AuthorizationScopes, String(route.RouteKey)).toEqual(['https://api.podium.example.org/podium']);
      else expect(route.AuthorizationScopes, String(route.RouteKey)).toBeUndefined();
    }
  });

  it('gives the functions the same lists', () => {
    const [fn] = Object.values(cognito.templates.api.findResources('AWS::Lambda::Function') as Resources);
    expect((fn!.Properties.Environment as { Variables: Record<string, string> }).Variables).toMatchObject({
      OIDC_ISSUER: issuer,
      OIDC_AUDIENCE: '',
      OIDC_ACCEPTED_CLIENT_IDS: '57cbishk4j24pabc1234567890',
      OIDC_REQUIRED_SCOPES: 'https://api.podium.example.org/podium',
      OIDC_ALGORITHMS: 'RS256',
    });
  });
});

describe('JWT authorizer with API audiences and client ids (Keycloak without an Audience mapper on some clients)', () => {
  it('lists both, as API Gateway checks aud when present and client_id otherwise against one list', () => {
    const keycloak = synthesizePodium({
      oidcIssuer: 'https://sso.example.org/realms/schools',
      oidcAudience: 'podium-api, https://api.podium.example.org',
      oidcAcceptedClientIds: 'podium-web',
    });
    const [authorizer] = Object.values(
      keycloak.templates.api.findResources('AWS::ApiGatewayV2::Authorizer') as Resources,
    );
    expect(authorizer!.Properties.JwtConfiguration).toMatchObject({
      Audience: ['podium-api', 'https://api.podium.example.org', 'podium-web'],
    });
    const routes = Object.values(keycloak.templates.api.findResources('AWS::ApiGatewayV2::Route') as Resources);
    expect(routes.every((r) => r.Properties.AuthorizationScopes === undefined)).toBe(true);
  });
});
