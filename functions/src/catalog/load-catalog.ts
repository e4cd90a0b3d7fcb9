import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Composer } from './catalog-schema';
import type { PackedCatalog, PackedWork } from './pack-catalog';

/**
 * The packed catalogue: gzip'd JSON beside this module in the source tree, and beside the bundle
 * in a deployed function (the bundling copies it: infra/src/bundling.ts `FUNCTION_ASSETS`). It is
 * read on first use, not at import, so a cold start that never recommends never pays for it.
 * `npm run catalog` packs it from `data/*.json` (npm ci's `prepare` and `npm test`'s `pretest` run
 * it; it is built, not committed).
 */
export const CATALOG_ASSET = 'catalog.json.gz';

let catalog: PackedCatalog | undefined;
const packed = () =>
  (catalog ??= JSON.parse(
    gunzipSync(readFileSync(new URL(`./${CATALOG_ASSET}`, import.meta.url))).toString('utf8'),
  ) as PackedCatalog);

/** Every catalogue work (validated when packed, trusted at run time). */
export const catalogWorks = (): readonly PackedWork[] => packed().works;

/** Every composer and arranger record. */
export const catalogComposers = (): readonly Composer[] => packed().composers;
