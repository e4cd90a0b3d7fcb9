/**
 * `npm run catalog`: packs the catalogue's source files (functions/src/catalog/data/*.json, the works
 * and the composer records) into the gzip'd asset the functions load, after checking every work and
 * record against its schema. The asset is built, not committed: `npm ci` (prepare), `npm test`
 * (pretest) and `npm start` run this.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogSourceComposers, catalogSourceWorks } from '@app/functions/catalog/catalog-files';
import { packCatalog } from '@app/functions/catalog/pack-catalog';
import { CATALOG_ASSET } from '@app/functions/catalog/load-catalog';

const { bytes, catalog } = packCatalog(catalogSourceWorks(), catalogSourceComposers());
writeFileSync(fileURLToPath(new URL(`../../../functions/src/catalog/${CATALOG_ASSET}`, import.meta.url)), bytes);
process.stdout.write(
  `${catalog.works.length} works and ${catalog.composers.length} composers packed into ${CATALOG_ASSET} (${Math.round(bytes.length / 1024)} kB)\n`,
);
