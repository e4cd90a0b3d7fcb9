import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LatencySummary, PhaseResult } from './load';
import type { MixedStep } from './mixed-load';
import { markdownReport, summaryRows, writeResults, type BenchResults } from './report';

const latency = (p50: number, p99: number, errors = 0): LatencySummary => ({
  requests: 1000,
  errors,
  outcomes: errors ? { '200': 1000 - errors, '503': errors } : { '200': 1000 },
  p50_ms: p50,
  p95_ms: p99 - 1,
  p99_ms: p99,
  max_ms: p99 + 10,
  throughput_rps: 100,
});
const phase = (p50: number, p99: number): PhaseResult => ({
  ...latency(p50, p99),
  event_loop_utilization: 0.5,
  busy_ms_per_request: 1,
});

const processes = {
  api: { cpu_ms: 37_588, event_loop_utilization: 0.99 },
  dynalite_cpu_ms: 20_040,
  load: { cpu_ms: 7_421, event_loop_utilization: 0.2 },
  elapsed_ms: 60_010,
};
/** The 50-client step: the figures the bare DynamoDB calls are compared with. */
const fiftyClients: MixedStep = {
  clients: 50,
  stopped_by: 'time',
  routes: { get_program: latency(50, 120), list_programs: latency(300, 900), reorder_pieces: latency(70, 200, 2) },
  all_routes: latency(60, 500, 2),
  error_samples: [],
  processes,
  requests_per_api_cpu_second: 800,
  health: { ...latency(20, 40), api_cpu_ms: 10_000, requests_per_api_cpu_second: 4000 },
};
const tenClients: MixedStep = {
  ...fiftyClients,
  clients: 10,
  routes: { get_program: latency(8, 20), list_programs: latency(40, 90), reorder_pieces: latency(12, 30) },
  all_routes: latency(10, 80),
  processes: { ...processes, api: { cpu_ms: 30_000, event_loop_utilization: 0.8 } },
  requests_per_api_cpu_second: 900,
  health: { ...latency(2, 5), api_cpu_ms: 9_000, requests_per_api_cpu_second: 4500 },
};

