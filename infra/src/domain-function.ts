import { AssetHashType, DockerImage, Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  ApplicationLogLevel,
  Architecture,
  Code,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { bundleFunction, FUNCTION_ENTRY_FILE } from './bundling';
import type { BucketName, FunctionProfile, ObjectAccess } from './permissions';
import type { SourceTree } from './paths';

const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const TABLE_WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];
const OBJECT_ACTIONS: Record<ObjectAccess, string> = {
  read: 's3:GetObject',
  write: 's3:PutObject',
  delete: 's3:DeleteObject',
};

/** Where every function's metrics go: one namespace per stage (alarms read it, see alarms.ts). */
export const metricsNamespace = (stage: string) => `Podium/${stage}`;

/** The Powertools service name of a function (`podium-<domain>`, or `podium-csv-worker`). */
export const serviceName = (name: string) => `podium-${name}`;

export interface DomainFunctionProps {
  /** The domain of the route table, or `csv-worker`: names the service in logs and metrics. */
  name: string;
  stage: string;
  entry: string;
  sources: SourceTree;
  profile: FunctionProfile;
  environment: Record<string, string>;
  logRemovalPolicy: RemovalPolicy;
  description: string;
}

/** What a profile's grants refer to. */
export interface GrantTargets {
  table: ITable;
  buckets: Record<BucketName, IBucket>;
  csvQueue: IQueue;
  /** ARNs of the configured Bedrock model, or undefined when the assistant runs embedded. */
  bedrockModelArns?: readonly string[];
}

/**
 * One Lambda of the app: Node 22 on ARM64, an ESM bundle with its chunks built by the local
 * esbuild (bundling.ts; no Docker), its own log group, and grant helpers that add exactly the
 * actions a domain needs.
 */
export class DomainFunction extends Construct {
  readonly fn: LambdaFunction;
  readonly timeout: Duration;
  readonly serviceName: string;

  constructor(scope: Construct, id: string, props: DomainFunctionProps) {
    super(scope, id);
    this.timeout = Duration.seconds(props.profile.timeoutSeconds);
    this.serviceName = serviceName(props.name);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: props.logRemovalPolicy,
    });
    // our own role instead of AWSLambdaBasicExecutionRole: it may write to its log group only
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    logGroup.grantWrite(role);
    const { root } = props.sources;
    this.fn = new LambdaFunction(this, 'Function', {
      description: props.description,
      // esbuild's code splitting needs an output folder, which NodejsFunction (one --outfile) cannot give
      code: Code.fromAsset(root, {
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          image: DockerImage.fromRegistry('dummy'), // never pulled: the local bundling below always succeeds
          // CDK reuses a bundle for assets with the same options, and the local bundler (a function) is not
          // one of them: without the entry here, every function of the app would get the first one's bundle
          environment: { PODIUM_FUNCTION: `${props.name} ${props.entry}` },
          local: {
            tryBundle: (outputDir) => {
              bundleFunction(root, props.name, props.entry, outputDir);
              return true;
            },
          },
        },
      }),
      handler: `${FUNCTION_ENTRY_FILE.replace(/\.mjs$/, '')}.handler`, // index.handler
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.profile.memoryMb,
      timeout: this.timeout,
      logGroup,
      // JSON lines (Powertools writes its own JSON; Lambda's START/END/REPORT lines follow suit)
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      systemLogLevelV2: SystemLogLevel.WARN,
      tracing: Tracing.ACTIVE,
      role,
      // no NODE_OPTIONS=--enable-source-maps: Node would parse every source map at each cold start (bundling.ts)
      environment: {
        ...props.environment,
        POWERTOOLS_SERVICE_NAME: this.serviceName,
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(props.stage),
      },
    });
  }

  grantTableRead(table: ITable): this {
    table.grant(this.fn, ...TABLE_READ);
    return this;
  }

  grantTableReadWrite(table: ITable): this {
    table.grant(this.fn, ...TABLE_READ, ...TABLE_WRITE);
    return this;
  }

  grantObjects(bucket: IBucket, access: readonly ObjectAccess[]): this {
    if (access.length === 0) return this;
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: [...new Set(access.map((a) => OBJECT_ACTIONS[a]))],
        resources: [bucket.arnForObjects('*')],
      }),
    );
    return this;
  }

  grantSendMessages(queue: IQueue): this {
    queue.grantSendMessages(this.fn);
    return this;
  }

  /** Converse and ConverseStream are authorized by the InvokeModel actions. */
  grantModelInvoke(modelArns: readonly string[]): this {
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
        resources: [...modelArns],
      }),
    );
    return this;
  }

  /** Applies a profile of permissions.ts through the helpers above. */
  grantProfile(profile: FunctionProfile, targets: GrantTargets): this {
    if (profile.table === 'read') this.grantTableRead(targets.table);
    if (profile.table === 'readWrite') this.grantTableReadWrite(targets.table);
    for (const [name, access] of Object.entries(profile.buckets ?? {}) as [BucketName, ObjectAccess[]][]) {
      this.grantObjects(targets.buckets[name], access);
    }
    if (profile.sendToCsvQueue) this.grantSendMessages(targets.csvQueue);
    if (profile.bedrock && targets.bedrockModelArns) this.grantModelInvoke(targets.bedrockModelArns);
    return this;
  }
}
