import type { Intent } from './intent';

/** Where the page that does it lives, for a question about using Podium ("how do I delete a program"). */
const APP_PLACES: readonly [RegExp, string][] = [
  [
    /\bprograms?\b/i,
    'Programs are in the Program Builder: select the program, then use its toolbar to rename it, change its date and time, export it as a Word document or delete it.',
  ],
  [
    /\b(library|entry|entries|csv|spreadsheet|import|upload)\b/i,
    'Your pieces are on the Library page, where you can add entries or upload a CSV file.',
  ],
  [/\bensembles?\b/i, 'Your ensembles are on the My Ensembles page, where you can add, edit or remove one.'],
  [
    /\b(account|profile|picture|photo|password|sign|log)\b/i,
    'Your profile, picture and sign-out are in the avatar menu at the top right (Your Profile, Sign out).',
  ],
];

/** "hi", "grade my essays", an injected instruction, a question about the app: what the assistant does instead of picks. */
export const notAboutMusic: Intent = {
  name: 'not about music',
  applies: (reading) => reading.asks !== 'yes',
  answer(reading, context) {
    const examples = `For example: "a grade 2 march under 4 minutes", "fill 20 minutes for the spring concert", or "pieces like Shenandoah".`;
    const place = APP_PLACES.find(([words]) => words.test(reading.question.message))?.[1];
    const reply =
      reading.asks === 'thanks'
        ? `Glad that helps. Ask again any time for ${context.ensemble.name}: another piece, a different length, or a whole concert.`
        : reading.asks === 'app-help'
          ? `${place ?? 'The side menu has Chat with the assistant, My Ensembles, Library and Programs.'} Here I can find repertoire for ${context.ensemble.name}. ${examples}`
          : reading.asks === 'off-topic'
            ? `I can only help with repertoire: finding pieces for ${context.ensemble.name}, filling a concert and comparing pieces. ${examples}`
            : `I did not find a request for music in that. Tell me what ${context.ensemble.name} needs: a character, a grade, a length or a number of pieces. ${examples}`;
    return { reply, picks: [], request: reading.request };
  },
};
