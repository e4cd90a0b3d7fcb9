import type { Context, SQSBatchItemFailure, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { flushMetrics, logger } from '../lib/observability';
import { runImport } from './import-service';
import type { CsvImportMessage } from './upload-service';

const isImportMessage = (value: unknown): value is CsvImportMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CsvImportMessage).sub === 'string' &&
  Number.isSafeInteger((value as CsvImportMessage).task_id);

function messageOf(body: string): CsvImportMessage | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return isImportMessage(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The CSV import worker (SQS-triggered in AWS, the local poller under `npm start`): each message
 * is one import task. A message that fails is reported in `batchItemFailures`, so only it comes
 * back (and reaches the dead-letter queue after the queue's receive count); a message that is not
 * an import task is logged and dropped.
 */
export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  if (context) logger.addContext(context);
  const batchItemFailures: SQSBatchItemFailure[] = [];
  for (const record of event.Records) {
    const message = messageOf(record.body);
    if (!message) {
      logger.error('CSV queue message is not an import task; dropped', { message_id: record.messageId });
      continue;
    }
    logger.appendKeys({ task_id: message.task_id, sub: message.sub });
    try {
      await runImport(message, Number(record.attributes?.ApproximateReceiveCount ?? 1));
    } catch (error) {
      logger.error('CSV import failed; SQS will deliver it again', {
        message_id: record.messageId,
        error: error as Error,
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    } finally {
      logger.removeKeys(['task_id', 'sub']);
    }
  }
  await flushMetrics();
  return { batchItemFailures };
}