/** A whole run's results, with figures easy to find in the table. */
function results(): BenchResults {
  return {
    date: '2026-11-22T12:00:00.000Z',
    node: 'v20.20.2',
    machine: {
      cpu: 'Test CPU',
      cpus: 2,
      total_memory_gb: 23.5,
      load_average_at_start: [1.5, 1, 0.5],
      load_average_at_end: [2, 1.5, 1],
    },
    run_seconds: { bundles: 20, total: 400 },
    bundles: {
      runs_per_figure: 7,
      bare_node_ms: 40,
      functions: {
        programs: {
          kb: 310.5,
          lazy_chunks_kb: 0,
          cold_import_ms: 120,
          cold_import_beyond_bare_node_ms: 80,
          cold_import_cpu_beyond_bare_node_ms: 70,
        },
        chat: {
          kb: 563.2,
          lazy_chunks_kb: 40.1,
          cold_import_ms: 182,
          cold_import_beyond_bare_node_ms: 142,
          cold_import_cpu_beyond_bare_node_ms: 120,
        },
      },
      chat_first_message_beyond_bare_node_ms: 171,
      dynamodb_client_import_beyond_bare_node_ms: 60,
      dynamodb_client_import_cpu_beyond_bare_node_ms: 50,
      targets: { max_bundle_kb: 400, max_cold_import_ms_beyond_bare_node: 100 },
      met: { every_bundle_at_most_400_kb: false, every_import_at_most_100_ms_beyond_bare_node: false },
    },
    first_page: {
      home_js: { chunks: 5, gzip_kb: 164.5, heaviest: [] },
      dashboard_js: { chunks: 9, gzip_kb: 251, heaviest: [] },
      lighthouse_home_desktop: {
        performance: 99,
        accessibility: 100,
        first_contentful_paint_ms: 400,
        largest_contentful_paint_ms: 500,
        total_blocking_time_ms: 0,
        cumulative_layout_shift: 0,
        lighthouse: '12.8.2',
      },
      targets: { home_js_gzip_kb_max: 170, dashboard_js_gzip_kb_max: 200 },
    },
    builder: {
      program: { pieces: 100, ensembles: 8 },
      open_ms: { first_with_code_load: 480, median: 120, p95: 143, commit_median: 60, runs: 12 },
      drop_ms: { median: 49.7, p95: 59, max: 70, commit_median: 20, runs: 20 },
      builder_js: { chunks: 3, gzip_kb: 40 },
      targets: { open_median_ms: 200, drop_p95_ms: 50 },
      met: { open_median_at_most_200_ms: true, drop_p95_at_most_50_ms: false },
    },
    pages: {
      library_entries: 10_000,
      search_keystroke_to_paint_ms: { median: 210, p95: 260, max: 300, runs: 24 },
      page_js: { library: { chunks: 2, gzip_kb: 17.7 }, chat: { chunks: 2, gzip_kb: 14.4 } },
      targets: { library_search_keystroke_to_paint_p95_ms: 150 },
      met: { library_search_p95_at_most_150_ms: false },
    },
    library: {
      import: { rows: 10_000, csv_kb: 1325, upload_to_completed_ms: 6000, rows_per_second: 1667 },
      import_floor_batch_write: { rows: 10_000, ms: 3000, rows_per_second: 3333 },
      search_10k_entries: phase(40, 90),
      search_floor_get_item: phase(5, 12),
      assistant_message_10k_entries: {
        requests: 200,
        p50_ms: 28.6,
        p95_ms: 48.4,
        max_ms: 60,
        recommendations_per_answer: 4,
      },
      targets: {
        import_rows_per_second_min_ratio_to_floor: 0.5,
        search_p95_max_ms: 100,
        assistant_message_p95_max_ms: 300,
      },
      met: {
        import_ratio_to_floor: 0.5,
        import_at_least_half_the_floor: true,
        search_p95_ms: 89,
        search_p95_under_100_ms: true,
        assistant_p95_ms: 48.4,
        assistant_p95_under_300_ms: true,
      },
    },
    mixed_load: {
      setup: {
        clients: 50,
        seconds: 60,
        warmup_seconds: 2,
        floor_seconds_per_call: 10,
        max_requests: 200_000,
        client_steps: [10, 50],
        stopped_by: 'time',
        programs: 50,
        pieces_per_program: 18,
        library_entries: 10_000,
        weights: {
          list_programs: 3,
          get_program: 5,
          reorder_pieces: 3,
          add_piece: 2,
          remove_piece: 2,
          library_search: 4,
          chat_message: 1,
        },
        sequence: [],
      },
      routes: fiftyClients.routes,
      all_routes: fiftyClients.all_routes,
      error_samples: [],
      processes,
      by_clients: { 10: tenClients, 50: fiftyClients },
      floor: {
        get_item_program: { ...latency(30, 60), load_process_cpu_ms: 1, dynalite_process_cpu_ms: 1 },
        get_item_library_version: { ...latency(20, 50), load_process_cpu_ms: 1, dynalite_process_cpu_ms: 1 },
        query_programs: { ...latency(700, 1000), load_process_cpu_ms: 1, dynalite_process_cpu_ms: 1 },
        put_item_program: { ...latency(40, 80), load_process_cpu_ms: 1, dynalite_process_cpu_ms: 1 },
      },
      p99_ratio_to_floor: {
        get_program: { floor: 'get_item_program', p99_ms: 120, floor_p99_ms: 60, ratio: 2 },
        list_programs: { floor: 'query_programs', p99_ms: 900, floor_p99_ms: 1000, ratio: 0.9 },
        reorder_pieces: {
          floor: 'put_item_program',
          p99_ms: 200,
          floor_p99_ms: 80,
          ratio: 2.5,
        },
      },
      one_client_alone: {
        list_programs: { ...latency(6, 9), api_cpu_ms_per_request: 7.5, dynalite_cpu_ms_per_request: 6 },
        health: { ...latency(1, 2), api_cpu_ms_per_request: 0.4, dynalite_cpu_ms_per_request: 0 },
      },
      cost_targets: { list_programs_api_cpu_ms_max: 8, get_program_api_cpu_ms_max: 4 },
      cost_met: { list_programs_at_most_8_ms_api_cpu: true, get_program_at_most_4_ms_api_cpu: null },
      targets: { errors: 0 },
      met: { no_errors: false },
    },
    documents: {
      booklet_render: { pieces: 100, with_notes: true, runs: 10, median_ms: 79, max_ms: 90, bytes: 30_000 },
      document_api: {
        route: 'GET /api/document/programs/{id}',
        requests: 20,
        p50_ms: 63,
        p95_ms: 111,
        max_ms: 120,
        bytes: 30_000,
      },
      targets: { booklet_100_pieces_with_notes_median_ms: 300 },
      met: { booklet_median_under_300_ms: true },
    },
  };
}

