import type { Disambiguation } from '@app/shared/contracts/chat';
import { ensembleChoiceLabel, ensembleTypeLabel } from '@app/shared/domain/ensemble-labels';
import { foldForSearch } from '@app/shared/domain/search-text';
import { listEnsembles } from '../ensembles/service';
import type { Caller } from '../lib/caller';
import { NotFoundError } from '../lib/errors';
import { suitsEnsemble, type Candidate } from './assistant/candidates';
import { sameFamily, typeNamedIn } from './assistant/message-names';
import { findNamedWork } from './assistant/similarity';
import { candidatePool } from './candidate-pool';

const ensembleChoice = (e: { id: number; name: string; type: string }) => ({
  label: ensembleChoiceLabel(e),
  ensemble_id: e.id,
});

/**
 * What to ask before answering: which ensemble (none chosen and several could be meant), or which
 * work or arrangement (a title that matches several). No question when nothing is ambiguous.
 */
export async function disambiguate(
  caller: Caller,
  input: { message: string; ensemble_id?: number },
): Promise<Disambiguation> {
  // offered in the order they were made (ids grow with time)
  const ensembles = (await listEnsembles(caller)).sort((a, b) => a.id - b.id);
  if (input.ensemble_id != null && !ensembles.some((e) => e.id === input.ensemble_id))
    throw NotFoundError.of('Ensemble');
  if (input.ensemble_id == null) {
    if (!ensembles.length)
      return { question: 'Add an ensemble in My Ensembles first, so I know who the music is for.', choices: [] };
    const named = typeNamedIn(input.message);
    const candidates = named ? ensembles.filter((e) => sameFamily(named, e.type)) : ensembles;
    const choices = (candidates.length ? candidates : ensembles).map(ensembleChoice);
    return { question: choices.length > 1 ? 'Which ensemble is this for?' : null, choices };
  }
  const ensemble = ensembles.find((e) => e.id === input.ensemble_id)!;
  const pool = await candidatePool(caller);
  const text = foldForSearch(input.message).replace(/^(pieces |works |songs |something )?(like |similar to )/, '');
  const works = findNamedWork(pool, text);
  const distinct = new Map<string, Candidate>();
  for (const w of works) if (!distinct.has(w.identity)) distinct.set(w.identity, w);
  if (distinct.size < 2) return { question: null, choices: [] };
  const sorted = [...distinct.values()].sort(
    (a, b) => Number(suitsEnsemble(b, ensemble.type)) - Number(suitsEnsemble(a, ensemble.type)),
  );
  return {
    question: `Which ${sorted[0]!.title} do you mean?`,
    choices: sorted.map((c) => ({
      label: `${c.title}${c.composer ? ` - ${c.composer}` : ''}${c.arranger ? `, arr. ${c.arranger}` : ''} (${c.source === 'library' ? 'your library' : 'catalogue'}${c.ensemble_types.length ? `, ${c.ensemble_types.map(ensembleTypeLabel).join('/')}` : ''})`,
      title: c.title,
      composer: c.composer,
      arranger: c.arranger,
      source: c.source,
    })),
  };
}
