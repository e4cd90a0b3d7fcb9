/**
 * The program as the browser code of the spec reads it (spec §3 Program, Piece in a program).
 * Request schemas of the programs routes live beside these types.
 */
export type ProgramStatus = 'in_progress' | 'finalized';

export interface ProgramPiece {
  id: number;
  title: string;
  composer: string | null;
  arranger: string | null;
  /** Seconds. */
  duration: number;
  /** 1-based: unassigned pieces first, then each ensemble in program order. */
  order: number;
  /** null = unassigned. */
  ensemble_id: number | null;
  /** Program notes printed under the piece when the export includes them. */
  notes: string | null;
  /** The library entry it was copied from, if any. */
  library_entry_id: number | null;
}

export interface ProgramEnsemble {
  ensemble_id: number;
  order: number;
  /** Joined from the ensemble at read time. */
  name: string;
  type: string;
}

export interface Program {
  id: number;
  title: string;
  /** The spec's browser code reads `name`; it always equals the title. */
  name: string;
  /** Same as performance_date (the spec's browser code reads both). */
  date: string | null;
  status: ProgramStatus;
  pieces: ProgramPiece[];
  program_ensembles: ProgramEnsemble[];
  /** YYYY-MM-DD */
  performance_date: string | null;
  /** HH:MM (24 h) */
  performance_time: string | null;
  venue: string | null;
  is_half_concert: boolean;
  /** Minutes. */
  target_duration: number | null;
  notes: string | null;
  /** Seconds, the sum of piece durations. */
  total_duration: number;
  /** m:ss */
  formatted_duration: string;
  created_at: string;
  updated_at: string;
}