const row = (rows: ReturnType<typeof summaryRows>, start: string) => {
  const found = rows.find((r) => r.figure.startsWith(start));
  if (!found) throw new Error(`no row starts with ${start}: ${rows.map((r) => r.figure).join('; ')}`);
  return found;
};

describe('summaryRows', () => {
  const rows = summaryRows(results());

  it('prints each route at 10 and at 50 clients, against its bare DynamoDB call at 50 with no target', () => {
    expect(row(rows, 'GET /api/programs/{id}, mixed load (10 and 50 clients, 60 s each)')).toEqual({
      figure: 'GET /api/programs/{id}, mixed load (10 and 50 clients, 60 s each): p50 / p99',
      value: '10 clients: 8 ms / 20 ms; 50 clients: 50 ms / 120 ms = 2× the bare GetItem of the program (p99 60 ms)',
      target: '—',
      met: null,
    });
    expect(row(rows, 'GET /api/programs,')).toMatchObject({ target: '—', met: null });
  });

  it('lists the routes in the order of the workload', () => {
    expect(rows.slice(0, 3).map((r) => r.figure.split(',')[0])).toEqual([
      'GET /api/programs',
      'GET /api/programs/{id}',
      'PUT /api/programs/{id}/pieces/reorder',
    ]);
  });

  it('shows a write beside its floor without a target', () => {
    expect(row(rows, 'PUT /api/programs/{id}/pieces/reorder')).toMatchObject({
      value: '10 clients: 12 ms / 30 ms; 50 clients: 70 ms / 200 ms = 2.5× the bare PutItem of the program (p99 80 ms)',
      target: '—',
      met: null,
    });
  });

  it('prints what the API process answers per second of its CPU at each step, the health route of the same step beside it', () => {
    expect(row(rows, 'Mixed load: requests per second')).toMatchObject({
      value:
        '10 clients: 900 (health 4500, p50 / p99 2 ms / 5 ms); 50 clients: 800 (health 4000, p50 / p99 20 ms / 40 ms)',
      target: '—',
      met: null,
    });
  });

  it('shows how busy each process was during the mixed load, to tell which one was the limit', () => {
    expect(row(rows, 'Mixed load: the API process')).toMatchObject({
      value: '10 clients: 0.8; 30 s, 20 s, 7.4 s in 60 s; 50 clients: 0.99; 37.6 s, 20 s, 7.4 s in 60 s',
      met: null,
    });
  });

  it('fails the error count when any request failed', () => {
    expect(row(rows, 'Mixed load: requests, errors')).toEqual({
      figure: 'Mixed load: requests, errors',
      value: '10 clients: 1000 (100/s), 0 errors; 50 clients: 1000 (100/s), 2 errors',
      target: '0 errors',
      met: false,
    });
  });

  it('names the largest bundle and the slowest import, each against its budget', () => {
    expect(row(rows, 'Largest function bundle')).toMatchObject({
      value: '563.2 kB (chat)',
      target: '≤ 400 kB',
      met: false,
    });
    expect(row(rows, 'Slowest cold import')).toMatchObject({
      value: '142 ms (chat; its CPU 120 ms; the most CPU: 120 ms)',
      target: '≤ 100 ms',
      met: false,
    });
  });

  it('prints the API and database CPU of a request of each route alone, the health route as the floor', () => {
    expect(row(rows, 'GET /api/programs (50 programs), one client alone')).toMatchObject({
      value: '7.5 ms / 6 ms',
      target: 'API ≤ 8 ms',
      met: true,
    });
    expect(row(rows, 'GET /api/health')).toMatchObject({ value: '0.4 ms / 0 ms', target: '—', met: null });
  });

  it('has a row for every other benchmark with a target', () => {
    expect(row(rows, 'CSV import').met).toBe(true);
    expect(row(rows, 'Library search over').value).toBe('89 ms');
    expect(row(rows, 'Assistant').target).toBe('p95 < 300 ms');
    expect(row(rows, 'Booklet').met).toBe(true);
    expect(row(rows, 'The same booklet through').met).toBeNull();
    expect(row(rows, 'JS of / ').met).toBe(true);
    expect(row(rows, 'JS of /dashboard')).toMatchObject({ value: '251 kB', met: false });
    expect(row(rows, 'JS of /dashboard').target).toBe('≤ 200 kB');
  });

  it('prints the builder and the library page at their percentile and size', () => {
    expect(row(rows, 'Program Builder open (100 pieces)')).toMatchObject({
      value: '120 ms (p95 143 ms; first, with its code: 480 ms)',
      target: '≤ 200 ms',
      met: true,
    });
    expect(row(rows, 'Program Builder drop (100 pieces)')).toEqual({
      figure: 'Program Builder drop (100 pieces) to repainted: p95',
      value: '59 ms (median 49.7 ms, 20 drops)',
      target: '≤ 50 ms',
      met: false,
    });
    expect(row(rows, 'Library page search over 10000 entries')).toMatchObject({
      value: '260 ms (median 210 ms, 24 searches)',
      target: '≤ 150 ms',
      met: false,
    });
  });
});

