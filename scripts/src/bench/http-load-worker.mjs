// Load clients of `npm run bench`, in a worker thread so their fetch and parsing cost does not
// land on the event loop of the API they measure (see runHttpPhase in load.ts). Plain JS: a
// worker thread does not inherit tsx's loader.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { clients, requests } = workerData;

async function measure(ms) {
  const latencies = [];
  const outcomes = {};
  let errors = 0;
  const started = performance.now();
  const deadline = started + ms;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const own = requests[client % requests.length];
      for (let iteration = 0; performance.now() < deadline; iteration += 1) {
        const { url, method, headers, body } = own[iteration % own.length];
        const t0 = performance.now();
        let outcome;
        let ok = false;
        try {
          const response = await fetch(url, { method, headers, body });
          await response.arrayBuffer();
          outcome = String(response.status);
          ok = response.status >= 200 && response.status < 300;
        } catch (error) {
          outcome = error instanceof Error ? error.name : 'error';
        }
        latencies.push(performance.now() - t0);
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        if (!ok) errors += 1;
      }
    }),
  );
  return { latencies, outcomes, errors, elapsed: performance.now() - started };
}

parentPort.on('message', async ({ phase, ms }) => {
  parentPort.postMessage({ phase, result: await measure(ms) });
});
