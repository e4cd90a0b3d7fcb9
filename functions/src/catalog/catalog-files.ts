import chamberEnsemble from './data/chamber-ensemble.json';
import composers from './data/composers.json';
import concertBand from './data/concert-band.json';
import fullOrchestra from './data/full-orchestra.json';
import jazzBand from './data/jazz-band.json';
import mixedChoir from './data/mixed-choir.json';
import percussionEnsemble from './data/percussion-ensemble.json';
import stringOrchestra from './data/string-orchestra.json';
import tenorBassChoir from './data/tenor-bass-choir.json';
import trebleChoir from './data/treble-choir.json';

/**
 * The catalogue's source files, one per scoring, for `npm run catalog` (which packs them into the
 * asset the functions load) and the tests. Never import this from a function: it would inline
 * every work into the bundle.
 */
export const catalogFiles = {
  'concert-band': concertBand,
  'jazz-band': jazzBand,
  'string-orchestra': stringOrchestra,
  'full-orchestra': fullOrchestra,
  'mixed-choir': mixedChoir,
  'treble-choir': trebleChoir,
  'tenor-bass-choir': tenorBassChoir,
  'percussion-ensemble': percussionEnsemble,
  'chamber-ensemble': chamberEnsemble,
} as const satisfies Record<string, unknown[]>;

/** Every work of the source files, in file order: what the packed asset holds. */
export const catalogSourceWorks = (): unknown[] => Object.values(catalogFiles).flat();

/** The composer and arranger records (`data/composers.json`). */
export const catalogSourceComposers = (): unknown[] => composers;