describe('markdownReport', () => {
  it('is a table under a line with the date, the machine, its load and the run time', () => {
    const markdown = markdownReport(results());
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('# npm run bench, 2026-11-22');
    expect(lines[2]).toBe(
      '2026-11-22T12:00:00.000Z · Node v20.20.2 · 2 × Test CPU · 23.5 GB · load average 1.5 1 0.5 at the start, 2 1.5 1 at the end · 400 s in all',
    );
    expect(lines[4]).toBe('| figure | value | target | met |');
    expect(markdown).toContain(
      '| Mixed load: requests, errors | 10 clients: 1000 (100/s), 0 errors; 50 clients: 1000 (100/s), 2 errors | 0 errors | **no** |',
    );
    expect(markdown).toContain('| — | — |');
    expect(lines.filter((l) => l.startsWith('| ')).length).toBe(summaryRows(results()).length + 1);
  });

  it('escapes a pipe inside a cell', () => {
    const r = results();
    r.bundles.functions = {
      'a|b': {
        kb: 600,
        lazy_chunks_kb: 0,
        cold_import_ms: 1,
        cold_import_beyond_bare_node_ms: 1,
        cold_import_cpu_beyond_bare_node_ms: 1,
      },
    };
    expect(markdownReport(r)).toContain(
      '| Largest function bundle (what a cold start loads) | 600 kB (a\\|b) | ≤ 400 kB | **no** |',
    );
  });
});

describe('writeResults', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes every figure to latest.json and the table to latest.md, creating the folder', async () => {
    dir = await mkdtemp(join(tmpdir(), 'podium-bench-'));
    const target = join(dir, 'bench', 'results');
    const written = await writeResults(target, results());
    expect(written).toEqual([join(target, 'latest.json'), join(target, 'latest.md')]);
    expect(JSON.parse(await readFile(written[0]!, 'utf8'))).toEqual(results());
    expect(await readFile(written[1]!, 'utf8')).toBe(markdownReport(results()));
  });
});
