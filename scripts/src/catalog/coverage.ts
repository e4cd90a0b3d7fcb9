/** `npm run catalog:coverage`: the catalogue's coverage per scoring and grade band (README table). */
import { coverageTable } from '@app/functions/catalog/coverage';
import { catalogWorks } from '@app/functions/catalog/load-catalog';

process.stdout.write(`${coverageTable(catalogWorks())}\n`);
