import type { EnsembleType } from '@app/shared/contracts/ensembles';
/**
 * The catalogue's closed vocabularies, apart from its zod schema (catalog-schema.ts), so the
 * functions that only read works do not bundle the schema.
 */

/** Scorings the catalogue is published for; the product's ensemble types map onto these. */
export const catalogEnsembleTypes = [
  'concert_band',
  'string_orchestra',
  'full_orchestra',
  'jazz_band',
  'mixed_choir',
  'treble_choir',
  'tenor_bass_choir',
  'percussion_ensemble',
  'chamber_ensemble',
] as const;
export type CatalogEnsembleType = (typeof catalogEnsembleTypes)[number];

/** The catalogue scorings that suit each ensemble type (empty: the director's library only). */
export const CATALOG_TYPES_FOR: Record<EnsembleType, readonly CatalogEnsembleType[]> = {
  concert_band: ['concert_band'],
  wind_ensemble: ['concert_band'],
  symphonic_band: ['concert_band'],
  marching_band: ['concert_band'],
  jazz_band: ['jazz_band'],
  string_orchestra: ['string_orchestra'],
  full_orchestra: ['full_orchestra'],
  mixed_choir: ['mixed_choir'],
  treble_choir: ['treble_choir'],
  tenor_bass_choir: ['tenor_bass_choir'],
  chamber_ensemble: ['chamber_ensemble'],
  percussion_ensemble: ['percussion_ensemble'],
  other: [],
};

export const gradeScales = ['uil', 'uil_class', 'wrp', 'publisher'] as const;
export type GradeScale = (typeof gradeScales)[number];

/**
 * The UIL list's solo-and-ensemble classes run the other way (Class 1 hardest, Class 3 easiest); a
 * class converts to a catalogue grade the way the Florida Bandmasters Association equates the Florida
 * Orchestra Association's classes with its grades (Class A = Grade 5, B = 4, C = 3).
 */
export const UIL_CLASS_GRADES: Readonly<Record<number, number>> = { 1: 5, 2: 4, 3: 3 };

/** The Prescribed Music List's search, where a listing's code resolves. */
export const UIL_PML_URL = 'https://www.uiltexas.org/pml/';

/** Character words a work may carry; the assistant understands each of them in a request. */
export const catalogTags = [
  'march',
  'fanfare',
  'overture',
  'chorale',
  'hymn',
  'ballad',
  'lyrical',
  'energetic',
  'dance',
  'suite',
  'folk',
  'spiritual',
  'gospel',
  'sacred',
  'holiday',
  'christmas',
  'patriotic',
  'american',
  'celtic',
  'latin',
  'swing',
  'blues',
  'funk',
  'rock',
  'bossa-nova',
  'samba',
  'mambo',
  'jazz-waltz',
  'film',
  'broadway',
  'pop',
  'renaissance',
  'baroque',
  'classical',
  'romantic',
  'modern',
  'contemporary',
  'programmatic',
  'spring',
  'autumn',
  'winter',
  'nature',
  'humorous',
  'medley',
  'world',
  'a-cappella',
  'fast',
  'slow',
  'opener',
  'closer',
  'contest',
] as const;
export type CatalogTag = (typeof catalogTags)[number];

/** The tags that name a period of music history (a work's, from its composer's era or its year). */
export const ERA_TAGS: ReadonlySet<CatalogTag> = new Set([
  'renaissance',
  'baroque',
  'classical',
  'romantic',
  'modern',
  'contemporary',
]);
