import { listText } from '../reply';
import type { Intent } from './intent';

/** "Something by Gordon Goodwin or Mintzer" when no piece is by either: said, with nothing else offered in their place. */
export const unknownComposers: Intent = {
  name: 'unknown composers',
  applies: (reading) => reading.unknownComposers.length > 0 && reading.request.composers.length === 0,
  answer(reading) {
    const names = reading.unknownComposers;
    return {
      reply: `I know no pieces by ${listText(names).replace(/ and ([^,]+)$/, ' or $1')} in your library or the catalogue, so I cannot suggest any by ${names.length === 1 ? 'that composer' : 'them'}. Add their pieces to your library to have them suggested, or ask for a style or a grade instead.`,
      picks: [],
      request: reading.request,
    };
  },
};
