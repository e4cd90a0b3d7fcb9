import { call } from '../../../lib/api-client';

/** POST /programs/{id}/duplicate?new_title=… (without a title the copy is "<title> (copy)"). */
export const duplicateProgram = (id: number, newTitle?: string) =>
  call('POST /api/programs/{id}/duplicate', { params: { id }, query: { new_title: newTitle?.trim() || undefined } });
