import type { ChatKind, NoteDraft, PieceInsights } from '@app/shared/contracts/chat';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { Candidate, CandidatePool } from './candidates';
import type { ProviderPick, RepertoireRequest } from './request';
import type { NoteFacts } from './note-facts';
import type { PlayedPiece } from './rotation';

/**
 * The one interface of the repertoire assistant. Two providers implement it: `embedded.ts` (no
 * network, the default) and `bedrock.ts` (the Converse API). Neither decides what exists: the
 * service gathers the candidates (the user's library and the catalogue) into a pool, and
 * `grounding.ts` checks every pick against that pool afterwards, taking grade and duration from
 * the source, so a provider cannot return an invented piece or invented facts.
 */

/** One earlier turn of the session, oldest first. */
export interface PreviousTurn {
  role: 'user' | 'assistant';
  content: string;
  kind: ChatKind;
  /** The pool keys the assistant recommended in this turn (assistant turns). */
  picks: string[];
  /** The constraints the embedded provider read for this turn (assistant turns), if any. */
  request?: RepertoireRequest;
}

export interface AssistantContext {
  /** The ensemble the director chose. */
  ensemble: Ensemble;
  /** Every candidate: the user's library and the catalogue. */
  pool: CandidatePool;
  useLibraryOnly: boolean;
  /** Pool keys of pieces already in the current program or one the message names: never recommended again. */
  excludedKeys: ReadonlySet<string>;
  /** The session's earlier turns, oldest first (empty for a new session). */
  history: readonly PreviousTurn[];
  /** Program titles of the user, so a request can name one ("for the Spring Concert"). */
  programs: readonly { id: number; title: string; pieceKeys: readonly string[] }[];
  /** Today, for "performed recently". */
  today: Date;
  /** What the director's ensembles played, newest first (finalized concerts whose date has passed). */
  played?: readonly PlayedPiece[];
  /** Years within which what an ensemble played is not offered to it again (the director's setting). */
  rotationYears?: number;
  /** The director's ensembles, when the message may name several ("15 minutes for the band and 10 for the jazz band"). */
  ensembles?: readonly Ensemble[];
}

export interface AssistantQuestion {
  kind: ChatKind;
  /** What the director typed ('' for ensemble recommendations). */
  message: string;
  /** One ensemble's share of a message about several (seconds to fill), read from its own clauses. */
  share?: number;
}

export interface ProviderAnswer {
  reply: string;
  picks: ProviderPick[];
  /** The constraints read from the message, stored with the turn so a follow-up can refine them. */
  request?: RepertoireRequest;
}

export interface AssistantProvider {
  readonly name: 'embedded' | 'bedrock';
  answer(question: AssistantQuestion, context: AssistantContext, signal: AbortSignal): Promise<ProviderAnswer>;
  /**
   * The educational analysis of one piece for one ensemble. `facts` is what the pure analysis
   * derived (fit, rehearsal estimate, placement, teaching points from the facts); a provider may
   * write it better but keeps fit, estimate and placement.
   */
  insights(piece: Candidate, ensemble: Ensemble, facts: PieceInsights, signal: AbortSignal): Promise<PieceInsights>;
  /**
   * A piece's program note from its facts alone. `draft` is the one written from the facts
   * (note-facts.ts); a provider may word it better, and every name, year and number it writes must be
   * one of `facts` (a sentence that is not is dropped).
   */
  draftNotes(facts: NoteFacts, draft: NoteDraft, signal: AbortSignal): Promise<NoteDraft>;
}
