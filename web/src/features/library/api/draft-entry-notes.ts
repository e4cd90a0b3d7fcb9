import { call } from '../../../lib/api-client';

/** POST /chat/draft-notes for a library entry: a short and a longer note from its facts, and what no fact says. */
export const draftEntryNotes = (entryId: number) =>
  call('POST /api/chat/draft-notes', { body: { library_entry_id: entryId } });
