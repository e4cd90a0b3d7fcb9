import { ArnFormat, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { CSV_WORKER_CONCURRENCY } from '@app/shared/layout';
import { domains, routesOf, type Domain } from '@app/shared/routes';
import { ServiceAlarms } from './alarms';
import { billingEnvironment, grantStripeSecret } from './billing';
import {
  authorizerAudiences,
  functionOidcEnvironment,
  functionRequestLimitEnvironment,
  functionTermsEnvironment,
  isProductionStage,
  type StageConfig,
} from './config';
import type { DataStack } from './data-stack';
import { DomainFunction, type GrantTargets } from './domain-function';
import type { SourceTree } from './paths';
import { csvWorkerProfile, domainProfiles } from './permissions';
import { bedrockModelFor } from './bedrock-model';

export interface ApiStackProps extends StackProps {
  config: StageConfig;
  data: DataStack;
  sources: SourceTree;
}

/**
 * Batch settings of the CSV worker's event source (docs/deployment-and-operations.md, "Scale notes"):
 * one import per invocation, so a long import never fails the others of its batch, and
 * `CSV_WORKER_CONCURRENCY` at once over the FIFO queue's message groups (one per director).
 */
export const CSV_BATCH_SIZE = 1;
export const CSV_MAX_CONCURRENCY = CSV_WORKER_CONCURRENCY;

const CROSS_REGION_PROFILE = /^(us|eu|apac|jp|au|ca|us-gov|global)\.(.+)$/;

/**
 * ARNs that allow the configured model and nothing else: a foundation model in this region, or a
 * cross-region inference profile of this account plus the foundation model it routes to (in any
 * region of the profile's geography, which IAM can only express with a region wildcard).
 */
export function bedrockModelArns(stack: Stack, modelId: string): string[] {
  const foundation = (region: string, id: string) =>
    stack.formatArn({
      service: 'bedrock',
      region,
      account: '',
      resource: 'foundation-model',
      resourceName: id,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
  const profile = CROSS_REGION_PROFILE.exec(modelId);
  if (!profile) return [foundation(stack.region, modelId)];
  return [
    stack.formatArn({
      service: 'bedrock',
      resource: 'inference-profile',
      resourceName: modelId,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    }),
    foundation('*', profile[2]!),
  ];
}

/**
 * The HTTP API generated from the shared route table: one route per entry, integrated with one
 * Lambda per domain, JWT authorizer on every route that needs auth; plus the CSV import worker
 * on the data stack's queue, and the alarms.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly domainFunctions = new Map<Domain, DomainFunction>();
  readonly csvWorker: DomainFunction;
  readonly alarms: ServiceAlarms;
  /** With the Bedrock assistant: the stage's monthly Bedrock budget. */
  readonly bedrockBudget?: CfnBudget;
  /** What every function of the stage gets as its environment (the functions' config). */
  readonly functionEnvironment: Record<string, string>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, data, sources } = props;
    const logRemovalPolicy = isProductionStage(config.stage) ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    // exactly the variables of functions/src/lib/config.ts (test/config/environment.test.ts)
    // the model this region can serve, with tool use (synth fails with what to do otherwise)
    const bedrockModelId =
      config.assistantProvider === 'bedrock' ? bedrockModelFor(config.bedrockModelId, this.region) : undefined;
    this.functionEnvironment = {
      TABLE_NAME: data.table.tableName,
      PICTURES_BUCKET: data.buckets.pictures.bucketName,
      UPLOADS_BUCKET: data.buckets.uploads.bucketName,
      DOCUMENTS_BUCKET: data.buckets.documents.bucketName,
      CSV_QUEUE_URL: data.csvQueue.queueUrl,
      ...functionOidcEnvironment(config),
      ...billingEnvironment(config),
      ...functionTermsEnvironment(config),
      ...functionRequestLimitEnvironment(config),
      ASSISTANT_PROVIDER: config.assistantProvider,
      ...(bedrockModelId ? { BEDROCK_MODEL_ID: bedrockModelId } : {}),
    };
    const targets: GrantTargets = {
      table: data.table,
      buckets: data.buckets,
      csvQueue: data.csvQueue,
      bedrockModelArns: bedrockModelId ? bedrockModelArns(this, bedrockModelId) : undefined,
    };

    const accessLogs = new LogGroup(this, 'ApiAccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: logRemovalPolicy,
    });
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `podium-${config.stage}`,
      description: `Podium ${config.stage}: /api routes generated from shared/src/routes.ts`,
      createDefaultStage: false,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // every route's default: all callers together (per-user limits are the functions')
      throttle: { rateLimit: config.apiThrottleRate, burstLimit: config.apiThrottleBurst },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.httpApi.apiEndpoint,
      description: 'Direct HTTP API endpoint (the app calls /api through CloudFront)',
    });
    // API Gateway checks `aud` against this list, or `client_id` when a token has no `aud` (Cognito)
    const authorizer = new HttpJwtAuthorizer('Jwt', config.oidcIssuer, {
      jwtAudience: authorizerAudiences(config),
      identitySource: ['$request.header.Authorization'],
    });
    // a token must carry one of these (ID tokens carry none); the functions check the same
    const authorizationScopes = config.oidcRequiredScopes.length > 0 ? config.oidcRequiredScopes : undefined;

    for (const domain of domains) {
      const entry = sources.handlerEntry(domain);
      if (!sources.exists(entry)) throw new Error(`No handler for the ${domain} routes: ${entry} does not exist`);
      const profile = domainProfiles[domain];
      const fn = new DomainFunction(this, `${pascal(domain)}Function`, {
        name: domain,
        stage: config.stage,
        entry,
        sources,
        profile,
        environment: this.functionEnvironment,
        logRemovalPolicy,
        description: `Podium ${config.stage}: ${domain} API`,
      }).grantProfile(profile, targets);
      this.domainFunctions.set(domain, fn);
      const integration = new HttpLambdaIntegration(`${pascal(domain)}Integration`, fn.fn);
      for (const route of routesOf(domain)) {
        this.httpApi.addRoutes({
          path: route.path,
          methods: [HttpMethod[route.method]],
          integration,
          ...(route.auth ? { authorizer, authorizationScopes } : {}),
        });
      }
    }
    grantStripeSecret(this, config, this.domainFunctions.get('billing'));
    this.csvWorker = new DomainFunction(this, 'CsvWorkerFunction', {
      name: 'csv-worker',
      stage: config.stage,
      entry: sources.csvWorkerEntry,
      sources,
      profile: csvWorkerProfile,
      environment: this.functionEnvironment,
      logRemovalPolicy,
      description: `Podium ${config.stage}: CSV library import worker`,
    }).grantProfile(csvWorkerProfile, targets);
    this.csvWorker.fn.addEventSource(
      new SqsEventSource(data.csvQueue, {
        batchSize: CSV_BATCH_SIZE,
        maxConcurrency: CSV_MAX_CONCURRENCY,
        reportBatchItemFailures: true,
      }),
    );

    const monitored = new Map<string, DomainFunction>([...this.domainFunctions, ['csv-worker', this.csvWorker]]);
    this.alarms = new ServiceAlarms(this, 'Alarms', {
      stage: config.stage,
      httpApi: this.httpApi,
      functions: monitored,
      table: data.table,
      queue: data.csvQueue,
      deadLetterQueue: data.csvDeadLetterQueue,
      alarmEmail: config.alarmEmail,
      ...(bedrockModelId ? { bedrockTokensPerHour: config.bedrockTokensPerHourAlarm } : {}),
    });
    if (bedrockModelId) this.bedrockBudget = bedrockBudget(this, config);
  }
}

