import { DeleteMessageBatchCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';

export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

export interface PollerOptions {
  client: SQSClient;
  queueUrl: string;
  queueArn: string;
  handler: SqsHandler;
  batchSize?: number;
  /** Batches handled at once (Lambda's maximum concurrency): each lane polls on its own. */
  concurrency?: number;
  waitTimeSeconds?: number;
}

/**
 * What Lambda's SQS event source mapping does, locally: long-poll the queue, hand each batch to
 * the worker as an `SQSEvent`, delete the messages it did not report in `batchItemFailures`
 * (partial batch response). Failed messages come back after their visibility timeout and move
 * to the dead-letter queue after the redrive policy's receive count. `concurrency` lanes poll at
 * once, so on a FIFO queue one message group's long batch never holds another group's.
 */
export function startSqsPoller(options: PollerOptions): { stop(): Promise<void> } {
  let running = true;
  const abort = new AbortController();
  const context = {
    functionName: 'podium-local-csv-worker',
    awsRequestId: 'local',
    getRemainingTimeInMillis: () => 900_000,
  } as Context;

  const lane = async () => {
    while (running) {
      try {
        // local-aws-sqs holds a long poll until the whole batch is there (real SQS answers as soon as
        // one message is): wait for one, then take what else is waiting without waiting
        const receive = async (max: number, waitSeconds: number) =>
          (
            await options.client.send(
              new ReceiveMessageCommand({
                QueueUrl: options.queueUrl,
                MaxNumberOfMessages: max,
                WaitTimeSeconds: waitSeconds,
                MessageSystemAttributeNames: ['All'],
                // local-aws-sqs reads only the older name: without it, no ApproximateReceiveCount
                AttributeNames: ['All'],
                MessageAttributeNames: ['All'],
              }),
              { abortSignal: abort.signal },
            )
          ).Messages ?? [];
        const Messages = await receive(1, options.waitTimeSeconds ?? 2);
        if (!Messages.length) continue;
        const batchSize = options.batchSize ?? 10;
        if (batchSize > 1) Messages.push(...(await receive(batchSize - 1, 0)));
        const event: SQSEvent = {
          Records: Messages.map((m) => ({
            messageId: m.MessageId!,
            receiptHandle: m.ReceiptHandle!,
            body: m.Body ?? '',
            attributes: m.Attributes as SQSEvent['Records'][number]['attributes'],
            messageAttributes: {},
            md5OfBody: m.MD5OfBody ?? '',
            eventSource: 'aws:sqs',
            eventSourceARN: options.queueArn,
            awsRegion: 'us-east-1',
          })),
        };
        let failed = new Set<string>();
        try {
          const response = await options.handler(event, context);
          failed = new Set((response?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        } catch (error) {
          console.error('[sqs] worker failed the whole batch', error);
          failed = new Set(Messages.map((m) => m.MessageId!));
        }
        const done = Messages.filter((m) => !failed.has(m.MessageId!));
        if (done.length) {
          await options.client.send(
            new DeleteMessageBatchCommand({
              QueueUrl: options.queueUrl,
              Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
            }),
          );
        }
      } catch (error) {
        if (!running) break;
        console.error('[sqs] poll failed', error);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  const lanes = Array.from({ length: options.concurrency ?? 1 }, () => lane());

  return {
    async stop() {
      running = false;
      abort.abort();
      await Promise.all(lanes);
    },
  };
}
