import type { EnsembleType } from '@app/shared/contracts/ensembles';
import type { CatalogTag } from '../catalog/catalog-schema';

/** A range; either end may be open. Grades are 0.5–6, durations seconds. */
export interface Range {
  min?: number;
  max?: number;
}

/** What a director asked for, read from the message (and refined by follow-ups). */
export interface RepertoireRequest {
  /** An ensemble type the message names ("for strings"), when it differs from the chosen ensemble. */
  ensemble_type?: EnsembleType;
  /** Asked grade range; absent: within one grade of the ensemble's level. */
  grade?: Range;
  /** Duration of each piece, seconds. */
  duration?: Range;
  /** Total length of a set to fill, seconds. */
  total?: number;
  /** How many pieces. */
  count?: number;
  /** Character and style wanted (any of them). */
  tags: CatalogTag[];
  /** Character and style refused. */
  excluded_tags: CatalogTag[];
  /** Folded composer names wanted (any of them). */
  composers: string[];
  /** Folded composer names refused. */
  avoided_composers: string[];
  library_only: boolean;
  /** Asked for an opener and/or a closer. */
  opener: boolean;
  closer: boolean;
  /** Folded title of a work named as a model ("pieces like Shenandoah"). */
  like_title?: string;
  /** A composer may appear twice ("two Holst pieces", "repeats are fine"). */
  allow_repeat_composer: boolean;
  /** Pool keys never to recommend (named in "not X", or "something else" after a turn). */
  excluded_keys: string[];
  /** The program the request names ("for the Spring Concert"), by id. */
  program_id?: number;
}
