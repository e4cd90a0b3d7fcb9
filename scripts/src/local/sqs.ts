import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { createSqsServer } from 'local-aws-sqs';
import { CSV_MAX_RECEIVE_COUNT } from '@app/shared/layout';

export interface LocalSqs {
  endpoint: string;
  queueUrl: string;
  queueArn: string;
  deadLetterQueueUrl: string;
  close(): Promise<void>;
}

/** Receives before a message moves to the dead-letter queue: the number the CDK data stack uses. */
export const MAX_RECEIVE_COUNT = CSV_MAX_RECEIVE_COUNT;

export const localSqsClient = (endpoint: string) =>
  new SQSClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

/**
 * local-aws-sqs on 127.0.0.1 with the CSV queue and its dead-letter queue, both FIFO as in AWS (the
 * names get their `.fifo`). Queues live in memory.
 */
export async function startSqs(port: number, queueName: string, visibilityTimeoutSeconds = 60): Promise<LocalSqs> {
  const server = (await createSqsServer({
    port,
    hostname: '127.0.0.1',
    emulateQueueCreationLifecycle: false,
  })) as Server;
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = localSqsClient(endpoint);
  const dlq = await client.send(
    new CreateQueueCommand({ QueueName: `${queueName}-dlq.fifo`, Attributes: { FifoQueue: 'true' } }),
  );
  const { Attributes } = await client.send(
    new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }),
  );
  const queue = await client.send(
    new CreateQueueCommand({
      QueueName: `${queueName}.fifo`,
      Attributes: {
        FifoQueue: 'true',
        VisibilityTimeout: String(visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: Attributes!.QueueArn,
          maxReceiveCount: MAX_RECEIVE_COUNT,
        }),
      },
    }),
  );
  const { Attributes: queueAttributes } = await client.send(
    new GetQueueAttributesCommand({ QueueUrl: queue.QueueUrl, AttributeNames: ['QueueArn'] }),
  );
  client.destroy();
  return {
    endpoint,
    queueUrl: queue.QueueUrl!,
    queueArn: queueAttributes!.QueueArn!,
    deadLetterQueueUrl: dlq.QueueUrl!,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
