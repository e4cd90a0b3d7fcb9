/**
 * How an error answer says what is missing, for code that must tell one 404 from another: a 404
 * carries `details.resource`, the item's name in snake case (`program`, `library_entry`), so the
 * browser never has to compare English messages.
 */
export interface NotFoundDetails {
  resource: string;
}

/** "Library entry" → "library_entry": the resource a 404 about that item names. */
export const resourceOf = (item: string): string => item.trim().toLowerCase().replace(/\s+/g, '_');

/** The message of a 404 about an item: "Program not found." */
export const notFoundMessage = (item: string): string => `${item} not found.`;

/** Whether an error answer's details say that this item is missing. */
export const isMissing = (details: unknown, item: string): boolean =>
  typeof details === 'object' &&
  details !== null &&
  (details as Partial<NotFoundDetails>).resource === resourceOf(item);
