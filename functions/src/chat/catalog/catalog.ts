import concertBandAdvancing from './data/concert-band-advancing.json';
import concertBandDeveloping from './data/concert-band-developing.json';
import fullOrchestra from './data/full-orchestra.json';
import jazzBand from './data/jazz-band.json';
import mixedChoir from './data/mixed-choir.json';
import stringOrchestra from './data/string-orchestra.json';
import trebleChoir from './data/treble-choir.json';
import type { CatalogWork } from './catalog-schema';

/** The data files by name; `catalog.test.ts` checks each against the schema. */
export const catalogFiles = {
  'concert-band-developing': concertBandDeveloping,
  'concert-band-advancing': concertBandAdvancing,
  'string-orchestra': stringOrchestra,
  'full-orchestra': fullOrchestra,
  'jazz-band': jazzBand,
  'mixed-choir': mixedChoir,
  'treble-choir': trebleChoir,
} as const satisfies Record<string, unknown[]>;

/** Every catalogue work (the JSON is trusted at run time; the test validates it). */
export const catalog: readonly CatalogWork[] = Object.values(catalogFiles).flat() as CatalogWork[];
