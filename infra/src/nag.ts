import { CfnResource, Validations } from 'aws-cdk-lib';
import { CfnRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import { rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { routeKey, routes } from '@app/shared/routes';
import type { ApiStack } from './api-stack';
import type { DataStack } from './data-stack';
import type { DomainFunction } from './domain-function';
import type { WebStack } from './web-stack';

/**
 * Acknowledges the IAM5 (wildcard) findings under `scope` whose text matches `pattern`. The
 * findings name resources only once cross-stack references are resolved, so they are computed
 * with cdk-nag's own rule in a construct validation, which runs after that and before cdk-nag.
 */
export function acknowledgeWildcards(scope: IConstruct, pattern: RegExp, reason: string): void {
  scope.node.addValidation({
    validate: () => {
      for (const resource of scope.node.findAll().filter(CfnResource.isCfnResource)) {
        const findings = rules.iam.IAMNoWildcardPermissions(resource);
        if (!Array.isArray(findings)) continue;
        for (const finding of findings.filter((f) => pattern.test(f))) {
          Validations.of(resource).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
        }
      }
      return [];
    },
  });
}

const acknowledge = (scope: IConstruct, id: string, reason: string) =>
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${id}`, reason });

const RUNTIME_REASON =
  'Node.js 22 is the runtime the team chose and tests against; the esbuild target follows it. Move both together when upgrading.';

function reviewFunction(fn: DomainFunction): void {
  acknowledge(fn.fn, 'L1', RUNTIME_REASON);
  acknowledgeWildcards(
    fn,
    /^Resource::.*(Pictures|Uploads|Documents)Bucket.*\/\*$/,
    'Object-level actions (Get/Put/DeleteObject only, per permissions.ts) on the keys of one private bucket: object keys are per-user ids, so the ARN needs the key wildcard.',
  );
  acknowledgeWildcards(
    fn,
    /^Resource::\*$/,
    'Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions (security.test.ts checks these are the only actions on *).',
  );
  acknowledgeWildcards(
    fn,
    /^Resource::.*Table.*\/index\/\*$/,
    'Query on the indexes of the one table; index names come from shared/src/table.ts.',
  );
  acknowledgeWildcards(
    fn,
    /^Resource::arn:<AWS::Partition>:bedrock:\*::foundation-model\/[^*]+$/,
    'A cross-region inference profile routes to the same foundation model in any region of its geography; the model id itself is fixed.',
  );
}

/**
 * Every cdk-nag AwsSolutions finding that is not fixed in the stacks, with the reason it stays.
 * A new finding fails synth (and the nag test) until it is fixed or reviewed here.
 */
export function suppressReviewedFindings({ data, api, web }: { data: DataStack; api: ApiStack; web: WebStack }): void {
  const accessLogReason =
    'Private bucket reached only through presigned URLs or CloudFront OAC; object access can be audited with CloudTrail S3 data events. A server access log bucket is optional hardening (docs/deployment-and-operations.md).';
  for (const bucket of Object.values(data.buckets)) acknowledge(bucket, 'S1', accessLogReason);
  acknowledge(web.siteBucket, 'S1', accessLogReason);

  const publicRoutes = new Set(routes.filter((r) => !r.auth).map(routeKey));
  for (const route of api.httpApi.node.findAll().filter((c): c is CfnRoute => c instanceof CfnRoute)) {
    if (publicRoutes.has(route.routeKey)) {
      acknowledge(
        route,
        'APIG4',
        'Public by design in shared/src/routes.ts (auth: false): the health check, the CSV import template, and the Stripe webhook (each request verified by its Stripe signature instead).',
      );
    }
  }
  for (const fn of [...api.domainFunctions.values(), api.csvWorker]) reviewFunction(fn);

  // the Lambda behind BucketDeployment is a CDK-provided singleton we do not configure
  for (const provider of web.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))) {
    const reason =
      'CDK-managed BucketDeployment provider: copies the built SPA from the CDK asset bucket to the site bucket and invalidates CloudFront.';
    acknowledge(provider, 'L1', reason);
    acknowledge(
      provider,
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason,
    );
    acknowledgeWildcards(provider, /.*/, reason);
  }

  const distribution = web.distribution;
  acknowledge(distribution, 'CFR1', 'No geo restriction: music directors anywhere may use the product.');
  acknowledge(
    distribution,
    'CFR2',
    'No WAF web ACL by default (cost per stage); the API has a JWT authorizer and per-user data. Attach a WAF ACL in front of CloudFront when abuse shows up (docs/deployment-and-operations.md).',
  );
  acknowledge(
    distribution,
    'CFR3',
    'Every /api request is logged by the HTTP API access log; static SPA files need no per-request log. Enable CloudFront standard logging when needed.',
  );
  if (!web.hasCustomCertificate) {
    acknowledge(
      distribution,
      'CFR4',
      'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose policy CloudFront fixes; with domainName + certificateArn it is TLS 1.2 (2021) or newer.',
    );
  }
}
