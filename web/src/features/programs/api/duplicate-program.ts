import type { Program } from '@app/shared/contracts/programs';
import { api } from '../../../lib/api-client';
import { programKey } from './program-keys';

/** POST /programs/{id}/duplicate?new_title=… (without a title the copy is "<title> (copy)"). */
export const duplicateProgram = (id: number, newTitle?: string) =>
  api.post<Program>(
    `${programKey(id)}/duplicate${newTitle?.trim() ? `?new_title=${encodeURIComponent(newTitle.trim())}` : ''}`,
  );
