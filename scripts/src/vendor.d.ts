// Local servers without their own type declarations.
declare module 'local-aws-sqs' {
  import type { Server } from 'node:http';
  export function createSqsServer(options: {
    port: number;
    hostname?: string;
    emulateQueueCreationLifecycle?: boolean;
    queues?: Record<string, unknown>[];
  }): Promise<Server>;
}

declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      resetOnClose?: boolean;
      configureBuckets?: { name: string; configs: unknown[] }[];
    });
    run(): Promise<AddressInfo>;
    /** The HTTP server, once `run()` has resolved. */
    httpServer: import('node:http').Server;
    close(): Promise<void>;
  }
}
