/** `npm run catalog:coverage`: the catalogue's coverage per scoring and grade band (the table in docs/catalogue.md). */
import { coverageTable } from '@app/functions/catalog/coverage';
import { catalogWorks } from '@app/functions/catalog/load-catalog';

process.stdout.write(`${coverageTable(catalogWorks())}\n`);
