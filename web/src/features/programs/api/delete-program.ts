import { api } from '../../../lib/api-client';
import { programKey } from './program-keys';

export const deleteProgram = (id: number) => api.delete<void>(programKey(id));
