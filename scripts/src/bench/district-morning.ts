/**
 * `npm run bench -- --district-only`: a school district's morning on the local stack. 50 directors
 * at once, each signing in, adding an ensemble, importing a 2,000-row library, then browsing it,
 * building a program and asking the assistant while the imports run. Prints each route's p50 and
 * p99, every answer that was not the one expected (the errors, target 0), and how long each import
 * took from its upload to `completed`.
 */
import { performance } from 'node:perf_hooks';
import { startBenchStack } from './bench-stack';
import { percentile } from './load';

const DIRECTORS = 50;
const ROWS = 2000;
const round = (n: number) => Math.round(n * 10) / 10;

export interface DistrictMorning {
  directors: number;
  rows_per_import: number;
  errors: number;
  error_samples: string[];
  routes: Record<string, { requests: number; p50_ms: number; p99_ms: number }>;
  import_seconds: { min: number; median: number; max: number };
  wall_seconds: number;
}

const libraryOf = (director: number) =>
  `Title,Composer,Grade,Duration,Genre\n${Array.from(
    { length: ROWS },
    (_, i) =>
      `Morning Piece ${director}-${i},Composer ${i % 157},${1 + (i % 9) / 2},${120 + (i % 300)},${i % 3 ? 'March' : 'Lyrical'}`,
  ).join('\n')}\n`;

export async function benchDistrictMorning(log: (message: string) => void): Promise<DistrictMorning> {
  const stack = await startBenchStack();
  const latencies = new Map<string, number[]>();
  const errors: string[] = [];
  const importMs: number[] = [];
  try {
    const started = performance.now();
    const director = async (n: number) => {
      const authorization = `Bearer ${await stack.accessTokenFor(`district-${n}@example.com`)}`;
      const call = async <T>(route: string, method: string, path: string, body?: unknown, expect = [200, 201, 202]) => {
        const t = performance.now();
        const response = await fetch(`${stack.appUrl}/api${path}`, {
          method,
          headers: {
            authorization,
            ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
        });
        const text = await response.text();
        (latencies.get(route) ?? latencies.set(route, []).get(route)!).push(performance.now() - t);
        if (!expect.includes(response.status)) errors.push(`${route} ${response.status}: ${text.slice(0, 160)}`);
        return (text ? JSON.parse(text) : undefined) as T;
      };
      await call('GET /users/me', 'GET', '/users/me');
      const band = await call<{ id: number }>('POST /ensembles', 'POST', '/ensembles', {
        name: `District ${n} Band`,
        type: 'concert_band',
        level: 3,
      });
      const form = new FormData();
      form.append('file', new Blob([libraryOf(n)], { type: 'text/csv' }), 'library.csv');
      const uploadedAt = performance.now();
      const task = await call<{ id: number }>('POST /library/upload/csv', 'POST', '/library/upload/csv', form);
      // while the import runs: browse, build a program, ask the assistant
      for (const search of ['march', 'lyrical', 'composer 1']) {
        await call('GET /library/entries', 'GET', `/library/entries?search=${encodeURIComponent(search)}&limit=50`);
      }
      const program = await call<{ id: number }>('POST /programs', 'POST', '/programs', {
        title: `Spring Concert ${n}`,
        ensemble_ids: [band.id],
      });
      await call('GET /programs', 'GET', '/programs');
      await call('GET /programs/{id}', 'GET', `/programs/${program.id}`);
      const chat = await call<{ session_id: number }>('POST /chat/message', 'POST', '/chat/message', {
        message: 'a grade 3 march for the spring concert',
        ensemble_id: band.id,
      });
      await call('POST /chat/followup', 'POST', '/chat/followup', {
        message: 'something shorter',
        ensemble_id: band.id,
        session_id: chat.session_id,
      });
      for (;;) {
        const status = await call<{ status: string }>(
          'GET /library/upload/status/{id}',
          'GET',
          `/library/upload/status/${task.id}`,
        );
        if (status.status === 'completed' || status.status === 'failed') {
          if (status.status === 'failed') errors.push(`import of director ${n} failed`);
          importMs.push(performance.now() - uploadedAt);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await call('GET /library/entries', 'GET', '/library/entries?search=morning&limit=100');
    };
    await Promise.all(Array.from({ length: DIRECTORS }, (_, n) => director(n)));
    const wall = (performance.now() - started) / 1000;
    const routes = Object.fromEntries(
      [...latencies].map(([route, values]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return [
          route,
          { requests: sorted.length, p50_ms: round(percentile(sorted, 50)), p99_ms: round(percentile(sorted, 99)) },
        ];
      }),
    );
    const imports = [...importMs].sort((a, b) => a - b);
    const figures: DistrictMorning = {
      directors: DIRECTORS,
      rows_per_import: ROWS,
      errors: errors.length,
      error_samples: errors.slice(0, 5),
      routes,
      import_seconds: {
        min: round(imports[0]! / 1000),
        median: round(percentile(imports, 50) / 1000),
        max: round(imports.at(-1)! / 1000),
      },
      wall_seconds: round(wall),
    };
    for (const [route, r] of Object.entries(routes))
      log(`district: ${route}: ${r.requests} requests, p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms`);
    log(
      `district: ${DIRECTORS} directors, ${errors.length} errors; imports of ${ROWS} rows finished in ${figures.import_seconds.min}–${figures.import_seconds.max} s (median ${figures.import_seconds.median} s); ${figures.wall_seconds} s in all`,
    );
    return figures;
  } finally {
    await stack.stop();
  }
}
