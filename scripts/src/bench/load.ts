import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

/** Latency figures of one route or call, from the latencies of every request. */
export interface LatencySummary {
  requests: number;
  errors: number;
  /** Count of each answer kind (HTTP status, or `ok`/error name for SDK calls). */
  outcomes: Record<string, number>;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  throughput_rps: number;
}

export interface PhaseResult extends LatencySummary {
  /** Share of the time the event loop (shared by the clients, the adapter and the handlers; dynalite runs in its own process) was busy. */
  event_loop_utilization: number;
  /**
   * Busy event-loop time per request: what one request costs this process in CPU, whatever the
   * queueing. With the loop saturated, latency ≈ clients × this (Little's law).
   */
  busy_ms_per_request: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

type Call = (client: number, iteration: number) => Promise<{ outcome: string; ok: boolean }>;

/**
 * Closed-loop load: `clients` loops each send one request after the other until `durationMs`
 * has passed (no new request starts after the deadline). `call` returns an outcome label and
 * whether it counts as a success; its latency is measured around the whole call. The same load
 * runs unmeasured for `warmupMs` first, so the JIT and connection pools are warm for every phase.
 */
export async function runPhase(clients: number, durationMs: number, call: Call, warmupMs = 0): Promise<PhaseResult> {
  if (warmupMs > 0) await measure(clients, warmupMs, call);
  return measure(clients, durationMs, call);
}

export interface HttpRequestSpec {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * `runPhase` for HTTP calls, with the clients in a worker thread: the API's event loop then does
 * only the API's work, as a Lambda would (the main thread's event-loop figures are the API's).
 * Client c sends `requests[c % requests.length]` in turn, one after the other.
 */
export async function runHttpPhase(
  clients: number,
  durationMs: number,
  requests: HttpRequestSpec[][],
  warmupMs = 0,
): Promise<PhaseResult> {
  const worker = new Worker(new URL('./http-load-worker.mjs', import.meta.url), { workerData: { clients, requests } });
  const run = (phase: string, ms: number) =>
    new Promise<{ latencies: number[]; outcomes: Record<string, number>; errors: number; elapsed: number }>(
      (resolve, reject) => {
        worker.once('error', reject);
        worker.once(
          'message',
          (message: {
            result: { latencies: number[]; outcomes: Record<string, number>; errors: number; elapsed: number };
          }) => resolve(message.result),
        );
        worker.postMessage({ phase, ms });
      },
    );
  try {
    if (warmupMs > 0) await run('warmup', warmupMs);
    const elu = performance.eventLoopUtilization();
    const { latencies, outcomes, errors, elapsed } = await run('measure', durationMs);
    return summarize(latencies, outcomes, errors, elapsed, performance.eventLoopUtilization(elu));
  } finally {
    await worker.terminate();
  }
}

/** p50/p95/p99/max (nearest rank) and throughput of the latencies of one phase, `elapsedMs` long. */
export function summarizeLatencies(
  latencies: readonly number[],
  outcomes: Record<string, number>,
  errors: number,
  elapsedMs: number,
): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    outcomes,
    p50_ms: round(percentile(sorted, 50)),
    p95_ms: round(percentile(sorted, 95)),
    p99_ms: round(percentile(sorted, 99)),
    max_ms: round(sorted.at(-1) ?? NaN),
    throughput_rps: round((sorted.length / elapsedMs) * 1000),
  };
}

function summarize(
  latencies: number[],
  outcomes: Record<string, number>,
  errors: number,
  elapsed: number,
  loop: { utilization: number; active: number },
): PhaseResult {
  return {
    ...summarizeLatencies(latencies, outcomes, errors, elapsed),
    event_loop_utilization: round(loop.utilization),
    busy_ms_per_request: round(loop.active / Math.max(1, latencies.length)),
  };
}

async function measure(clients: number, durationMs: number, call: Call): Promise<PhaseResult> {
  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const elu = performance.eventLoopUtilization();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let iteration = 0; performance.now() < deadline; iteration += 1) {
        const t0 = performance.now();
        let result: { outcome: string; ok: boolean };
        try {
          result = await call(client, iteration);
        } catch (error) {
          result = { outcome: error instanceof Error ? error.name : 'error', ok: false };
        }
        latencies.push(performance.now() - t0);
        outcomes[result.outcome] = (outcomes[result.outcome] ?? 0) + 1;
        if (!result.ok) errors += 1;
      }
    }),
  );
  return summarize(latencies, outcomes, errors, performance.now() - started, performance.eventLoopUtilization(elu));
}
