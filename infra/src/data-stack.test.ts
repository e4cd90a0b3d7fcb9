import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSV_MAX_RECEIVE_COUNT } from '@app/shared/layout';
import { globalIndexes } from '@app/shared/table';
import { DOCUMENT_EXPIRY_DAYS, UPLOAD_EXPIRY_DAYS } from './data-stack';
import { synthesizePodium, type SynthesizedPodium } from './synth-test-app';

let podium: SynthesizedPodium;
beforeAll(() => {
  podium = synthesizePodium();
});

type Resources = Record<string, { Properties: Record<string, unknown>; DeletionPolicy?: string }>;

describe('table', () => {
  it('is one on-demand table with PK/SK strings, PITR and the indexes of shared/src/table.ts', () => {
    podium.templates.data.resourceCountIs('AWS::DynamoDB::Table', 1);
    podium.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      GlobalSecondaryIndexes: globalIndexes.length
        ? Match.arrayWith(globalIndexes.map((i) => Match.objectLike({ IndexName: i.name })))
        : Match.absent(),
    });
  });

  it('is not protected in a development stage (the production test checks the opposite)', () => {
    const [table] = Object.values(podium.templates.data.findResources('AWS::DynamoDB::Table') as Resources);
    expect(table!.Properties.DeletionProtectionEnabled).toBe(false);
    expect(table!.DeletionPolicy).toBe('Delete');
  });
});

describe('buckets', () => {
  const buckets = () => Object.entries(podium.templates.data.findResources('AWS::S3::Bucket') as Resources);

  it('are private, S3-encrypted and block every kind of public access', () => {
    expect(buckets()).toHaveLength(3);
    for (const [, bucket] of buckets()) {
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      });
    }
  });

  it('deny every request that does not use TLS', () => {
    const policies = Object.values(podium.templates.data.findResources('AWS::S3::BucketPolicy') as Resources);
    for (const [id] of buckets()) {
      const policy = policies.find((p) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: id }));
      expect(policy, id).toBeDefined();
      expect((policy!.Properties.PolicyDocument as { Statement: unknown[] }).Statement).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    }
  });

  it('expire uploads and generated documents, and keep pictures', () => {
    const expiry = (bucket: { Properties: Record<string, unknown> }) =>
      (bucket.Properties.LifecycleConfiguration as { Rules: { ExpirationInDays?: number }[] }).Rules.find(
        (r) => r.ExpirationInDays,
      )?.ExpirationInDays;
    const byId = Object.fromEntries(buckets().map(([id, b]) => [id.replace(/Bucket.*$/, ''), expiry(b)]));
    expect(byId).toEqual({ Pictures: undefined, Uploads: UPLOAD_EXPIRY_DAYS, Documents: DOCUMENT_EXPIRY_DAYS });
  });

  it('let the browser post a CSV to the uploads bucket only, from the site', () => {
    const cors = Object.fromEntries(
      buckets().map(([id, b]) => [id.replace(/Bucket.*$/, ''), b.Properties.CorsConfiguration]),
    );
    expect(cors).toEqual({
      Pictures: undefined,
      Documents: undefined,
      // the test stage has no custom domain: its site is a CloudFront domain
      Uploads: {
        CorsRules: [
          {
            AllowedMethods: ['POST'],
            AllowedOrigins: ['https://*.cloudfront.net'],
            AllowedHeaders: ['*'],
            MaxAge: 3000,
          },
        ],
      },
    });
  });
});

describe('queues', () => {
  it('are encrypted and refuse non-TLS requests', () => {
    for (const queue of Object.values(podium.templates.data.findResources('AWS::SQS::Queue') as Resources)) {
      expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    }
    podium.templates.data.resourceCountIs('AWS::SQS::QueuePolicy', 2);
  });

  it('give the worker six times its timeout to finish a batch', () => {
    podium.templates.data.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: 720,
      RedrivePolicy: Match.anyValue(),
    });
  });

  it('move a CSV message to the DLQ after the receive count shared with the local queue', () => {
    podium.templates.data.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: Match.objectLike({ maxReceiveCount: CSV_MAX_RECEIVE_COUNT }),
    });
  });
});
