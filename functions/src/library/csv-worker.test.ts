import type { SQSEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setPlaceholderFunctionEnv } from '../lib/config-for-tests';

const runImport = vi.hoisted(() => vi.fn());
vi.mock('./import-service', () => ({ runImport }));
setPlaceholderFunctionEnv({ AWS_REGION: 'us-east-1' });
const { handler } = await import('./csv-worker');

const batch = (...bodies: string[]): SQSEvent =>
  ({
    Records: bodies.map((body, i) => ({
      messageId: `m${i}`,
      body,
      attributes: { ApproximateReceiveCount: '2' },
      eventSource: 'aws:sqs',
    })),
  }) as never;
const task = (taskId: number) => JSON.stringify({ sub: 'a', task_id: taskId });

beforeEach(() => {
  runImport.mockReset();
});

describe('the CSV worker', () => {
  it('imports each task once, in order, with its receive count', async () => {
    runImport.mockResolvedValue(undefined);
    expect(await handler(batch(task(1), task(2)))).toEqual({ batchItemFailures: [] });
    expect(runImport.mock.calls).toEqual([
      [{ sub: 'a', task_id: 1 }, 2],
      [{ sub: 'a', task_id: 2 }, 2],
    ]);
  });

  it('reports only the messages whose import failed, so only they come back', async () => {
    runImport.mockImplementation(async ({ task_id: id }: { task_id: number }) => {
      if (id === 2) throw new Error('S3 is down');
    });
    expect(await handler(batch(task(1), task(2), task(3)))).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }] });
  });

  it('reports a batch whose every message failed instead of throwing', async () => {
    runImport.mockRejectedValue(new Error('DynamoDB is down'));
    expect(await handler(batch(task(1), task(2)))).toEqual({
      batchItemFailures: [{ itemIdentifier: 'm0' }, { itemIdentifier: 'm1' }],
    });
  });

  it('drops a message that is not an import task', async () => {
    expect(await handler(batch('not json', JSON.stringify({ sub: 'a' })))).toEqual({ batchItemFailures: [] });
    expect(runImport).not.toHaveBeenCalled();
  });
});
