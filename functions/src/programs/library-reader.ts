import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { keys } from '../lib/keys';

export interface LibraryEntrySummary {
  title: string;
  composer: string | null;
  arranger: string | null;
  /** Seconds. */
  duration: number | null;
  notes: string | null;
}

const textOrNull = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * What a program copies from a library entry `PK=USER#<sub> SK=LIBRARY#<id>`. The library domain
 * owns that item; this reader only needs these fields (its issue may replace the mapping).
 */
export async function findLibraryEntry(sub: string, id: number): Promise<LibraryEntrySummary | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.libraryEntry(sub, id) }));
  const title = textOrNull(Item?.title);
  if (!Item || !title) return undefined;
  const duration = Item.duration;
  return {
    title,
    composer: textOrNull(Item.composer),
    arranger: textOrNull(Item.arranger),
    duration: Number.isSafeInteger(duration) && duration >= 0 ? duration : null,
    notes: textOrNull(Item.notes),
  };
}
