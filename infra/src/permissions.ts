import type { Domain } from '@app/shared/routes';

/**
 * What each function may touch, in one place. DomainFunction turns these into IAM statements
 * through its grant helpers; a domain gets nothing that is not listed here.
 *
 * Every authenticated domain reads and writes the table: the shared middy chain loads the
 * caller's account item and creates it on the first call (functions/src/lib/http.ts).
 */
export type TableAccess = 'read' | 'readWrite';
export type ObjectAccess = 'read' | 'write' | 'delete';
export type BucketName = 'pictures' | 'uploads' | 'documents';

export interface FunctionProfile {
  table?: TableAccess;
  buckets?: Partial<Record<BucketName, readonly ObjectAccess[]>>;
  /** SendMessage on the CSV import queue. */
  sendToCsvQueue?: boolean;
  /** InvokeModel on the configured Bedrock model, when the assistant provider is bedrock. */
  bedrock?: boolean;
  memoryMb: number;
  /** API functions stay under the HTTP API's 30 s integration limit. */
  timeoutSeconds: number;
}

export const domainProfiles: Record<Domain, FunctionProfile> = {
  health: { memoryMb: 256, timeoutSeconds: 5 },
  users: { table: 'readWrite', buckets: { pictures: ['read', 'write', 'delete'] }, memoryMb: 512, timeoutSeconds: 10 },
  billing: { table: 'readWrite', memoryMb: 512, timeoutSeconds: 10 },
  ensembles: { table: 'readWrite', memoryMb: 512, timeoutSeconds: 10 },
  library: {
    table: 'readWrite',
    // write: files sent through the API, and the presigned POSTs it signs; read: the preview's first
    // bytes and the import's check of a file the browser stored itself
    buckets: { uploads: ['read', 'write'] },
    sendToCsvQueue: true,
    memoryMb: 1024,
    timeoutSeconds: 15,
  },
  programs: { table: 'readWrite', memoryMb: 512, timeoutSeconds: 10 },
  // .docx rendering is CPU bound: more memory buys more CPU. The file goes back in the response
  // (tens of kB), so the function needs no bucket.
  documents: { table: 'readWrite', memoryMb: 1024, timeoutSeconds: 29 },
  chat: { table: 'readWrite', bedrock: true, memoryMb: 1024, timeoutSeconds: 29 },
};

/** The CSV import worker: reads the uploaded file, writes library entries and the task status. */
export const csvWorkerProfile: FunctionProfile = {
  table: 'readWrite',
  buckets: { uploads: ['read'] },
  memoryMb: 1024,
  timeoutSeconds: 120,
};
