import type { Domain } from './routes';

/**
 * Where the deployable code of each part lives, relative to the repository root. The CDK app
 * (`infra/src/paths.ts`) bundles these files and the local stack loads the same ones, so "a
 * domain exists" means one thing everywhere: its handler file exists. Paths use `/` on every
 * platform (join them with `node:path` before use).
 */
export const handlerPath = (domain: Domain): string => `functions/src/${domain}/handler.ts`;

/** The SQS worker of CSV imports (exports `handler`); its queue and DLQ exist either way. */
export const CSV_WORKER_PATH = 'functions/src/library/csv-worker.ts';

/**
 * Receives of one CSV import message before SQS moves it to the dead-letter queue: the CDK
 * data stack's redrive policy and the local queue use this number.
 */
export const CSV_MAX_RECEIVE_COUNT = 3;

/**
 * Imports run at once, each one whole file (a batch of one message): the queue is FIFO with one
 * message group per director, so one director's imports run one after the other and never hold
 * another director's (AWS: the event source's maximum concurrency; locally: the poller's lanes).
 */
export const CSV_WORKER_CONCURRENCY = 5;
