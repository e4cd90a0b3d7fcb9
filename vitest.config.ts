import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**', 'cdk.out/**'],
    // each file runs in its own process: API suites start their own local stack and set env
    pool: 'forks',
    // two files at a time (vitest's default on two cores is one), browser suites too: a browser
    // suite waits on its page much of the time, so a second file fills the idle core
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for a state, not for a time: its 1 s default failed on a loaded machine
    // (a drag's cancel announcement came later than that), so polls get the same room as a locator
    expect: { poll: { timeout: 15_000 } },
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // the same settings for all; only the web app's tests run in a browser-like DOM (happy-dom)
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['{shared,functions,infra,scripts,test}/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', '**/node_modules/**', '**/dist/**', 'cdk.out/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
      // each browser suite starts a stack and a Chromium of its own, on free ports and in memory, so
      // two run side by side safely (all thirteen passed two at a time at a load average of 10).
      // A suite's first page load also warms the functions and the page: on a loaded machine that
      // alone passed 30 s, so browser tests get a longer ceiling
      {
        extends: true,
        test: { name: 'browser', include: ['test/e2e/**/*.test.ts'], testTimeout: 90_000 },
      },
    ],
  },
});
