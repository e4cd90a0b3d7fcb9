import type { Program } from '@app/shared/contracts/programs';
import { api } from '../../../lib/api-client';

/** What the Create New Program dialog sends (spec §3 Program creation input; empty values become null). */
export type CreateProgramRequest = Pick<
  Program,
  'title' | 'performance_date' | 'performance_time' | 'venue' | 'is_half_concert' | 'target_duration' | 'notes'
> & {
  ensemble_ids: number[];
};

export const createProgram = (input: CreateProgramRequest) => api.post<Program>('/programs', input);
