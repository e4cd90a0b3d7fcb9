/**
 * Per-user limits of the expensive routes (the assistant, piece analyses, CSV imports, program
 * documents), as the functions' RATE_LIMIT_* settings write them: `<burst>/<interval>`, that many
 * requests at once, then one per interval (ms, s, m or h). The defaults the CDK stack (per stage)
 * and the local stack give the functions.
 */
export const REQUEST_LIMIT_PATTERN = /^\s*([1-9]\d*)\s*\/\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)\s*$/;

export const DEFAULT_REQUEST_LIMITS = {
  /** A director typing never meets it: 20 messages in a row, then one a second. */
  RATE_LIMIT_CHAT: '20/1s',
  /** An analysis per piece of a program at once, then one every 3 seconds. */
  RATE_LIMIT_ANALYSIS: '10/3s',
  /** Upload and column preview count alike: about 5 imports in a row, then a request every 30 seconds. */
  RATE_LIMIT_IMPORT: '10/30s',
  RATE_LIMIT_EXPORT: '10/5s',
  /**
   * A shared program's public page, per client address (no sign-in): a hall of parents behind one
   * school network scan the QR code at once, so 300 at once, then ten a second.
   */
  RATE_LIMIT_SHARED: '300/100ms',
} as const;
