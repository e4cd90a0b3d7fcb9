/**
 * The results of a full `npm run bench`: every figure in bench/results/latest.json, and the
 * figures that have a target (and a few that explain them) as a short Markdown table in
 * bench/results/latest.md. Both are gitignored; docs/benchmarks.md explains the figures.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { benchBuilder } from './builder';
import type { measureBundles } from './bundles';
import type { benchDocuments } from './documents';
import type { benchFirstPage } from './first-page';
import type { benchLibrary } from './library';
import type { PhaseResult } from './load';
import type { MixedLoadFigures } from './mixed-load';
import { MIXED_ROUTES, type MixedRoute } from './mixed-schedule';
import type { benchPages } from './pages';

export interface BenchResults {
  /** When the run started (ISO 8601). */
  date: string;
  node: string;
  machine: {
    cpu: string;
    cpus: number;
    total_memory_gb: number;
    load_average_at_start: number[];
    load_average_at_end: number[];
  };
  /** How long each benchmark took, and the whole run. */
  run_seconds: Record<string, number>;
  bundles: Awaited<ReturnType<typeof measureBundles>>;
  first_page: Awaited<ReturnType<typeof benchFirstPage>>;
  builder: Awaited<ReturnType<typeof benchBuilder>>;
  pages: Awaited<ReturnType<typeof benchPages>>;
  library: Awaited<ReturnType<typeof benchLibrary>>;
  mixed_load: MixedLoadFigures;
  breakdown?: Record<string, PhaseResult>;
  documents: Awaited<ReturnType<typeof benchDocuments>>;
}

export interface SummaryRow {
  figure: string;
  value: string;
  /** `—` when the figure has no target (it explains another one). */
  target: string;
  met: boolean | null;
}

export const ROUTE_LABELS: Record<MixedRoute, string> = {
  list_programs: 'GET /api/programs',
  get_program: 'GET /api/programs/{id}',
  reorder_pieces: 'PUT /api/programs/{id}/pieces/reorder',
  add_piece: 'POST /api/programs/{id}/pieces/{pieceId}',
  remove_piece: 'DELETE /api/programs/{id}/pieces/{pieceId}',
  library_search: 'GET /api/library/entries?search=…',
  chat_message: 'POST /api/chat/message',
};

const FLOOR_LABELS: Record<string, string> = {
  get_item_program: 'GetItem of the program',
  get_item_library_version: "GetItem of the library's version",
  query_programs: "Query of the user's programs",
  put_item_program: 'PutItem of the program',
};

const ms = (n: number) => `${n} ms`;
const seconds1 = (milliseconds: number | null) =>
  milliseconds === null ? '?' : `${Math.round(milliseconds / 100) / 10} s`;
const atMost = (limit: number, unit = '') => `≤ ${limit}${unit}`;
const under = (limit: number, unit = '') => `< ${limit}${unit}`;