/**
 * The stage's monthly budget for Bedrock: an AWS Budget on the account's Bedrock cost (the service
 * as Cost Explorer names it), which emails alarmEmail when 80% is spent and when the month's
 * forecast passes 100%. Bedrock's on-demand calls carry no stage tag, so it counts every stage of the
 * account: one account per stage keeps it the stage's (docs/deployment-and-operations.md).
 */
function bedrockBudget(scope: Construct, config: StageConfig): CfnBudget {
  const subscribers = config.alarmEmail ? [{ subscriptionType: 'EMAIL', address: config.alarmEmail }] : [];
  const notify = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
    notification: { notificationType, comparisonOperator: 'GREATER_THAN', threshold, thresholdType: 'PERCENTAGE' },
    subscribers,
  });
  return new CfnBudget(scope, 'BedrockBudget', {
    budget: {
      budgetName: `podium-${config.stage}-bedrock`,
      budgetType: 'COST',
      timeUnit: 'MONTHLY',
      budgetLimit: { amount: config.bedrockMonthlyBudgetUsd, unit: 'USD' },
      costFilters: { Service: ['Amazon Bedrock'] },
    },
    ...(subscribers.length ? { notificationsWithSubscribers: [notify('ACTUAL', 80), notify('FORECASTED', 100)] } : {}),
  });
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
