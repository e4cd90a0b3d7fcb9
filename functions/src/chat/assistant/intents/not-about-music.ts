import type { Intent } from './intent';

/** "hi", "grade my essays", an injected instruction: what the assistant does instead of picks. */
export const notAboutMusic: Intent = {
  name: 'not about music',
  applies: (reading) => reading.asks !== 'yes',
  answer(reading, context) {
    const examples = `For example: "a grade 2 march under 4 minutes", "fill 20 minutes for the spring concert", or "pieces like Shenandoah".`;
    const reply =
      reading.asks === 'off-topic'
        ? `I can only help with repertoire: finding pieces for ${context.ensemble.name}, filling a concert and comparing pieces. ${examples}`
        : `I did not find a request for music in that. Tell me what ${context.ensemble.name} needs: a character, a grade, a length or a number of pieces. ${examples}`;
    return { reply, picks: [], request: reading.request };
  },
};
