/**
 * Size and cold-import time of every function bundle, built by the CDK app's own bundling
 * (infra/src/bundling.ts). Size: `index.mjs` and the chunks it imports statically, which is what
 * a cold start loads (the chunks of `import()`, such as Stripe or docx, are reported apart). Cold
 * import: a fresh `node` process that imports `index.mjs` (as Lambda does at a cold start, with a
 * configuration in the environment but no call), minus a bare `node -e ''` measured in the same
 * run. Medians of several runs, taken round by round over every bundle, so that a busy spell of
 * the machine slows one run of each rather than every run of one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { bundleFunction, FUNCTION_ENTRY_FILE, functionBuildOptions, loadedAtColdStart } from '@app/infra/bundling';
import { CSV_WORKER_PATH, handlerPath } from '@app/shared/layout';
import { domains } from '@app/shared/routes';
import { median } from './load';
import { REPO_ROOT } from '../local/stack';

export const BUNDLE_TARGETS = { max_bundle_kb: 400, max_cold_import_ms_beyond_bare_node: 100 };

/** What a function reads at module load (functions/src/lib/config.ts); no call is made. */
const FUNCTION_ENV = {
  TABLE_NAME: 'podium',
  PICTURES_BUCKET: 'pictures',
  UPLOADS_BUCKET: 'uploads',
  DOCUMENTS_BUCKET: 'documents',
  CSV_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/000000000000/podium-csv',
  OIDC_ISSUER: 'https://issuer.example.com/',
  OIDC_AUDIENCE: 'https://api.podium.example',
  AWS_REGION: 'us-east-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

export interface BundleFigure {
  /** `index.mjs` and the chunks it imports statically: what a cold start loads. */
  kb: number;
  /** The chunks loaded only by `import()`, when a route first needs them. */
  lazy_chunks_kb: number;
  cold_import_ms: number;
  cold_import_beyond_bare_node_ms: number;
  /** The same in CPU time (user + system) of the process, which waiting on a busy machine does not add to. */
  cold_import_cpu_beyond_bare_node_ms: number;
}

/** Appended to a `-e` script: the process prints the CPU time it used until then, in microseconds. */
const PRINT_CPU = 'const u = process.resourceUsage(); process.stdout.write(String(u.userCPUTime + u.systemCPUTime));';

/** A fresh node process's wall time, and its own CPU time when its script prints it (PRINT_CPU). */
const timeRun = (args: string[], env: NodeJS.ProcessEnv) => {
  const t0 = performance.now();
  const run = spawnSync(process.execPath, args, { env, encoding: 'utf8' });
  const ms = performance.now() - t0;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${run.stderr}`);
  return { ms, cpuMs: Number(run.stdout) / 1000 };
};

const round = (n: number) => Math.round(n * 10) / 10;

/** The bytes of the outputs a cold start loads, and of those only `import()` loads. */
function coldAndLazyBytes(metafile: Metafile) {
  const atColdStart = loadedAtColdStart(metafile);
  const js = Object.keys(metafile.outputs).filter((o) => o.endsWith('.mjs'));
  const bytes = (files: string[]) => files.reduce((sum, o) => sum + metafile.outputs[o]!.bytes, 0);
  return { cold: bytes(js.filter((o) => atColdStart.has(o))), lazy: bytes(js.filter((o) => !atColdStart.has(o))) };
}

/** esbuild's options for a script of the bench bundled as a function is (one file: it has no import()). */
const esbuildOptions = (entry: string): BuildOptions => ({ entryPoints: [entry], ...functionBuildOptions() });

export async function measureBundles(runs = 7, log: (m: string) => void = () => undefined) {
  const outDir = join(REPO_ROOT, 'node_modules', '.cache', 'podium-bench-bundles');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const entries = [
    ...domains.map((d) => [d, handlerPath(d)] as const),
    ['csv-worker', CSV_WORKER_PATH] as const,
  ].filter(([, path]) => existsSync(join(REPO_ROOT, path)));

  const env = { PATH: process.env.PATH, ...FUNCTION_ENV };
  const importing = (file: string) => [
    '--input-type=module',
    '-e',
    `await import(${JSON.stringify(pathToFileURL(file).href)}); ${PRINT_CPU}`,
  ];
  const figures: Record<string, BundleFigure> = {};
  const importArgs: Record<string, string[]> = {};
  for (const [name, path] of entries) {
    const functionDir = join(outDir, name);
    const metafile = bundleFunction(REPO_ROOT, name, path, functionDir);
    const sizes = coldAndLazyBytes(metafile);
    importArgs[name] = importing(join(functionDir, FUNCTION_ENTRY_FILE));
    figures[name] = {
      kb: round(sizes.cold / 1024),
      lazy_chunks_kb: round(sizes.lazy / 1024),
      cold_import_ms: 0, // set below, from the timed runs
      cold_import_beyond_bare_node_ms: 0,
      cold_import_cpu_beyond_bare_node_ms: 0,
    };
  }
  // the chat function's first message after a cold start: its import, the catalogue read and one answer
  // beside the chat function's files, where its catalogue is
  const firstOut = join(outDir, 'chat', 'first-recommendation.mjs');
  await build({ ...esbuildOptions(join(REPO_ROOT, 'scripts/src/bench/first-recommendation.ts')), outfile: firstOut });
  // the floor under every function that reaches the table: the SDK's DynamoDB client alone, bundled the same way
  const floorOut = join(outDir, 'dynamodb-client-floor', FUNCTION_ENTRY_FILE);
  await build({ ...esbuildOptions(join(REPO_ROOT, 'scripts/src/bench/dynamodb-client-floor.ts')), outfile: floorOut });
  // keys no function is named (function names have no spaces)
  const FIRST = 'chat, first message';
  const FLOOR = 'DynamoDB client alone';
  const timed: Record<string, string[]> = { ...importArgs, [FIRST]: [firstOut], [FLOOR]: importing(floorOut) };

  // Round by round, each bundle once after a bare run, starting one further along each round: a
  // spell of a busy machine then slows a run of every bundle, not the whole median of one
  const bare = () => timeRun(['-e', PRINT_CPU], env);
  const names = Object.keys(timed);
  for (const name of names) timeRun(timed[name]!, env); // warm the file cache
  const bareRuns: ReturnType<typeof timeRun>[] = [];
  const runsOf: Record<string, ReturnType<typeof timeRun>[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < runs; round += 1) {
    for (let k = 0; k < names.length; k += 1) {
      const name = names[(round + k) % names.length]!;
      bareRuns.push(bare());
      runsOf[name]!.push(timeRun(timed[name]!, env));
    }
  }
  const firstRuns = runsOf[FIRST]!;
  const floorRuns = runsOf[FLOOR]!;
  const bareMs = median(bareRuns.map((r) => r.ms));
  const bareCpuMs = median(bareRuns.map((r) => r.cpuMs));
  const firstMessage = round(median(firstRuns.map((r) => r.ms)) - bareMs);
  const dynamoDbFloor = round(median(floorRuns.map((r) => r.ms)) - bareMs);
  const dynamoDbFloorCpu = round(median(floorRuns.map((r) => r.cpuMs)) - bareCpuMs);
  log(
    `chat first message after a cold start (import, catalogue, one answer; no database): ${firstMessage} ms beyond bare node`,
  );
  log(
    `the AWS SDK's DynamoDB document client alone: import ${dynamoDbFloor} ms beyond bare node (CPU ${dynamoDbFloorCpu} ms)`,
  );
  for (const [name, figure] of Object.entries(figures)) {
    const importRuns = runsOf[name]!;
    figure.cold_import_ms = round(median(importRuns.map((r) => r.ms)));
    figure.cold_import_beyond_bare_node_ms = round(figure.cold_import_ms - bareMs);
    figure.cold_import_cpu_beyond_bare_node_ms = round(median(importRuns.map((r) => r.cpuMs)) - bareCpuMs);
    log(
      `${name}: ${figure.kb} kB at a cold start (+ ${figure.lazy_chunks_kb} kB loaded when first needed), import ${figure.cold_import_beyond_bare_node_ms} ms beyond bare node (${figure.cold_import_ms} ms; CPU ${figure.cold_import_cpu_beyond_bare_node_ms} ms beyond bare node)`,
    );
  }
  const all = Object.values(figures);
  return {
    runs_per_figure: runs,
    bare_node_ms: round(bareMs),
    functions: figures,
    chat_first_message_beyond_bare_node_ms: firstMessage,
    /** The import of the SDK's DynamoDB document client alone: the floor under every function but health. */
    dynamodb_client_import_beyond_bare_node_ms: dynamoDbFloor,
    dynamodb_client_import_cpu_beyond_bare_node_ms: dynamoDbFloorCpu,
    targets: BUNDLE_TARGETS,
    met: {
      every_bundle_at_most_400_kb: all.every((f) => f.kb <= BUNDLE_TARGETS.max_bundle_kb),
      every_import_at_most_100_ms_beyond_bare_node: all.every(
        (f) => f.cold_import_beyond_bare_node_ms <= BUNDLE_TARGETS.max_cold_import_ms_beyond_bare_node,
      ),
    },
  };
}
