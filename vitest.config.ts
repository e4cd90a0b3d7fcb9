import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**', 'cdk.out/**'],
    // each file runs in its own process: API suites start their own local stack and set env
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // the same settings for both; only the web app's tests run in a browser-like DOM (happy-dom)
    projects: [
      { extends: true, test: { name: 'node', include: ['{shared,functions,infra,scripts,test}/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles: ['web/src/testing/setup.ts'] },
      },
    ],
  },
});
