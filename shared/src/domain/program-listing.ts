import type { ProgramPiece } from '../contracts/programs';
import { countWithoutDuration, totalDuration } from './duration';
import { intermissionPlacement } from './intermission';

/**
 * A program's running order as an audience reads it (the printed program and the shared page): its
 * sets in concert order, and where the intermission falls.
 */

/**
 * Heading of the pieces not yet assigned to an ensemble. They are listed, not dropped: they are
 * part of the program's running time, and the program's order puts them first (unassigned pieces
 * first, then each ensemble in order), so they open the listing, under this heading, only when there are any.
 */
export const UNASSIGNED_HEADING = 'Additional Pieces';

/** What the listing reads of a piece. */
export type ListedPiece = Pick<ProgramPiece, 'title' | 'composer' | 'arranger' | 'duration' | 'order' | 'ensemble_id'>;

/** What the listing reads of a program (the API's `Program` fits). */
export interface ListedProgram<P extends ListedPiece> {
  is_half_concert: boolean;
  program_ensembles: readonly { ensemble_id: number; order: number; name: string }[];
  pieces: readonly P[];
}

export interface ListingGroup<P extends ListedPiece> {
  heading: string;
  /** The ensemble whose set this is; null for the pieces not assigned to one. */
  ensembleId: number | null;
  pieces: P[];
}

export interface Listing<P extends ListedPiece> {
  groups: ListingGroup<P>[];
  /** The group the intermission line follows (always an ensemble's set), for a half concert. */
  intermissionAfter: number | undefined;
  totalSeconds: number;
  /** Pieces whose length nobody gave: left out of the total, and named beside it. */
  withoutLength: number;
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * The running order: unassigned pieces first (pieces whose ensemble is no longer on the program count
 * as unassigned), then each ensemble in program order with its pieces in order. Ensembles without
 * pieces are left out: there is nothing for the audience to read under them. `clean` makes a name fit
 * to show (the document strips what Word cannot hold).
 */
export function programListing<P extends ListedPiece>(
  program: ListedProgram<P>,
  clean: (text: string) => string = (text) => text.trim(),
): Listing<P> {
  const ensembles = [...program.program_ensembles].sort(byOrder);
  const onProgram = new Set(ensembles.map((e) => e.ensemble_id));
  const pieces = [...program.pieces].sort(byOrder);
  const groups: ListingGroup<P>[] = [];
  const unassigned = pieces.filter((p) => p.ensemble_id === null || !onProgram.has(p.ensemble_id));
  if (unassigned.length) groups.push({ heading: UNASSIGNED_HEADING, ensembleId: null, pieces: unassigned });
  for (const ensemble of ensembles) {
    const own = pieces.filter((p) => p.ensemble_id === ensemble.ensemble_id);
    if (own.length)
      groups.push({ heading: clean(ensemble.name) || 'Ensemble', ensembleId: ensemble.ensemble_id, pieces: own });
  }
  // the builder draws it with the same rule, so it is where the director saw it
  const intermission = intermissionPlacement(program);
  const after = intermission ? groups.findIndex((g) => g.ensembleId === intermission.afterEnsembleId) : -1;
  return {
    groups,
    totalSeconds: totalDuration(pieces),
    withoutLength: countWithoutDuration(pieces),
    intermissionAfter: after >= 0 ? after : undefined,
  };
}

/** `Title — Composer, arr. Arranger`, leaving out what is unknown. */
export function pieceCredit(
  piece: Pick<ListedPiece, 'title' | 'composer' | 'arranger'>,
  clean: (text: string) => string = (text) => text.trim(),
): { title: string; credit: string } {
  const composer = clean(piece.composer ?? '');
  const arranger = clean(piece.arranger ?? '');
  const credit = [composer, arranger && `arr. ${arranger}`].filter(Boolean).join(', ');
  return { title: clean(piece.title) || 'Untitled', credit };
}
