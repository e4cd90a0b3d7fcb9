import { processPartialResponse, SqsFifoPartialProcessorAsync } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
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

/** One message, one import task; a message that is not an import task is logged and dropped. */
async function importRecord(record: SQSRecord): Promise<void> {
  const message = messageOf(record.body);
  if (!message) {
    logger.error('CSV queue message is not an import task; dropped', { message_id: record.messageId });
    return;
  }
  logger.appendKeys({ task_id: message.task_id, sub: message.sub });
  try {
    await runImport(message, Number(record.attributes?.ApproximateReceiveCount ?? 1));
  } catch (error) {
    logger.error('CSV import failed; SQS will deliver it again', {
      message_id: record.messageId,
      error: error as Error,
    });
    throw error;
  } finally {
    logger.removeKeys(['task_id', 'sub']);
  }
}

/**
 * The CSV import worker (SQS-triggered in AWS, the local poller under `npm start`), on a FIFO queue
 * with one message group per director. Powertools' FIFO batch processor reports a message whose
 * import threw in `batchItemFailures` (and, to keep a director's imports in order, the later ones
 * of its group in the batch; other directors' go on), so only those come back, reaching the
 * dead-letter queue after the queue's receive count. A batch whose every message failed is reported
 * like any other rather than thrown, so SQS sees the same answer either way. Tests and the local
 * poller may call it without a Lambda context.
 */
export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  if (context?.awsRequestId) logger.addContext(context);
  try {
    // a processor per batch: it keeps the batch's state, and the local poller may run two batches at once
    return await processPartialResponse(event, importRecord, new SqsFifoPartialProcessorAsync(), {
      ...(context ? { context } : {}),
      skipGroupOnError: true,
      throwOnFullBatchFailure: false,
    });
  } finally {
    await flushMetrics();
  }
}
