/**
 * `npm run catalog:coverage`: the catalogue's coverage per scoring and grade band, and of each
 * family's standards list (the tables in docs/catalogue.md). With `--people`, also every name still
 * a surname alone (with the works that carry it) and every record without years or an era: what the
 * research could not resolve, listed.
 */
import { coverageTable } from '@app/functions/catalog/coverage';
import { catalogComposers, catalogWorks } from '@app/functions/catalog/load-catalog';
import { standardsTable } from '@app/functions/catalog/standards';

const works = catalogWorks();
const contestOnly = works.filter((w) => w.tags.length === 1 && w.tags[0] === 'contest').length;
const people = new Set(works.flatMap((w) => [w.composer, w.arranger]).filter(Boolean));
const surnames = [...people].filter((name) => !/\s/.test(name!.trim())).sort() as string[];
const lines = [
  coverageTable(works),
  '',
  standardsTable(works),
  '',
  `Character: ${works.length - contestOnly} of ${works.length} works have a character beside "contest" (${contestOnly} have only it).`,
  `Composers: ${catalogComposers().length} records; ${works.filter((w) => w.composer_id).length} works' composers resolved to one; ${surnames.length} of ${people.size} composer and arranger names still a surname alone.`,
];
if (process.argv.includes('--people')) {
  const carrying = (name: string) => works.filter((w) => w.composer === name || w.arranger === name).map((w) => w.id);
  const records = catalogComposers();
  lines.push(
    '',
    `Names still a surname alone (${surnames.length}):`,
    ...surnames.map((name) => `- ${name}: ${carrying(name).join(', ')}`),
    '',
    `Records without years (${records.filter((r) => r.born == null && r.died == null).length}):`,
    ...records.filter((r) => r.born == null && r.died == null).map((r) => `- ${r.name} (${r.era ?? 'no era'})`),
    '',
    `Records without an era (${records.filter((r) => !r.era).length}): ${records
      .filter((r) => !r.era)
      .map((r) => r.name)
      .join(', ')}`,
  );
}
process.stdout.write(lines.join('\n') + '\n');
