import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { CatalogWork } from './catalog-schema';

/**
 * The packed catalogue: gzip'd JSON beside this module in the source tree, and beside the bundle
 * in a deployed function (the bundling copies it: infra/src/bundling.ts `FUNCTION_ASSETS`). It is
 * read on first use, not at import, so a cold start that never recommends never pays for it.
 * `npm run catalog` writes it from `data/*.json`; a test keeps the two equal.
 */
export const CATALOG_ASSET = 'catalog.json.gz';

let works: readonly CatalogWork[] | undefined;

/** Every catalogue work (validated by the tests, trusted at run time). */
export function catalogWorks(): readonly CatalogWork[] {
  works ??= JSON.parse(
    gunzipSync(readFileSync(new URL(`./${CATALOG_ASSET}`, import.meta.url))).toString('utf8'),
  ) as CatalogWork[];
  return works;
}