/** The figures of the table, in the order of the run's report. */
export function summaryRows(r: BenchResults): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const add = (figure: string, value: string, target = '—', met: boolean | null = null) =>
    rows.push({ figure, value, target, met });
  const mixed = r.mixed_load;
  const { seconds } = mixed.setup;
  const steps = Object.values(mixed.by_clients).sort((a, b) => a.clients - b.clients);
  const counts = steps.map((step) => step.clients).join(' and ');
  const atEach = (text: (step: (typeof steps)[number]) => string) =>
    steps.map((step) => `${step.clients} clients: ${text(step)}`).join('; ');

  for (const route of MIXED_ROUTES) {
    if (!steps.some((step) => step.routes[route])) continue;
    const ratio = mixed.p99_ratio_to_floor[route];
    // the bare DynamoDB calls ran at the most clients: the ratio is the last step's
    const against = ratio
      ? ` = ${ratio.ratio}× the bare ${FLOOR_LABELS[ratio.floor] ?? ratio.floor} (p99 ${ms(ratio.floor_p99_ms)})`
      : '';
    add(
      `${ROUTE_LABELS[route]}, mixed load (${counts} clients, ${seconds} s each): p50 / p99`,
      `${atEach((step) => {
        const figures = step.routes[route];
        return figures ? `${ms(figures.p50_ms)} / ${ms(figures.p99_ms)}` : '—';
      })}${against}`,
    );
  }
  add(
    "Mixed load: requests per second of the API process's CPU, beside the health route (no token, no database) at as many clients",
    atEach(
      (step) =>
        `${step.requests_per_api_cpu_second} (health ${step.health.requests_per_api_cpu_second}, p50 / p99 ${ms(step.health.p50_ms)} / ${ms(step.health.p99_ms)})`,
    ),
  );
  add(
    "Mixed load: the API process's event loop busy; CPU of the API, dynalite, the load clients",
    atEach(
      ({ processes }) =>
        `${processes.api.event_loop_utilization}; ${seconds1(processes.api.cpu_ms)}, ${seconds1(processes.dynalite_cpu_ms)}, ${seconds1(processes.load.cpu_ms)} in ${seconds1(processes.elapsed_ms)}`,
    ),
  );
  add(
    'Mixed load: requests, errors',
    atEach(
      (step) =>
        `${step.all_routes.requests} (${step.all_routes.throughput_rps}/s), ${step.all_routes.errors + step.health.errors} errors`,
    ),
    '0 errors',
    mixed.met.no_errors,
  );

  // each route alone, one client: what one request costs the API and the database, the health route as the floor
  const costLabel: Record<string, string> = {
    ...ROUTE_LABELS,
    add_and_remove_piece: 'POST then DELETE /api/programs/{id}/pieces/{pieceId}',
    health: 'GET /api/health (no token, no database: the floor)',
  };
  const costTarget: Record<string, [number, boolean | null]> = {
    list_programs: [mixed.cost_targets.list_programs_api_cpu_ms_max, mixed.cost_met.list_programs_at_most_8_ms_api_cpu],
    get_program: [mixed.cost_targets.get_program_api_cpu_ms_max, mixed.cost_met.get_program_at_most_4_ms_api_cpu],
  };
  for (const [route, cost] of Object.entries(mixed.one_client_alone)) {
    const target = costTarget[route];
    add(
      `${costLabel[route] ?? route}${route === 'list_programs' ? ` (${mixed.setup.programs} programs)` : ''}, one client alone: API CPU / database CPU per request`,
      `${ms(cost.api_cpu_ms_per_request)} / ${cost.dynalite_cpu_ms_per_request === null ? '—' : ms(cost.dynalite_cpu_ms_per_request)}`,
      target ? `API ${atMost(target[0], ' ms')}` : '—',
      target ? target[1] : null,
    );
  }

  const lib = r.library;
  add(
    `CSV import of ${lib.import.rows} rows`,
    `${lib.import.rows_per_second} rows/s = ${lib.met.import_ratio_to_floor}× BatchWriteItem (${lib.import_floor_batch_write.rows_per_second} rows/s)`,
    `${'≥'} ${lib.targets.import_rows_per_second_min_ratio_to_floor}× floor`,
    lib.met.import_at_least_half_the_floor,
  );
  add(
    `Library search over ${lib.import.rows} entries (20 clients): p95`,
    ms(lib.search_10k_entries.p95_ms),
    under(lib.targets.search_p95_max_ms, ' ms'),
    lib.met.search_p95_under_100_ms,
  );
  add(
    'Assistant (embedded), one message at a time: p50 / p95',
    `${ms(lib.assistant_message_10k_entries.p50_ms)} / ${ms(lib.assistant_message_10k_entries.p95_ms)}`,
    `p95 ${under(lib.targets.assistant_message_p95_max_ms, ' ms')}`,
    lib.met.assistant_p95_under_300_ms,
  );

  const docs = r.documents;
  add(
    'Booklet of 100 pieces with notes, rendered: median',
    ms(docs.booklet_render.median_ms),
    under(docs.targets.booklet_100_pieces_with_notes_median_ms, ' ms'),
    docs.met.booklet_median_under_300_ms,
  );
  add(
    'The same booklet through GET /api/document/programs/{id}: p50 / p95',
    `${ms(docs.document_api.p50_ms)} / ${ms(docs.document_api.p95_ms)}`,
  );

  const bundles = Object.entries(r.bundles.functions);
  const largest = bundles.reduce((a, b) => (b[1].kb > a[1].kb ? b : a));
  const slowest = bundles.reduce((a, b) =>
    b[1].cold_import_beyond_bare_node_ms > a[1].cold_import_beyond_bare_node_ms ? b : a,
  );
  add(
    'Largest function bundle (what a cold start loads)',
    `${largest[1].kb} kB (${largest[0]})`,
    atMost(r.bundles.targets.max_bundle_kb, ' kB'),
    r.bundles.met.every_bundle_at_most_400_kb,
  );
  add(
    'Slowest cold import beyond bare Node',
    `${ms(slowest[1].cold_import_beyond_bare_node_ms)} (${slowest[0]}; its CPU ${ms(slowest[1].cold_import_cpu_beyond_bare_node_ms)}; the most CPU: ${ms(Math.max(...bundles.map(([, f]) => f.cold_import_cpu_beyond_bare_node_ms)))})`,
    atMost(r.bundles.targets.max_cold_import_ms_beyond_bare_node, ' ms'),
    r.bundles.met.every_import_at_most_100_ms_beyond_bare_node,
  );
  add(
    "The floor under those imports: the AWS SDK's DynamoDB document client alone, bundled the same way, beyond bare Node",
    `${ms(r.bundles.dynamodb_client_import_beyond_bare_node_ms)} (CPU ${ms(r.bundles.dynamodb_client_import_cpu_beyond_bare_node_ms)})`,
    '—',
    true,
  );
  add(
    'Chat: first message after a cold start, beyond bare Node (import, catalogue, one answer; no database)',
    ms(r.bundles.chat_first_message_beyond_bare_node_ms),
    '—',
    true,
  );

  const page = r.first_page;
  add(
    'JS of / (signed out), gzip',
    `${page.home_js.gzip_kb} kB`,
    atMost(page.targets.home_js_gzip_kb_max, ' kB'),
    page.home_js.gzip_kb <= page.targets.home_js_gzip_kb_max,
  );
  add(
    'JS of /dashboard (signed in, empty cache), gzip',
    `${page.dashboard_js.gzip_kb} kB`,
    atMost(page.targets.dashboard_js_gzip_kb_max, ' kB'),
    page.dashboard_js.gzip_kb <= page.targets.dashboard_js_gzip_kb_max,
  );
  if (page.lighthouse_home_desktop) {
    add(
      'Lighthouse desktop on /: performance, accessibility',
      `${page.lighthouse_home_desktop.performance}, ${page.lighthouse_home_desktop.accessibility}`,
    );
  }

  const builder = r.builder;
  const pieces = `${builder.program.pieces} pieces`;
  add(
    `Program Builder open (${pieces}), click to painted: median`,
    `${ms(builder.open_ms.median)} (p95 ${ms(builder.open_ms.p95)}; first, with its code: ${ms(builder.open_ms.first_with_code_load)})`,
    atMost(builder.targets.open_median_ms, ' ms'),
    builder.met.open_median_at_most_200_ms,
  );
  add(
    `Program Builder drop (${pieces}) to repainted: p95`,
    `${ms(builder.drop_ms.p95)} (median ${ms(builder.drop_ms.median)}, ${builder.drop_ms.runs} drops)`,
    atMost(builder.targets.drop_p95_ms, ' ms'),
    builder.met.drop_p95_at_most_50_ms,
  );

  const search = r.pages.search_keystroke_to_paint_ms;
  add(
    `Library page search over ${r.pages.library_entries} entries, last keystroke to painted: p95`,
    `${ms(search.p95)} (median ${ms(search.median)}, ${search.runs} searches)`,
    atMost(r.pages.targets.library_search_keystroke_to_paint_p95_ms, ' ms'),
    r.pages.met.library_search_p95_at_most_150_ms,
  );
  return rows;
}

