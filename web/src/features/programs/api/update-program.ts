import type { ProgramStatus } from '@app/shared/contracts/programs';
import { call } from '../../../lib/api-client';

/**
 * PATCH /programs/{id}: rename sends {title}, a date change {performance_date, performance_time},
 * finalizing {status}, the builder's UIL Concert & Sight-Reading mark {uil_contest}.
 */
export type ProgramChange =
  | { title: string }
  | { performance_date: string; performance_time: string | null }
  | { status: ProgramStatus }
  | { uil_contest: boolean };

export const updateProgram = (id: number, change: ProgramChange) =>
  call('PATCH /api/programs/{id}', { params: { id }, body: change });

export const renameProgram = (id: number, title: string) => updateProgram(id, { title: title.trim() });

export const changePerformanceDate = (id: number, date: string, time: string | null) =>
  updateProgram(id, { performance_date: date, performance_time: time ? time.slice(0, 5) : null });

export const finalizeProgram = (id: number) => updateProgram(id, { status: 'finalized' });

export const markUilContest = (id: number, uilContest: boolean) => updateProgram(id, { uil_contest: uilContest });
