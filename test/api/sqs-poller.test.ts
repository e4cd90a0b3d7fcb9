import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSqsPoller } from '@app/functions/local/sqs-poller';
import { localSqsClient, MAX_RECEIVE_COUNT, startSqs, type LocalSqs } from '@app/scripts/local/sqs';

let sqs: LocalSqs;
beforeAll(async () => {
  // a visibility timeout longer than the 1 s long poll, so one receive never returns a message twice
  sqs = await startSqs(0, 'poller-test', 2);
});
afterAll(async () => {
  await sqs.close();
});

const until = async (check: () => boolean, timeoutMs: number) => {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
};

describe('local SQS poller', () => {
  it('hands batches to the worker as an SQSEvent, deletes successes and redrives repeated failures to the DLQ', async () => {
    const client = localSqsClient(sqs.endpoint);
    const { Attributes } = await client.send(
      new GetQueueAttributesCommand({ QueueUrl: sqs.queueUrl, AttributeNames: ['QueueArn'] }),
    );
    const seen: string[] = [];
    const events: SQSEvent[] = [];
    const poller = startSqsPoller({
      client,
      queueUrl: sqs.queueUrl,
      queueArn: Attributes!.QueueArn!,
      waitTimeSeconds: 1,
      handler: async (event) => {
        events.push(event);
        seen.push(...event.Records.map((r) => r.body));
        return {
          batchItemFailures: event.Records.filter((r) => r.body === 'poison').map((r) => ({
            itemIdentifier: r.messageId,
          })),
        };
      },
    });
    await client.send(
      new SendMessageBatchCommand({
        QueueUrl: sqs.queueUrl,
        Entries: ['a', 'b', 'poison'].map((body, i) => ({ Id: String(i), MessageBody: body })),
      }),
    );
    await until(() => seen.filter((b) => b === 'poison').length >= MAX_RECEIVE_COUNT, 15_000);
    await new Promise((r) => setTimeout(r, 2500)); // one more visibility timeout: the poison must not come back
    await poller.stop();

    expect(events[0]!.Records[0]).toMatchObject({ eventSource: 'aws:sqs', eventSourceARN: Attributes!.QueueArn });
    expect(seen.filter((b) => b === 'a')).toHaveLength(1);
    expect(seen.filter((b) => b === 'b')).toHaveLength(1);
    expect(seen.filter((b) => b === 'poison')).toHaveLength(MAX_RECEIVE_COUNT);
    const dead = await client.send(
      new ReceiveMessageCommand({ QueueUrl: sqs.deadLetterQueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
    );
    expect(dead.Messages?.map((m) => m.Body)).toEqual(['poison']);
  });
});
