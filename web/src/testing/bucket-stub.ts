import { onTestFinished } from 'vitest';

/** A form the app posted to the uploads bucket, as the stub saw it. */
export interface BucketPost {
  url: string;
  form: FormData;
}

/** The uploads bucket's answer to a form: 204 (stored), or the status of the test's choice. */
export interface BucketStub {
  readonly posts: BucketPost[];
  /** The status the next posts get (default 204). */
  status: number;
}

/** The presigned POST a stubbed `POST /library/upload/csv/target` answers with. */
export const aTarget = (key = 'staged/folder/1.csv') => ({
  key,
  url: 'https://uploads.bucket.test/',
  fields: { key, policy: 'cG9saWN5', 'x-amz-signature': 'signature' },
  expires_in: 900,
});

/**
 * Replaces XMLHttpRequest (the app posts files to the bucket with it, for its upload progress) with
 * a bucket that keeps each form and answers at once, after one progress event of half the file.
 */
export function stubBucket(): BucketStub {
  const stub: BucketStub = { posts: [], status: 204 };
  const original = globalThis.XMLHttpRequest;
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    send(form: FormData) {
      stub.posts.push({ url: this.url, form });
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        this.status = stub.status;
        this.onload?.();
      });
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  onTestFinished(() => {
    globalThis.XMLHttpRequest = original;
  });
  return stub;
}
