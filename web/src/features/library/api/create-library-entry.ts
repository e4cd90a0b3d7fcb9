import type { LibraryEntryInput } from '@app/shared/contracts/library';
import { call } from '../../../lib/api-client';

/** POST /library/entries (201); a 409 names the entry already holding that piece (`details.existing_id`). */
export const createLibraryEntry = (body: LibraryEntryInput) => call('POST /api/library/entries', { body });
