import type { Recommendation } from '@app/shared/contracts/chat';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { Program, ProgramPiece } from '@app/shared/contracts/programs';
import type { UserProfile } from '@app/shared/contracts/users';

/** A complete, subscribed profile that has accepted the policies; override what the test is about. */
export const aProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: 'director-1',
  email: 'alex@example.com',
  name: 'Alex Rivera',
  school_name: 'Lincoln High School',
  state: 'Oregon',
  country: 'United States',
  rotation_years: 4,
  has_subscription: true,
  terms_accepted: true,
  privacy_policy_accepted: true,
  terms_version: '1.0',
  privacy_policy_version: '1.0',
  profile_picture_url: null,
  is_active: true,
  ...overrides,
});

/** An empty in-progress program (no pieces, no ensembles); override what the test is about. */
export const aProgram = (overrides: Partial<Program> = {}): Program => ({
  id: 1,
  title: 'Spring Concert',
  name: 'Spring Concert',
  date: null,
  status: 'in_progress',
  pieces: [],
  program_ensembles: [],
  performance_date: null,
  performance_time: null,
  venue: null,
  is_half_concert: false,
  uil_contest: false,
  target_duration: null,
  notes: null,
  total_duration: 0,
  formatted_duration: '0:00',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  share: null,
  ...overrides,
});

/** A piece of a program, unassigned, 60 s, not from the library. */
export const aProgramPiece = (overrides: Partial<ProgramPiece> & Pick<ProgramPiece, 'id'>): ProgramPiece => ({
  title: `Piece ${overrides.id}`,
  composer: null,
  arranger: null,
  duration: 60,
  order: 1,
  ensemble_id: null,
  notes: null,
  library_entry_id: null,
  ...overrides,
});

/** An ensemble with no level, size or instrumentation; override what the test is about. */
export const anEnsemble = (overrides: Partial<Ensemble> = {}): Ensemble => ({
  id: 1,
  name: 'Ensemble',
  type: 'concert_band',
  level: null,
  size: null,
  instrumentation: null,
  uil_conference: null,
  uil_classification: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** The catalogue's Loch Lomond (arr. Dave Black, grade 2, 2:30) as the assistant recommends it; override what the test is about. */
export const aRecommendation = (overrides: Partial<Recommendation> = {}): Recommendation => ({
  title: 'Loch Lomond',
  composer: 'Traditional',
  arranger: 'Dave Black',
  grade: 2,
  duration: 150,
  ensemble_types: ['concert_band'],
  source: 'catalog',
  catalog_id: 'loch-lomond-black',
  reason: 'The march character you asked for.',
  ...overrides,
});
