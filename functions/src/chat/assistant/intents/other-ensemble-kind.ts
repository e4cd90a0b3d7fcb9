import type { Intent } from './intent';

/** "Our bagpipe corps needs music for Veterans Day": a kind of ensemble the catalogue has no music for. */
export const otherEnsembleKind: Intent = {
  name: 'other ensemble kind',
  // beside ensembles the director has ("band 2 pieces, and our string quartet 1"), those are answered
  applies: (reading) => Boolean(reading.otherKind) && !reading.parts,
  answer(reading, context) {
    return {
      reply: `I know no music for ${/^[aeiou]/.test(reading.otherKind!) ? 'an' : 'a'} ${reading.otherKind}: the catalogue holds music for bands, orchestras, choirs, jazz bands, percussion ensembles and woodwind quintets, and your library holds what you add to it. If the music is for ${context.ensemble.name} or another of your ensembles, choose it and ask again.`,
      picks: [],
      request: reading.request,
    };
  },
};
