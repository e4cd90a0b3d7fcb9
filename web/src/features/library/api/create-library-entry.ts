import type { LibraryEntry, LibraryEntryInput } from '@app/shared/contracts/library';
import { api } from '../../../lib/api-client';
import { ENTRIES_PATH } from './library-keys';

/** POST /library/entries (201); a 409 names the entry already holding that piece (`details.existing_id`). */
export const createLibraryEntry = (input: LibraryEntryInput) => api.post<LibraryEntry>(ENTRIES_PATH, input);
