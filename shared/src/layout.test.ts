import { describe, expect, it } from 'vitest';
import { CSV_WORKER_PATH, handlerPath } from './layout';

describe('source layout', () => {
  it('names one handler file per domain and the CSV worker, relative to the repository root', () => {
    expect(handlerPath('users')).toBe('functions/src/users/handler.ts');
    expect(handlerPath('chat')).toBe('functions/src/chat/handler.ts');
    expect(CSV_WORKER_PATH).toBe('functions/src/library/csv-worker.ts');
  });
});
