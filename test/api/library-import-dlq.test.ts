import { setTimeout as sleep } from 'node:timers/promises';
import { ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import type { UploadTask } from '@app/shared/contracts/library';
import { useLocalStack } from '../support/local-stack';

// a message that fails comes back after its visibility timeout: 1 s here instead of 60
const local = useLocalStack({ csvVisibilityTimeoutSeconds: 1 });

describe('an import that keeps failing', () => {
  it('goes to the dead-letter queue after the receive count and its task says failed, with what to do', async () => {
    const token = await local.token('import-dlq@example.com');
    const sub = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    expect((await local.api('/users/me', { token })).status).toBe(200);

    // a queued task whose file is not in the bucket: every delivery fails on the S3 read
    const { insertUploadTask } = await import('@app/functions/library/upload-task-repository');
    const { id } = await insertUploadTask(sub, {
      filename: 'lost.csv',
      rows_total: 3,
      object_key: `imports/${encodeURIComponent(sub)}/missing.csv`,
    });
    const sqs = new SQSClient({
      endpoint: local.stack.env.SQS_ENDPOINT,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: local.stack.queues.csv,
        MessageBody: JSON.stringify({ sub, task_id: id }),
        MessageGroupId: 'dlq-director',
        MessageDeduplicationId: String(id),
      }),
    );

    let task: UploadTask | undefined;
    for (let i = 0; i < 150 && task?.status !== 'failed'; i += 1) {
      await sleep(100);
      task = (await local.api<UploadTask>(`/library/upload/status/${id}`, { token })).body;
    }
    expect(task).toMatchObject({ status: 'failed', created: 0, finished_at: expect.any(String) });
    expect(task!.error).toMatch(/problem on our side.*upload the file again/);

    let dead: { Body?: string }[] = [];
    for (let i = 0; i < 50 && !dead.length; i += 1) {
      dead =
        (await sqs.send(new ReceiveMessageCommand({ QueueUrl: local.stack.queues.csvDeadLetter, WaitTimeSeconds: 0 })))
          .Messages ?? [];
      if (!dead.length) await sleep(200);
    }
    expect(dead.map((m) => JSON.parse(m.Body!))).toEqual([{ sub, task_id: id }]);
    sqs.destroy();
  });
});
