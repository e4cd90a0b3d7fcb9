/**
 * "Add to program" as the library and chat pages see it. The programs feature implements it
 * (`useAddToProgram`) and `app/` hands it to those pages, since features do not import each other.
 */

/** A piece to add: a library entry (its fields come from the library), or a catalogue piece's fields. */
export type PieceToAdd =
  | { libraryEntryId: number; title: string }
  | {
      title: string;
      composer?: string | null;
      arranger?: string | null;
      duration?: number | null;
      notes?: string | null;
    };

/**
 * Adds the piece to the current program, into the current ensemble or Unassigned, with its own
 * notice; resolves true when it was added (false when it failed or no program is selected).
 */
export type AddToProgram = (piece: PieceToAdd) => Promise<boolean>;
