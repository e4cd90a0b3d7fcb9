import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { config, localCredentials } from './config';

/**
 * SendMessage answers in milliseconds. The SDK waits forever by default; these bounds make a
 * queue that does not answer an error within about 7 s (3 tries), well inside API Gateway's 30 s.
 */
const sqs = new SQSClient({
  region: config.AWS_REGION,
  ...(config.SQS_ENDPOINT ? { endpoint: config.SQS_ENDPOINT } : {}),
  ...localCredentials(config.SQS_ENDPOINT),
  maxAttempts: 3,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true },
});

/**
 * Sends one JSON message to the CSV import queue (FIFO): `group` keeps one director's imports in
 * order and apart from everyone else's, `deduplicationId` makes a retried send one message.
 */
export async function sendToCsvQueue(message: unknown, group: string, deduplicationId: string): Promise<void> {
  await sqs.send(
    new SendMessageCommand({
      QueueUrl: config.CSV_QUEUE_URL,
      MessageBody: JSON.stringify(message),
      MessageGroupId: group,
      MessageDeduplicationId: deduplicationId,
    }),
  );
}
