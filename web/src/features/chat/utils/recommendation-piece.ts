import type { Recommendation } from '@app/shared/contracts/chat';
import type { PieceToAdd } from '../../../lib/add-to-program';
import type { InsightsPiece } from '../../../lib/insights';

/** A library recommendation is added by its entry (the program takes its fields from the library); a catalogue one by its facts. */
export function pieceToAdd(r: Recommendation): PieceToAdd {
  if (r.source === 'library' && r.library_entry_id != null)
    return { libraryEntryId: r.library_entry_id, title: r.title };
  return { title: r.title, composer: r.composer, arranger: r.arranger, duration: r.duration };
}

export function insightsPiece(r: Recommendation): InsightsPiece | null {
  if (r.source === 'library' && r.library_entry_id != null)
    return { libraryEntryId: r.library_entry_id, title: r.title };
  if (r.catalog_id) return { catalogId: r.catalog_id, title: r.title };
  return null;
}

/** A stable key for a recommendation in a list. */
export const recommendationKey = (r: Recommendation, index: number) =>
  `${r.library_entry_id ?? r.catalog_id ?? r.title}-${index}`;
