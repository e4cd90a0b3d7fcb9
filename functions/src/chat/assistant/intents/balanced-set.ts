import { nothingFound, picksOf, rankFor } from '../answering';
import type { AssistantContext, ProviderAnswer } from '../provider';
import type { Reading } from '../reading';
import { ensembleText, listText } from '../reply';
import { selectVaried, type Scored } from '../scoring';
import { CHARACTER_GROUPS } from '../vocabulary';
import type { Intent } from './intent';

const BALANCED_COUNT = CHARACTER_GROUPS.length;

/** A balanced set for the ensemble without a message: one piece per broad character. */
export const balancedSet: Intent = {
  name: 'balanced set',
  applies: (reading) => reading.question.kind === 'ensemble',
  answer: (reading, context) => balancedAnswer(reading, context),
};

function balancedAnswer(reading: Reading, context: AssistantContext): ProviderAnswer {
  const { request } = reading;
  const { ranked, refused, k } = rankFor(reading, context, true);
  const chosen: { scored: Scored; group: string }[] = [];
  for (const group of CHARACTER_GROUPS) {
    const inGroup = ranked.filter(
      (s) =>
        s.candidate.tags.some((t) => group.tags.includes(t)) &&
        !chosen.some((c) => c.scored.candidate.identity === s.candidate.identity),
    );
    const [pick] = selectVaried(
      inGroup,
      1,
      k,
      chosen.map((c) => c.scored.candidate),
    );
    if (pick) chosen.push({ scored: pick, group: group.name });
  }
  if (chosen.length < BALANCED_COUNT) {
    for (const scored of selectVaried(
      ranked.filter((s) => !chosen.some((c) => c.scored === s)),
      BALANCED_COUNT - chosen.length,
      k,
      chosen.map((c) => c.scored.candidate),
    ))
      chosen.push({ scored, group: 'another good fit' });
  }
  if (!chosen.length) return { reply: nothingFound(k, refused), picks: [], request };
  return {
    reply: `A balanced set for ${ensembleText(context.ensemble)}: ${listText(chosen.map(({ scored, group }) => `${group} (${scored.candidate.title})`))}.`,
    picks: picksOf(
      chosen.map((c) => c.scored),
      k,
    ),
    request,
  };
}
