import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * When the request being handled must have answered (epoch milliseconds): the Lambda's remaining
 * time less the handler's own early cut-off, set by the HTTP handler for each request. Code that
 * waits on something slow (the assistant's model) sizes its wait from it, so the director gets an
 * answer, or a clear error naming the session, before the cut-off.
 */
const deadlines = new AsyncLocalStorage<number>();

export const withRequestDeadline = <T>(deadline: number, run: () => T): T => deadlines.run(deadline, run);

/** Milliseconds left before the request's deadline; Infinity outside a request (scripts, workers). */
export function timeLeftMs(): number {
  const deadline = deadlines.getStore();
  return deadline === undefined ? Number.POSITIVE_INFINITY : deadline - Date.now();
}
