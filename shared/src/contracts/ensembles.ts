import * as z from 'zod';
import { ensembleTypes, type EnsembleType } from '../domain/ensemble-labels';
import { printable } from './text';

// the types are plain data (pages that offer them load no zod); the contract names them for the API
export { ensembleTypes, type EnsembleType };

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

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const ensembleName = z
  .string({ error: (issue) => (issue.input == null ? 'Ensemble name is required' : undefined) })
  .trim()
  .min(1, 'Ensemble name is required')
  .max(120, 'Ensemble name must be at most 120 characters')
  .check(printable('name', 'Ensemble name'));

const ensembleType = z.enum(ensembleTypes, { error: `type must be one of: ${ensembleTypes.join(', ')}` });

/** Difficulty grade 0.5–6 in steps of 0.5; null = not set. */
const ensembleLevel = z.preprocess(
  blankToNull,
  z
    .number({ error: 'Level must be a number' })
    .min(0.5, 'Level must be between 0.5 and 6')
    .max(6, 'Level must be between 0.5 and 6')
    .refine((v) => Number.isInteger(v * 2), 'Level must be in steps of 0.5')
    .nullable(),
);

const ensembleSize = z.preprocess(
  blankToNull,
  z
    .number({ error: 'Size must be a number' })
    .int('Size must be a whole number')
    .min(1, 'Size must be at least 1')
    .max(1000, 'Size must be at most 1000')
    .nullable(),
);

const instrumentation = z.preprocess(
  blankToNull,
  z.string().trim().max(2000).check(printable('lines', 'Instrumentation')).nullable(),
);

/** POST /ensembles. */
export const createEnsembleSchema = z.strictObject({
  name: ensembleName,
  type: ensembleType,
  level: ensembleLevel.optional(),
  size: ensembleSize.optional(),
  instrumentation: instrumentation.optional(),
});
export type CreateEnsembleInput = z.infer<typeof createEnsembleSchema>;

/** PATCH /ensembles/{id}: any subset of the fields; null clears level, size and instrumentation. */
export const updateEnsembleSchema = z.strictObject({
  name: ensembleName.optional(),
  type: ensembleType.optional(),
  level: ensembleLevel.optional(),
  size: ensembleSize.optional(),
  instrumentation: instrumentation.optional(),
});
export type UpdateEnsembleInput = z.infer<typeof updateEnsembleSchema>;

/** Details of the 409 answer when a deleted ensemble is still used by programs. */
export interface EnsembleInUseDetails {
  programs: { id: number; title: string }[];
}
