import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  Stats,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { metricsNamespace, serviceName, type DomainFunction } from './domain-function';

export interface ServiceAlarmsProps {
  stage: string;
  httpApi: IHttpApi;
  functions: ReadonlyMap<string, DomainFunction>;
  table: ITable;
  queue: IQueue;
  deadLetterQueue: IQueue;
  alarmEmail?: string;
  /** With the Bedrock assistant: the model tokens an hour (input and output) that raise the cost alarm. */
  bedrockTokensPerHour?: number;
}

/** The name of the metric the functions count an unhandled error under (functions/src/lib/observability.ts). */
export const UNHANDLED_ERROR_METRIC = 'UnhandledError';
/** The names of the metrics the functions count model tokens under (functions/src/lib/observability.ts). */
export const BEDROCK_TOKEN_METRICS = { input: 'BedrockInputTokens', output: 'BedrockOutputTokens' } as const;
/** Alarm when the oldest CSV import has waited this long: the worker is stuck or failing. */
export const CSV_OLDEST_MESSAGE_ALARM_SECONDS = 15 * 60;

const FIVE_MINUTES = Duration.minutes(5);
/** Alarm when the p99 duration of a function passes this share of its timeout. */
export const DURATION_ALARM_SHARE = 0.8;
export const API_5XX_PERCENT = 5;

/**
 * The alarms of a stage (docs/deployment-and-operations.md, "Alarms"). With an alarm email they notify an SNS topic with an
 * email subscription; without one they still show in the CloudWatch console.
 */
export class ServiceAlarms extends Construct {
  readonly topic?: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ServiceAlarmsProps) {
    super(scope, id);
    if (props.alarmEmail) {
      this.topic = new Topic(this, 'Topic', { displayName: `Podium ${props.stage} alarms`, enforceSSL: true });
      this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    }
    const alarm = (
      id: string,
      description: string,
      metric: IMetric,
      threshold: number,
      periods = 1,
      operator = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    ) => {
      const created = new Alarm(this, id, {
        alarmDescription: `Podium ${props.stage}: ${description}`,
        metric,
        threshold,
        evaluationPeriods: periods,
        datapointsToAlarm: periods,
        comparisonOperator: operator,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      if (this.topic) {
        created.addAlarmAction(new SnsAction(this.topic));
        created.addOkAction(new SnsAction(this.topic));
      }
      this.alarms.push(created);
      return created;
    };

    const serverErrorRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: {
        errors: props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: Stats.SUM }),
        requests: props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: Stats.SUM }),
      },
      period: FIVE_MINUTES,
      label: 'HTTP API 5xx (%)',
    });
    alarm(
      'Api5xxRate',
      `more than ${API_5XX_PERCENT}% of API requests answered 5xx in two consecutive 5-minute periods`,
      serverErrorRate,
      API_5XX_PERCENT,
      2,
      ComparisonOperator.GREATER_THAN_THRESHOLD,
    );

    for (const [name, fn] of props.functions) {
      const prefix = name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
      alarm(
        `${prefix}Errors`,
        `the ${name} function failed (uncaught error or timeout)`,
        fn.fn.metricErrors({ period: FIVE_MINUTES, statistic: Stats.SUM }),
        1,
      );
      // the error mapper turns a bug into a 500 answer, so Lambda's Errors metric never sees it
      alarm(
        `${prefix}UnhandledErrors`,
        `the ${name} function answered 500 for an unhandled error (a bug: see its logs by correlation_id)`,
        new Metric({
          namespace: metricsNamespace(props.stage),
          metricName: UNHANDLED_ERROR_METRIC,
          dimensionsMap: { service: fn.serviceName },
          period: FIVE_MINUTES,
          statistic: Stats.SUM,
        }),
        1,
      );
      alarm(
        `${prefix}Throttles`,
        `the ${name} function was throttled (concurrency limit reached)`,
        fn.fn.metricThrottles({ period: FIVE_MINUTES, statistic: Stats.SUM }),
        1,
      );
      const limit = Math.round(fn.timeout.toMilliseconds() * DURATION_ALARM_SHARE);
      alarm(
        `${prefix}DurationP99`,
        `p99 duration of the ${name} function above ${limit} ms (${DURATION_ALARM_SHARE * 100}% of its timeout) for 15 minutes`,
        fn.fn.metricDuration({ period: FIVE_MINUTES, statistic: Stats.percentile(99) }),
        limit,
        3,
      );
    }

    for (const kind of ['Read', 'Write'] as const) {
      alarm(
        `Table${kind}Throttles`,
        `DynamoDB throttled ${kind.toLowerCase()} requests (hot partition or account limit)`,
        props.table.metric(`${kind}ThrottleEvents`, { period: FIVE_MINUTES, statistic: Stats.SUM }),
        1,
      );
    }

    alarm(
      'CsvQueueOldestMessageAge',
      `a CSV import has waited more than ${CSV_OLDEST_MESSAGE_ALARM_SECONDS / 60} minutes in the queue (the worker is stuck or failing)`,
      props.queue.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES, statistic: Stats.MAXIMUM }),
      CSV_OLDEST_MESSAGE_ALARM_SECONDS,
      1,
      ComparisonOperator.GREATER_THAN_THRESHOLD,
    );

    if (props.bedrockTokensPerHour) {
      // the functions count each model call's tokens (functions/src/lib/observability.ts, METRIC.bedrock*)
      const tokens = (metricName: string) =>
        new Metric({
          namespace: metricsNamespace(props.stage),
          metricName,
          dimensionsMap: { service: serviceName('chat') },
          period: Duration.hours(1),
          statistic: Stats.SUM,
        });
      alarm(
        'BedrockTokensPerHour',
        `the assistant used more than ${props.bedrockTokensPerHour} Bedrock model tokens in an hour (cost: see the Bedrock budget)`,
        new MathExpression({
          expression: 'input + output',
          usingMetrics: { input: tokens(BEDROCK_TOKEN_METRICS.input), output: tokens(BEDROCK_TOKEN_METRICS.output) },
          period: Duration.hours(1),
          label: 'Bedrock tokens per hour',
        }),
        props.bedrockTokensPerHour,
        1,
        ComparisonOperator.GREATER_THAN_THRESHOLD,
      );
    }

    alarm(
      'CsvDeadLetterQueueNotEmpty',
      'CSV import messages reached the dead-letter queue (an upload failed every retry)',
      props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: FIVE_MINUTES,
        statistic: Stats.MAXIMUM,
      }),
      0,
      1,
      ComparisonOperator.GREATER_THAN_THRESHOLD,
    );
  }
}
