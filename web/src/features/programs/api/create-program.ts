import type { Program } from '@app/shared/contracts/programs';
import { api } from '../../../lib/api-client';

/** What the Create New Program dialog sends (spec §3 Program creation input; empty values become null). */
export interface CreateProgramRequest {
  title: string;
  ensemble_ids: number[];
  performance_date: string | null;
  performance_time: string | null;
  venue: string | null;
  is_half_concert: boolean;
  target_duration: number | null;
  notes: string | null;
}

export const createProgram = (input: CreateProgramRequest) => api.post<Program>('/programs', input);
