// Builders for the programs domain's unit tests: a stored program item with the pieces a test gives.
import type { ProgramRecord } from './repository';
import type { StoredPiece } from './stored-piece';

/** Program 1, "Spring Concert", of user "director", with `pieces`; no ensembles, date or notes. */
export const programRecord = (
  pieces: StoredPiece[],
  status: ProgramRecord['status'] = 'in_progress',
): ProgramRecord => ({
  PK: 'USER#director',
  SK: 'PROGRAM#1',
  entity: 'Program',
  id: 1,
  title: 'Spring Concert',
  status,
  ensemble_ids: [],
  pieces,
  performance_date: null,
  performance_time: null,
  venue: null,
  is_half_concert: false,
  target_duration: null,
  notes: null,
  created_at: '',
  updated_at: '',
  version: 1,
});
