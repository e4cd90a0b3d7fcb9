// Builders for the assistant's unit tests: plainly synthetic pieces, a library, an ensemble and the
// settings a recommendation runs under. Every field has a neutral value a test overrides as it needs.
import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { LibraryEntry } from '@app/shared/contracts/library';
import type { CatalogWork } from '../../catalog/catalog-schema';
import { fromCatalog, fromLibrary, type Candidate } from './candidates';
import type { AssistantContext } from './provider';
import { emptyRequest, type RepertoireRequest } from './request';
import { constraintsFor } from './scoring';
import type { NoteFacts } from './note-facts';

/** A grade 3, four-minute lyrical concert band work. */
export const catalogWork = (id: string, over: Partial<CatalogWork> = {}): CatalogWork => ({
  id,
  title: `Test Piece ${id}`,
  composer: `Composer ${id}`,
  arranger: null,
  publisher: null,
  grade: 3,
  grade_scale: 'publisher',
  grade_text: 'Grade 3',
  uil: null,
  duration: 240,
  ensemble_types: ['concert_band'],
  tags: ['lyrical'],
  year: null,
  key: null,
  meter: null,
  scoring: null,
  notes: null,
  sources: { grade: ['https://example.org/test'], duration: ['https://example.org/test'] },
  ...over,
});

/** A library entry that has only its title: no composer, grade, length, ensemble type or tags. */
export const libraryEntry = (id: number, over: Partial<LibraryEntry> = {}): LibraryEntry => ({
  id,
  title: `Library Piece ${id}`,
  composer: null,
  arranger: null,
  publisher: null,
  difficulty: null,
  difficulty_text: null,
  duration: null,
  ensemble_type: null,
  genre: null,
  tags: [],
  key: null,
  meter: null,
  year: null,
  program_notes: null,
  catalog_number: null,
  location: null,
  notes: null,
  last_performed: null,
  times_performed: 0,
  created_at: '',
  updated_at: '',
  ...over,
});

export const catalogCandidate = (id: string, over: Partial<CatalogWork> = {}): Candidate =>
  fromCatalog(catalogWork(id, over));

export const libraryCandidate = (id: number, over: Partial<LibraryEntry> = {}): Candidate =>
  fromLibrary(libraryEntry(id, over));

/** A level 3 concert band of 50. */
export const testBand = (over: Partial<Ensemble> = {}): Ensemble => ({
  id: 1,
  name: 'Test Band',
  type: 'concert_band',
  level: 3,
  size: 50,
  instrumentation: null,
  uil_conference: null,
  uil_classification: null,
  created_at: '',
  updated_at: '',
  ...over,
});

/** The fixed day the tests recommend on, so "performed recently" does not drift. */
export const testToday = new Date('2026-11-22T00:00:00Z');

type ConstraintSettings = Parameters<typeof constraintsFor>[2];

/** The constraints of a request (the empty request plus `request`) for the test band, nothing excluded or shown. */
export const constraints = (
  request: Partial<RepertoireRequest> = {},
  settings: Partial<ConstraintSettings> = {},
  ensemble: Ensemble = testBand(),
) =>
  constraintsFor({ ...emptyRequest(), ...request }, ensemble, {
    useLibraryOnly: false,
    excludedKeys: new Set(),
    shownKeys: new Set(),
    today: testToday,
    ...settings,
  });

/** What the assistant knows when asked for the test band: the given pool, no history, programs or exclusions. */
export const assistantContext = (
  over: Partial<AssistantContext> & Pick<AssistantContext, 'pool'>,
): AssistantContext => ({
  ensemble: testBand(),
  useLibraryOnly: false,
  excludedKeys: new Set(),
  history: [],
  programs: [],
  today: testToday,
  ...over,
});

/** Holst's First Suite as a drafted note's facts: a composer record with years, a year, a kind, sourced notes. */
export const holstNoteFacts = (): NoteFacts => ({
  title: 'First Suite in E-flat',
  composer: 'Gustav Holst',
  arranger: null,
  composerFacts: {
    name: 'Gustav Holst',
    era: 'modern',
    nationality: 'english',
    woman: false,
    living: false,
    born: 1874,
    died: 1934,
  },
  year: 1909,
  tags: ['suite', 'march'],
  catalogueNotes: 'Its three movements grow from the same opening motif.',
  sources: ['https://www.windrep.org/First_Suite_in_E-flat'],
  uil: null,
});
