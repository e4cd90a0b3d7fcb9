import type { LibraryEntryInput } from '@app/shared/contracts/library';
import { call } from '../../../lib/api-client';

/** PUT /library/entries/{id}: replaces the entry, so every field is sent (one left out would be cleared). */
export const updateLibraryEntry = (id: number, body: LibraryEntryInput) =>
  call('PUT /api/library/entries/{id}', { params: { id }, body });
