import { LIMITS_OUT_OF_REACH, startLocalStack, type LocalStackOptions } from '../local/stack';

/**
 * The local stack a benchmark runs on: free ports, data in memory, no web app, no demo account, and
 * each director's request limits out of reach (a benchmark's load is many requests of one person).
 */
export const startBenchStack = (options: Partial<LocalStackOptions> = {}) =>
  startLocalStack({
    port: 0,
    idpPort: 0,
    dataDir: undefined,
    web: 'none',
    seed: false,
    functionEnv: LIMITS_OUT_OF_REACH,
    ...options,
  });
