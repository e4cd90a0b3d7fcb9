import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  close(): Promise<void>;
}

/** A bucket's CORS rule, as S3 takes it: the browser may POST forms from these origins (as the CDK data stack's). */
const corsPosts = (origins: readonly string[]) =>
  `<CORSConfiguration><CORSRule>${origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('')}` +
  '<AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>';

/**
 * s3rver on `port` with the given buckets, stored under `directory` (a temporary one when
 * undefined); `postsFrom` names the origins that may post forms to a bucket (its CORS rule).
 */
export async function startS3(
  port: number,
  directory: string | undefined,
  buckets: string[],
  postsFrom: Record<string, readonly string[]> = {},
): Promise<LocalS3> {
  const temporary = directory ? undefined : mkdtempSync(join(tmpdir(), 'podium-s3-'));
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: directory ?? temporary!,
    configureBuckets: buckets.map((name) => ({
      name,
      configs: postsFrom[name] ? [corsPosts(postsFrom[name])] : [],
    })),
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
