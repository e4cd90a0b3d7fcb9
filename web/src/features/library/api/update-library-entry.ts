import type { LibraryEntry, LibraryEntryInput } from '@app/shared/contracts/library';
import { api } from '../../../lib/api-client';
import { ENTRIES_PATH } from './library-keys';

/** PUT /library/entries/{id}: replaces the entry, so every field is sent (one left out would be cleared). */
export const updateLibraryEntry = (id: number, input: LibraryEntryInput) =>
  api.put<LibraryEntry>(`${ENTRIES_PATH}/${id}`, input);
