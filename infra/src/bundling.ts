/**
 * How every function is bundled (esbuild, run by NodejsFunction without Docker), in one place:
 * the CDK function construct uses it, and `npm run bench` builds the same bundles to report their
 * size and cold-import time. No aws-cdk-lib import here, so the bench loads it cheaply.
 */

/** ESM bundles still meet CommonJS dependencies that call require(); give them one. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * Left out of every bundle: the SDK's credential sources other than environment variables (shared
 * config files, SSO, credential processes, web identity, container and instance metadata) and the
 * STS/SSO clients they use. The SDK loads them with dynamic import() only when no credentials are
 * in the environment; a Lambda function always has them there, so this code never runs in AWS.
 * Bundled, it was about 130 kB of every function (measured with the esbuild metafile).
 */
export const UNUSED_IN_LAMBDA = [
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/nested-clients',
  '@aws-sdk/token-providers',
  '@smithy/credential-provider-imds',
] as const;

/** The esbuild options of a function bundle (what NodejsFunction's `bundling` maps to). */
export const FUNCTION_BUNDLE = {
  format: 'esm',
  platform: 'node',
  target: 'node22',
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  minify: true,
  sourceMap: true,
  external: UNUSED_IN_LAMBDA,
} as const;

/**
 * Files a function reads at run time, copied beside its bundle (paths from the repository root),
 * by function name (a domain of the route table, or `csv-worker`). The repertoire catalogue ships
 * this way, compressed, instead of inlined into the bundle as a JS object.
 */
export const FUNCTION_ASSETS: Readonly<Record<string, readonly string[]>> = {
  chat: ['functions/src/catalog/catalog.json.gz'],
  library: ['functions/src/catalog/catalog.json.gz'],
  'csv-worker': ['functions/src/catalog/catalog.json.gz'],
};
