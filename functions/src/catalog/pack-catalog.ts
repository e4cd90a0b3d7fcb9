import { gzipSync } from 'node:zlib';
import * as z from 'zod';
import { catalogWorkSchema } from './catalog-schema';

/** The asset's bytes for these works; throws with every problem when a work breaks the schema. */
export function packCatalog(source: readonly unknown[]): { bytes: Buffer; works: number } {
  const works = z.array(catalogWorkSchema).parse(source);
  return { bytes: gzipSync(JSON.stringify(works), { level: 9 }), works: works.length };
}
