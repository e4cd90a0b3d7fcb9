import { call } from '../../../lib/api-client';

/** DELETE /library/entries/{id}; programs that hold the piece keep their copy of it. */
export const deleteLibraryEntry = (id: number) => call('DELETE /api/library/entries/{id}', { params: { id } });
