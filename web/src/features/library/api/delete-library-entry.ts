import { api } from '../../../lib/api-client';
import { ENTRIES_PATH } from './library-keys';

/** DELETE /library/entries/{id}; programs that hold the piece keep their copy of it. */
export const deleteLibraryEntry = (id: number) => api.delete<void>(`${ENTRIES_PATH}/${id}`);
