import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { config, localCredentials } from './config';

const sqs = new SQSClient({
  region: config.AWS_REGION,
  ...(config.SQS_ENDPOINT ? { endpoint: config.SQS_ENDPOINT } : {}),
  ...localCredentials(config.SQS_ENDPOINT),
});

/** Sends one JSON message to the CSV import queue. */
export async function sendToCsvQueue(message: unknown): Promise<void> {
  await sqs.send(new SendMessageCommand({ QueueUrl: config.CSV_QUEUE_URL, MessageBody: JSON.stringify(message) }));
}
