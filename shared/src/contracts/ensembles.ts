import * as z from 'zod/mini';
import { ensembleTypes, type EnsembleType } from '../domain/ensemble-labels';
import { uilClassifications, uilConferences, type UilClassification, type UilConference } from '../domain/uil-contest';
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
  /** Its UIL conference (Texas Concert and Sight-Reading); null when not set. */
  uil_conference: UilConference | null;
  /** Varsity, non-varsity or sub non-varsity; null when not set. */
  uil_classification: UilClassification | null;
  created_at: string;
  updated_at: string;
}

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const ensembleName = z
  .string({ error: (issue) => (issue.input == null ? 'Ensemble name is required' : undefined) })
  .check(
    z.trim(),
    z.minLength(1, 'Ensemble name is required'),
    z.maxLength(120, 'Ensemble name must be at most 120 characters'),
    printable('name', 'Ensemble name'),
  );

const ensembleType = z.enum(ensembleTypes, { error: `type must be one of: ${ensembleTypes.join(', ')}` });

/** Difficulty grade 0.5–6 in steps of 0.5; null = not set. */
const ensembleLevel = z.pipe(
  z.transform(blankToNull),
  z.nullable(
    z.number({ error: 'Level must be a number' }).check(
      z.gte(0.5, 'Level must be between 0.5 and 6'),
      z.lte(6, 'Level must be between 0.5 and 6'),
      z.refine((v) => Number.isInteger(v * 2), 'Level must be in steps of 0.5'),
    ),
  ),
);

const ensembleSize = z.pipe(
  z.transform(blankToNull),
  z.nullable(
    z
      .number({ error: 'Size must be a number' })
      .check(
        z.int('Size must be a whole number'),
        z.gte(1, 'Size must be at least 1'),
        z.lte(1000, 'Size must be at most 1000'),
      ),
  ),
);

const instrumentation = z.pipe(
  z.transform(blankToNull),
  z.nullable(z.string().check(z.trim(), z.maxLength(2000), printable('lines', 'Instrumentation'))),
);

const uilConference = z.nullable(
  z.enum(uilConferences, { error: `uil_conference must be one of: ${uilConferences.join(', ')}` }),
);
const uilClassification = z.nullable(
  z.enum(uilClassifications, { error: `uil_classification must be one of: ${uilClassifications.join(', ')}` }),
);

/** POST /ensembles. */
/** A director's ensembles at most: the list answer stays small (docs/architecture.md, "Caps"). */
export const MAX_ENSEMBLES = 200;

export const createEnsembleSchema = z.strictObject({
  name: ensembleName,
  type: ensembleType,
  level: z.optional(ensembleLevel),
  size: z.optional(ensembleSize),
  instrumentation: z.optional(instrumentation),
  uil_conference: z.optional(uilConference),
  uil_classification: z.optional(uilClassification),
});
export type CreateEnsembleInput = z.infer<typeof createEnsembleSchema>;

/** PATCH /ensembles/{id}: any subset of the fields; null clears level, size and instrumentation. */
export const updateEnsembleSchema = z.strictObject({
  name: z.optional(ensembleName),
  type: z.optional(ensembleType),
  level: z.optional(ensembleLevel),
  size: z.optional(ensembleSize),
  instrumentation: z.optional(instrumentation),
  uil_conference: z.optional(uilConference),
  uil_classification: z.optional(uilClassification),
});
export type UpdateEnsembleInput = z.infer<typeof updateEnsembleSchema>;

/** Details of the 409 answer when a deleted ensemble is still used by programs. */
export interface EnsembleInUseDetails {
  programs: { id: number; title: string }[];
}
