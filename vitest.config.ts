import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{shared,functions,infra,scripts,test,web}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'cdk.out/**'],
    // each file runs in its own process: API suites start their own local stack and set env
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
