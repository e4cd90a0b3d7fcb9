import { createHash } from 'node:crypto';

/**
 * The id an import gives the entry it creates from the data row `row` of task `taskId`: the same
 * in every delivery of the task, so a delivery that repeats an interrupted one (or runs beside a
 * slow one) writes the same items, and knows the entries that task created. 52 bits of a hash:
 * a positive integer of `newId`'s size, exact in browsers.
 */
export function importedEntryId(taskId: number, row: number): number {
  const digest = createHash('sha256').update(`podium-import:${taskId}:${row}`).digest();
  return Number(digest.readBigUInt64BE(0) >> 12n) + 1;
}
