/**
 * Size and cold-import time of every function bundle, built exactly as the CDK app builds them
 * (infra/src/bundling.ts). Cold import: a fresh `node` process that imports the bundle (as Lambda
 * does at a cold start, with a configuration in the environment but no call), minus a bare
 * `node -e ''` measured in the same run. Medians of several runs.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { FUNCTION_ASSETS, FUNCTION_BUNDLE } from '@app/infra/bundling';
import { CSV_WORKER_PATH, handlerPath } from '@app/shared/layout';
import { domains } from '@app/shared/routes';
import { median } from './load';
import { REPO_ROOT } from '../local/stack';

export const BUNDLE_TARGETS = { max_bundle_kb: 500, max_cold_import_ms_beyond_bare_node: 150 };

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
  kb: number;
  cold_import_ms: number;
  cold_import_beyond_bare_node_ms: number;
}

const timeRun = (args: string[], env: NodeJS.ProcessEnv) => {
  const t0 = performance.now();
  const run = spawnSync(process.execPath, args, { env, encoding: 'utf8' });
  const ms = performance.now() - t0;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${run.stderr}`);
  return ms;
};

const round = (n: number) => Math.round(n * 10) / 10;

/** esbuild's options for one entry, as the CDK app bundles a function. */
const esbuildOptions = (entry: string): BuildOptions => ({
  entryPoints: [entry],
  bundle: true,
  format: FUNCTION_BUNDLE.format,
  platform: FUNCTION_BUNDLE.platform,
  target: FUNCTION_BUNDLE.target,
  mainFields: [...FUNCTION_BUNDLE.mainFields],
  banner: { js: FUNCTION_BUNDLE.banner },
  minify: FUNCTION_BUNDLE.minify,
  sourcemap: FUNCTION_BUNDLE.sourceMap,
  external: [...FUNCTION_BUNDLE.external],
  logLevel: 'error',
});

export async function measureBundles(runs = 7, log: (m: string) => void = () => undefined) {
  const outDir = join(REPO_ROOT, 'node_modules', '.cache', 'podium-bench-bundles');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const entries = [
    ...domains.map((d) => [d, handlerPath(d)] as const),
    ['csv-worker', CSV_WORKER_PATH] as const,
  ].filter(([, path]) => existsSync(join(REPO_ROOT, path)));
  // the files functions read at run time sit beside their bundles, as the CDK bundling puts them
  for (const file of new Set(Object.values(FUNCTION_ASSETS).flat()))
    copyFileSync(join(REPO_ROOT, file), join(outDir, basename(file)));

  const env = { PATH: process.env.PATH, ...FUNCTION_ENV };
  const bare = () => timeRun(['-e', ''], env);
  bare(); // warm the file cache
  const figures: Record<string, BundleFigure> = {};
  const bareRuns: number[] = [];
  for (const [name, path] of entries) {
    const outfile = join(outDir, `${name}.mjs`);
    await build({ ...esbuildOptions(join(REPO_ROOT, path)), outfile });
    const importArgs = ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(outfile).href)})`];
    timeRun(importArgs, env); // warm the file cache
    const importRuns: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      bareRuns.push(bare()); // interleaved, so both see the same machine state
      importRuns.push(timeRun(importArgs, env));
    }
    const coldImport = median(importRuns);
    figures[name] = {
      kb: round(statSync(outfile).size / 1024),
      cold_import_ms: round(coldImport),
      cold_import_beyond_bare_node_ms: 0, // set below, against every bare run of this measurement
    };
  }
  // the chat function's first message after a cold start: its import, the catalogue read and one answer
  const firstOut = join(outDir, 'first-recommendation.mjs');
  await build({ ...esbuildOptions(join(REPO_ROOT, 'scripts/src/bench/first-recommendation.ts')), outfile: firstOut });
  const firstArgs = [firstOut];
  timeRun(firstArgs, env);
  const firstRuns: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    bareRuns.push(bare());
    firstRuns.push(timeRun(firstArgs, env));
  }
  const bareMs = median(bareRuns);
  const firstMessage = round(median(firstRuns) - bareMs);
  log(
    `chat first message after a cold start (import, catalogue, one answer; no database): ${firstMessage} ms beyond bare node`,
  );
  for (const [name, figure] of Object.entries(figures)) {
    figure.cold_import_beyond_bare_node_ms = round(figure.cold_import_ms - bareMs);
    log(
      `${name}: ${figure.kb} kB, import ${figure.cold_import_beyond_bare_node_ms} ms beyond bare node (${figure.cold_import_ms} ms)`,
    );
  }
  const all = Object.values(figures);
  return {
    runs_per_figure: runs,
    bare_node_ms: round(bareMs),
    functions: figures,
    chat_first_message_beyond_bare_node_ms: firstMessage,
    targets: BUNDLE_TARGETS,
    met: {
      every_bundle_under_500_kb: all.every((f) => f.kb < BUNDLE_TARGETS.max_bundle_kb),
      every_import_under_150_ms_beyond_bare_node: all.every(
        (f) => f.cold_import_beyond_bare_node_ms < BUNDLE_TARGETS.max_cold_import_ms_beyond_bare_node,
      ),
    },
  };
}
