import { describe, expect, it } from 'vitest';
import { UPLOAD_POLL_MS, uploadPollInterval } from './get-upload-status';

describe('uploadPollInterval', () => {
  it('asks again while the task is unknown, queued or processing, and never once it has ended', () => {
    expect(uploadPollInterval(undefined)).toBe(UPLOAD_POLL_MS);
    expect(uploadPollInterval({ status: 'queued' })).toBe(UPLOAD_POLL_MS);
    expect(uploadPollInterval({ status: 'processing' })).toBe(UPLOAD_POLL_MS);
    expect(uploadPollInterval({ status: 'completed' })).toBe(0);
    expect(uploadPollInterval({ status: 'failed' })).toBe(0);
  });
});
