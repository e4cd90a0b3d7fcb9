import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  close(): Promise<void>;
}

/** s3rver on `port` with the given buckets, stored under `directory` (a temporary one when undefined). */
export async function startS3(port: number, directory: string | undefined, buckets: string[]): Promise<LocalS3> {
  const temporary = directory ? undefined : mkdtempSync(join(tmpdir(), 'podium-s3-'));
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: directory ?? temporary!,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const address = (await server.run()) as AddressInfo;
  // Node closes a keep-alive socket 5 s after the last answer was handed to the kernel, even while
  // a slow reader (the CSV worker streaming a large upload) still has part of it to read: fetch
  // then fails with "other side closed". No idle timeout here; clients close their idle sockets.
  server.httpServer.keepAliveTimeout = 0;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    async close() {
      await server.close();
      if (temporary) rmSync(temporary, { recursive: true, force: true });
    },
  };
}
