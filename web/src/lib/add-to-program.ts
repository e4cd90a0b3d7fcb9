import { createContext, useContext } from 'react';

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

/** A piece for the program, filed under `ensembleId` (the ensemble it was recommended for), or Unassigned. */
export interface ProgramPick {
  piece: PieceToAdd;
  ensembleId: number | null;
}

/** Where the program being built holds a piece already. */
export interface PlaceInProgram {
  /** The program piece's id (to remove it). */
  pieceId: number;
  /** Its ensemble's name, or 'Unassigned'. */
  where: string;
}

/**
 * The program being built as the chat page sees it: what it holds, and adding or removing picks.
 * The programs feature implements it (`useProgramPicks`) and `app/` hands it to the chat page.
 */
export interface ProgramPicks {
  /** The program being built; null when none is selected (adding then asks for a new program first). */
  program: { id: number; title: string } | null;
  /** Where the program holds this piece (the same library entry, or the same title and composer), or null. */
  placeOf(piece: PieceToAdd): PlaceInProgram | null;
  /**
   * Adds the picks in one go, each under its ensemble (an ensemble the program lacks joins it);
   * without a program, Create New Program opens first with the picks' ensembles ticked. Resolves
   * true once all were added.
   */
  add(picks: ProgramPick[]): Promise<boolean>;
  /** Takes a piece out of the program again. */
  remove(place: PlaceInProgram & { title: string }): Promise<boolean>;
}

/**
 * The chat page's ProgramPicks, provided by `app/` around the page: the cards that show what the
 * program holds read it here, so a change to the program (each drop in the builder) re-renders
 * those cards, not the whole page under the builder.
 */
export const ProgramPicksContext = createContext<ProgramPicks | null>(null);

/** The program being built as ProgramPicksContext provides it. */
export function useProgramPicksContext(): ProgramPicks {
  const picks = useContext(ProgramPicksContext);
  if (!picks) throw new Error('useProgramPicksContext needs a ProgramPicksContext provider (app/ renders it)');
  return picks;
}
