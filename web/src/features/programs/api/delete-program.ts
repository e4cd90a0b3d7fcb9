import { call } from '../../../lib/api-client';

export const deleteProgram = (id: number) => call('DELETE /api/programs/{id}', { params: { id } });
