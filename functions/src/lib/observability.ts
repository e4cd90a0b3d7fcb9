import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MiddlewareObj } from '@middy/core';
import type { ApiEvent } from './responses';

/**
 * The one Logger and the one Metrics of the functions. The CDK function construct sets
 * `POWERTOOLS_SERVICE_NAME` (podium-<domain>), `POWERTOOLS_METRICS_NAMESPACE` and the JSON log
 * format; locally one process serves every domain, so each log line also carries its route.
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'podium' });
/**
 * Metrics are written as CloudWatch embedded-metric lines, which mean something only in Lambda;
 * the local server (one process, every domain) keeps them off its console.
 */
const publishesMetrics = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'Podium',
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'podium',
});

/*
 * X-Ray: the CDK stack turns Lambda's active tracing on for every function, which records each
 * invocation (its init, run and overhead) with no code here. The Powertools Tracer, which added a
 * subsegment per SDK call, is left out: it was about 118 kB of every bundle (aws-xray-sdk-core,
 * semver, cls-hooked) and a fifth of a cold import (docs/benchmarks.md).
 */

/** Metric names, in one place so the alarms and dashboards name the same ones. */
export const METRIC = {
  unhandledError: 'UnhandledError',
  programWriteConflict: 'ProgramWriteConflict',
  programWriteRetry: 'ProgramWriteRetry',
  groupCommitBatchSize: 'GroupCommitBatchSize',
  accountReuseHit: 'AccountReuseHit',
  accountReuseMiss: 'AccountReuseMiss',
  ensembleNamesReuseHit: 'EnsembleNamesReuseHit',
  ensembleNamesReuseMiss: 'EnsembleNamesReuseMiss',
  libraryCopyHit: 'LibraryCopyHit',
  libraryCopyMiss: 'LibraryCopyMiss',
  importRows: 'ImportRows',
  importRowsFailed: 'ImportRowsFailed',
  assistantLatency: 'AssistantLatency',
  assistantFallback: 'AssistantFallback',
  bedrockCalls: 'BedrockCalls',
  bedrockInputTokens: 'BedrockInputTokens',
  bedrockOutputTokens: 'BedrockOutputTokens',
  requestLimited: 'RequestLimited',
} as const;

export const count = (name: (typeof METRIC)[keyof typeof METRIC], value = 1) =>
  metrics.addMetric(name, MetricUnit.Count, value);

/** An unhandled error: counted per function (the alarm) and per route (to find it). */
export function countUnhandledError(routeKey: string) {
  if (!publishesMetrics) return;
  count(METRIC.unhandledError); // by service: what the alarm of each function watches
  const single = metrics.singleMetric();
  single.addDimension('route', routeKey);
  single.addMetric(METRIC.unhandledError, MetricUnit.Count, 1);
}

/**
 * The first middlewares of every function: Lambda context and the API Gateway request id
 * (`correlation_id`, the `apigw-requestid` the browser receives) on every log line of the
 * request, the route key, and the metrics of the invocation (with cold starts) flushed at its end.
 */
export const observability = (): MiddlewareObj<ApiEvent>[] => [
  injectLambdaContext(logger, { resetKeys: true }) as MiddlewareObj<ApiEvent>,
  {
    before: async ({ event }) => {
      logger.appendKeys({ route: event.routeKey, correlation_id: event.requestContext?.requestId });
      if (publishesMetrics) metrics.captureColdStartMetric();
    },
    after: flushMetrics,
    onError: flushMetrics,
  },
];

/** Publishes what the invocation counted (nothing when it counted nothing: no empty-metrics warning). */
export async function flushMetrics() {
  if (publishesMetrics && metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  else metrics.clearMetrics();
}