const cell = (text: string) => text.replaceAll('|', '\\|');
const metCell = (met: boolean | null) => (met === null ? '—' : met ? 'yes' : '**no**');

/** The table of latest.md, under a line saying when, where and how long. */
export function markdownReport(r: BenchResults): string {
  const { machine } = r;
  const lines = [
    `# npm run bench, ${r.date.slice(0, 10)}`,
    '',
    `${r.date} · Node ${r.node} · ${machine.cpus} × ${machine.cpu} · ${machine.total_memory_gb} GB · load average ${machine.load_average_at_start.join(' ')} at the start, ${machine.load_average_at_end.join(' ')} at the end · ${r.run_seconds.total ?? '?'} s in all`,
    '',
    '| figure | value | target | met |',
    '|---|---|---|---|',
    ...summaryRows(r).map(
      (row) => `| ${cell(row.figure)} | ${cell(row.value)} | ${cell(row.target)} | ${metCell(row.met)} |`,
    ),
    '',
    'Every figure: latest.json beside this file.',
  ];
  return `${lines.join('\n')}\n`;
}

/** Writes latest.json and latest.md into `dir` (created when missing); the paths written. */
export async function writeResults(dir: string, results: BenchResults): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const json = join(dir, 'latest.json');
  const markdown = join(dir, 'latest.md');
  await writeFile(json, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(markdown, markdownReport(results));
  return [json, markdown];
}
