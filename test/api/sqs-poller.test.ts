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
        Entries: ['a', 'b', 'poison'].map((body, i) => ({
          Id: String(i),
          MessageBody: body,
          MessageGroupId: body,
          MessageDeduplicationId: body,
        })),
      }),
    );
    // the poison ends in the DLQ after its last receive: once it is there it cannot come back
    const dead: string[] = [];
    const deadline = Date.now() + 20_000;
    while (!dead.length && Date.now() < deadline) {
      const received = await client.send(
        new ReceiveMessageCommand({ QueueUrl: sqs.deadLetterQueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
      );
      dead.push(...(received.Messages ?? []).map((m) => m.Body!));
    }
    await poller.stop();

    expect(events[0]!.Records[0]).toMatchObject({ eventSource: 'aws:sqs', eventSourceARN: Attributes!.QueueArn });
    expect(seen.filter((b) => b === 'a')).toHaveLength(1);
    expect(seen.filter((b) => b === 'b')).toHaveLength(1);
    expect(seen.filter((b) => b === 'poison')).toHaveLength(MAX_RECEIVE_COUNT);
    expect(dead).toEqual(['poison']);
  });
});
