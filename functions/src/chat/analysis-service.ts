import type { PieceInsights } from '@app/shared/contracts/chat';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { getEnsemble } from '../ensembles/service';
import type { Caller } from '../lib/caller';
import { NotFoundError } from '../lib/errors';
import { logger } from '../lib/observability';
import { getEntry } from '../library/service';
import { fromLibrary, type Candidate } from './assistant/candidates';
import { analysePiece } from './assistant/insights';
import { catalogCandidates } from './catalogue-candidates';
import { provider, providerBudgetMs } from './chat-provider';

/**
 * The educational analysis of a piece for one of the user's ensembles: a library entry, or (entry
 * id 0 with a catalogue id) a catalogue work the assistant recommended.
 */
export async function analyse(
  caller: Caller,
  entryId: number | { catalogId: string },
  ensembleId: number,
): Promise<PieceInsights> {
  if (typeof entryId !== 'number') {
    const ensemble = await getEnsemble(caller, ensembleId);
    const work = catalogCandidates().find((c) => c.catalog_id === entryId.catalogId);
    if (!work) throw NotFoundError.of('Catalogue work');
    return insightsOf(work, ensemble);
  }
  // read together; an unknown ensemble is the answer when both are unknown
  const [entryRead, ensembleRead] = await Promise.allSettled([
    getEntry(caller, entryId),
    getEnsemble(caller, ensembleId),
  ]);
  if (ensembleRead.status === 'rejected') throw ensembleRead.reason;
  if (entryRead.status === 'rejected') throw entryRead.reason;
  const ensemble = ensembleRead.value;
  const piece = fromLibrary(entryRead.value);
  // The catalogue may know more about the same work (scoring, notes, character).
  const known =
    catalogCandidates().find((c) => c.identity === piece.identity) ??
    catalogCandidates().find((c) => c.folded_title === piece.folded_title && c.creator === piece.creator);
  const enriched: Candidate = known
    ? {
        ...piece,
        tags: piece.tags.length ? piece.tags : known.tags,
        key_signature: piece.key_signature ?? known.key_signature,
        meter: piece.meter ?? known.meter,
        scoring: known.scoring,
        notes: piece.notes ?? known.notes,
        year: piece.year ?? known.year,
        grade: piece.grade ?? known.grade,
        duration: piece.duration ?? known.duration,
        uil: known.uil,
      }
    : piece;
  return insightsOf(enriched, ensemble);
}

async function insightsOf(enriched: Candidate, ensemble: Ensemble): Promise<PieceInsights> {
  const facts = analysePiece(enriched, ensemble);
  const listing = enriched.uil ? { uil: enriched.uil } : {};
  try {
    return {
      ...(await provider.insights(enriched, ensemble, facts, AbortSignal.timeout(providerBudgetMs()))),
      ...listing,
    };
  } catch (error) {
    // The analysis from the facts is complete; a failing model only loses the better wording.
    logger.warn('insights provider failed; answering from the facts', { provider: provider.name, error });
    return { ...facts, ...listing };
  }
}
