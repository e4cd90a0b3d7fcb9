import type { DraftNotesInput, NoteDraft } from '@app/shared/contracts/chat';
import type { LibraryEntry } from '@app/shared/contracts/library';
import { foldForSearch, pieceIdentity } from '@app/shared/domain/search-text';
import { creatorKey } from '../catalog/creator-key';
import type { Caller } from '../lib/caller';
import { NotFoundError } from '../lib/errors';
import { logger } from '../lib/observability';
import { getEntry } from '../library/service';
import { programPieces } from '../programs/service';
import { fromLibrary, type Candidate } from './assistant/candidates';
import { draftFromFacts, type NoteFacts } from './assistant/note-facts';
import { catalogCandidates, catalogComposerIndex } from './catalogue-candidates';
import { provider, providerBudgetMs } from './chat-provider';

/** The piece as the director has it: a program's piece (its library entry, if it still exists) or a library entry. */
async function piecesOwn(
  caller: Caller,
  input: DraftNotesInput,
): Promise<{ title: string; composer: string | null; arranger: string | null; entry?: LibraryEntry }> {
  if ('library_entry_id' in input) {
    const entry = await getEntry(caller, input.library_entry_id);
    return { title: entry.title, composer: entry.composer, arranger: entry.arranger, entry };
  }
  const program = await programPieces(caller, input.program_id);
  const piece = program.pieces.find((p) => p.id === input.piece_id);
  if (!piece) throw NotFoundError.of('Piece');
  const entry =
    piece.library_entry_id != null ? await getEntry(caller, piece.library_entry_id).catch(() => undefined) : undefined;
  return {
    title: piece.title,
    composer: piece.composer ?? null,
    arranger: piece.arranger ?? null,
    ...(entry ? { entry } : {}),
  };
}

/** The catalogue work that is the same piece: the same title, composer and arranger, else the same title and creator. */
function catalogueWorkOf(piece: {
  title: string;
  composer: string | null;
  arranger: string | null;
}): Candidate | undefined {
  const identity = pieceIdentity(piece);
  const title = foldForSearch(piece.title);
  const creator = creatorKey(piece);
  return (
    catalogCandidates().find((c) => c.identity === identity) ??
    catalogCandidates().find((c) => c.folded_title === title && c.creator === creator)
  );
}

/** What a note may say of the piece: the director's values first, then the catalogue's, with their sources. */
export function noteFactsOf(piece: {
  title: string;
  composer: string | null;
  arranger: string | null;
  entry?: LibraryEntry;
}): NoteFacts {
  const own = piece.entry ? fromLibrary(piece.entry) : undefined;
  const work = catalogueWorkOf(piece);
  const people = catalogComposerIndex();
  const composerFacts = work?.composer_facts ?? people.byName(piece.composer);
  return {
    title: piece.title,
    composer: piece.composer,
    arranger: piece.arranger,
    composerFacts,
    arrangerFacts: people.byName(piece.arranger),
    year: own?.year ?? work?.year ?? null,
    tags: own?.tags.length ? own.tags : (work?.tags.filter((t) => t !== 'contest') ?? []),
    catalogueNotes: work?.notes ?? null,
    sources: work?.sources ?? [],
    uil: work?.uil ?? null,
  };
}

/**
 * POST /chat/draft-notes: a first version of a piece's program note, short and longer, from its
 * facts alone. With the Bedrock provider the model writes it from the same facts, and a sentence
 * that names anything the facts do not hold is dropped; the embedded draft answers when it fails.
 */
export async function draftNotes(caller: Caller, input: DraftNotesInput): Promise<NoteDraft> {
  const facts = noteFactsOf(await piecesOwn(caller, input));
  const draft = draftFromFacts(facts);
  try {
    return await provider.draftNotes(facts, draft, AbortSignal.timeout(providerBudgetMs()));
  } catch (error) {
    logger.warn('notes provider failed; answering the draft from the facts', { provider: provider.name, error });
    return draft;
  }
}
