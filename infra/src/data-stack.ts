import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type CorsRule,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { DeduplicationScope, FifoThroughputLimit, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { CSV_MAX_RECEIVE_COUNT } from '@app/shared/layout';
import { globalIndexes, TABLE_PARTITION_KEY, TABLE_SORT_KEY } from '@app/shared/table';
import { isProductionStage, siteOrigins, type StageConfig } from './config';
import type { BucketName } from './permissions';

export interface DataStackProps extends StackProps {
  config: StageConfig;
}

/** Worker timeout × 6, as AWS advises for SQS event sources (retries inside one visibility window). */
export const CSV_QUEUE_VISIBILITY = Duration.minutes(12);

/** Lifecycle of the short-lived objects: uploaded CSVs and generated documents. */
export const UPLOAD_EXPIRY_DAYS = 7;
export const DOCUMENT_EXPIRY_DAYS = 30;

/**
 * Everything that holds state: the single table, the three private buckets and the CSV import
 * queue with its dead-letter queue. A production stage keeps all of it when the stack goes away.
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly buckets: Record<BucketName, IBucket>;
  readonly csvQueue: Queue;
  readonly csvDeadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const production = isProductionStage(props.config.stage);
    const removalPolicy = production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_PARTITION_KEY, type: AttributeType.STRING },
      sortKey: { name: TABLE_SORT_KEY, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: production,
      removalPolicy,
    });
    for (const index of globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }

    const bucket = (id: string, expiryDays?: number, cors?: CorsRule[]) =>
      new Bucket(this, id, {
        ...(cors ? { cors } : {}),
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        removalPolicy,
        autoDeleteObjects: !production,
        lifecycleRules: [
          { abortIncompleteMultipartUploadAfter: Duration.days(1) },
          ...(expiryDays ? [{ expiration: Duration.days(expiryDays) }] : []),
        ],
      });
    this.buckets = {
      pictures: bucket('PicturesBucket'),
      // the browser posts a CSV straight to this bucket (a presigned POST from the library function)
      uploads: bucket('UploadsBucket', UPLOAD_EXPIRY_DAYS, [
        {
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: siteOrigins(props.config),
          allowedHeaders: ['*'],
          maxAge: 3000,
        },
      ]),
      documents: bucket('DocumentsBucket', DOCUMENT_EXPIRY_DAYS),
    };

    // FIFO with one message group per director (functions/src/lib/sqs.ts): a director's imports run in
    // order, and one director's long import never holds another's
    this.csvDeadLetterQueue = new Queue(this, 'CsvImportDeadLetterQueue', {
      fifo: true,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy,
    });
    this.csvQueue = new Queue(this, 'CsvImportQueue', {
      fifo: true,
      deduplicationScope: DeduplicationScope.MESSAGE_GROUP,
      fifoThroughputLimit: FifoThroughputLimit.PER_MESSAGE_GROUP_ID,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: CSV_QUEUE_VISIBILITY,
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.csvDeadLetterQueue, maxReceiveCount: CSV_MAX_RECEIVE_COUNT },
      removalPolicy,
    });
  }
}
