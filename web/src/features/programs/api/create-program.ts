import { call, type BodyOf } from '../../../lib/api-client';

/** What the Create New Program dialog sends (empty values become null). */
export type CreateProgramRequest = BodyOf<'POST /api/programs'>;

export const createProgram = (body: CreateProgramRequest) => call('POST /api/programs', { body });
