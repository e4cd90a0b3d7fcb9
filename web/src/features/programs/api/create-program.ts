import { call, type BodyOf } from '../../../lib/api-client';

/** What the Create New Program dialog sends (spec §3 Program creation input; empty values become null). */
export type CreateProgramRequest = BodyOf<'POST /api/programs'>;

export const createProgram = (body: CreateProgramRequest) => call('POST /api/programs', { body });
