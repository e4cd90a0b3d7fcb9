/**
 * `npm run catalog`: packs the catalogue's source files (functions/src/catalog/data/*.json)
 * into the gzip'd asset the functions load, after checking every work against the schema.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogSourceWorks } from '@app/functions/catalog/catalog-files';
import { packCatalog } from '@app/functions/catalog/pack-catalog';
import { CATALOG_ASSET } from '@app/functions/catalog/load-catalog';

const { bytes, works } = packCatalog(catalogSourceWorks());
writeFileSync(fileURLToPath(new URL(`../../../functions/src/catalog/${CATALOG_ASSET}`, import.meta.url)), bytes);
process.stdout.write(`${works} works packed into ${CATALOG_ASSET} (${Math.round(bytes.length / 1024)} kB)\n`);
