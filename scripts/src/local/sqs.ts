import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { createSqsServer } from 'local-aws-sqs';

export interface LocalSqs {
  endpoint: string;
  queueUrl: string;
  deadLetterQueueUrl: string;
  close(): Promise<void>;
}

/** Receives before a message moves to the dead-letter queue (the CDK stack uses the same). */
export const MAX_RECEIVE_COUNT = 3;

export const localSqsClient = (endpoint: string) =>
  new SQSClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

/** local-aws-sqs with the CSV queue and its dead-letter queue. Queues live in memory. */
export async function startSqs(port: number, queueName: string, visibilityTimeoutSeconds = 60): Promise<LocalSqs> {
  const server = (await createSqsServer({ port, hostname: '127.0.0.1', emulateQueueCreationLifecycle: false })) as Server;
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = localSqsClient(endpoint);
  const dlq = await client.send(new CreateQueueCommand({ QueueName: `${queueName}-dlq` }));
  const { Attributes } = await client.send(
    new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }),
  );
  const queue = await client.send(
    new CreateQueueCommand({
      QueueName: queueName,
      Attributes: {
        VisibilityTimeout: String(visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: Attributes!.QueueArn, maxReceiveCount: MAX_RECEIVE_COUNT }),
      },
    }),
  );
  client.destroy();
  return {
    endpoint,
    queueUrl: queue.QueueUrl!,
    deadLetterQueueUrl: dlq.QueueUrl!,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    }),
  };
}
