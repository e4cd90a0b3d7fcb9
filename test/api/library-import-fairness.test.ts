import { describe, expect, it } from 'vitest';
import type { UploadTask } from '@app/shared/contracts/library';
import { fileForm } from '../support/route-requests';
import { importFinished } from '../support/imports';
import { useLocalStack } from '../support/local-stack';

/**
 * One director's long import never holds another's: the queue is FIFO with one message group per
 * director, and the worker runs several groups at once (the local poller's lanes, Lambda's maximum
 * concurrency in AWS). A large library is imported, and while it runs another director's one-row file
 * is queued behind it and comes back finished first.
 */
const local = useLocalStack();

const ROWS = 6000;
const large = `Title,Composer,Grade\n${Array.from({ length: ROWS }, (_, i) => `Fairness Piece ${i},Composer ${i % 97},3`).join('\n')}\n`;

describe('imports of several directors at once', () => {
  it("finishes a one-row import while another director's large import is still running", async () => {
    const [busy, quick] = [await local.token('fair-large@example.com'), await local.token('fair-small@example.com')];
    const started = await local.api<{ id: number }>('/library/upload/csv', {
      token: busy,
      method: 'POST',
      body: fileForm(large, 'district-library.csv', 'text/csv'),
    });
    expect(started.status).toBe(202);
    // the large import is under way before the small one is queued
    for (let i = 0; i < 200; i++) {
      const task = (await local.api<UploadTask>(`/library/upload/status/${started.body.id}`, { token: busy })).body;
      if (task.rows_processed > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const small = await local.api<{ id: number }>('/library/upload/csv', {
      token: quick,
      method: 'POST',
      body: fileForm('Title,Composer\nChester,William Billings\n', 'mine.csv', 'text/csv'),
    });
    expect(small.status).toBe(202);

    expect(await importFinished(local, quick, small.body.id)).toMatchObject({ status: 'completed', created: 1 });
    const meanwhile = (await local.api<UploadTask>(`/library/upload/status/${started.body.id}`, { token: busy })).body;
    expect(meanwhile.status).toBe('processing');
    expect(meanwhile.rows_processed).toBeLessThan(ROWS);

    expect(await importFinished(local, busy, started.body.id, 120_000)).toMatchObject({
      status: 'completed',
      created: ROWS,
    });
  });
});
