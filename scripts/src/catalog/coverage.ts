/**
 * `npm run catalog:coverage`: the catalogue's coverage per scoring and grade band, and of each
 * family's standards list (the tables in docs/catalogue.md).
 */
import { coverageTable } from '@app/functions/catalog/coverage';
import { catalogComposers, catalogWorks } from '@app/functions/catalog/load-catalog';
import { standardsTable } from '@app/functions/catalog/standards';

const works = catalogWorks();
const contestOnly = works.filter((w) => w.tags.length === 1 && w.tags[0] === 'contest').length;
const people = new Set(works.flatMap((w) => [w.composer, w.arranger]).filter(Boolean));
const surnameOnly = [...people].filter((name) => !/\s/.test(name!.trim())).length;
process.stdout.write(
  [
    coverageTable(works),
    '',
    standardsTable(works),
    '',
    `Character: ${works.length - contestOnly} of ${works.length} works have a character beside "contest" (${contestOnly} have only it).`,
    `Composers: ${catalogComposers().length} records; ${works.filter((w) => w.composer_id).length} works' composers resolved to one; ${surnameOnly} of ${people.size} composer and arranger names still a surname alone.`,
  ].join('\n') + '\n',
);
