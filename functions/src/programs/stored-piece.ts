import type { Program, ProgramPiece } from '@app/shared/contracts/programs';

/**
 * A piece as a program item (repository.ts) stores it, for the pure modules that read the pieces
 * (summary.ts, library-values.ts) as well as the repository that writes them: a file of its own, so
 * those modules never import the repository that imports them.
 */

/** The fields a piece from the library takes from its entry while its program is in progress. */
export type FollowedField = 'title' | 'composer' | 'arranger' | 'duration';

/**
 * A piece as stored inside its program item; its `order` is derived when the program is read.
 * `own_fields`: fields the director gave the piece itself, which its library entry does not change.
 */
export type StoredPiece = Omit<ProgramPiece, 'order'> & { own_fields?: FollowedField[] };

/** What the pure readers of a program's pieces need of its item: its status and its pieces. */
export type StoredPieces = Pick<Program, 'status'> & { pieces: StoredPiece[] };
