import { z } from 'zod';

/** Ensemble types as snake_case keys; the UI shows them with the underscore as a space (spec §9). */
export const ensembleTypes = [
  'concert_band',
  'wind_ensemble',
  'symphonic_band',
  'jazz_band',
  'marching_band',
  'string_orchestra',
  'full_orchestra',
  'mixed_choir',
  'treble_choir',
  'tenor_bass_choir',
  'chamber_ensemble',
  'percussion_ensemble',
  'other',
] as const;
export type EnsembleType = (typeof ensembleTypes)[number];

export interface Ensemble {
  id: number;
  name: string;
  type: EnsembleType;
  /** Target difficulty grade: 0.5–6 for band, 1–5 for orchestra and choir. */
  level: number | null;
  /** Number of players or singers. */
  size: number | null;
  instrumentation: string | null;
  created_at: string;
  updated_at: string;
}
