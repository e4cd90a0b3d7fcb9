/**
 * Bundled like a function and run in a fresh process by bundles.ts: what a chat function's first
 * message costs after a cold start besides the database. It imports the chat handler (the cold
 * import), then loads the catalogue from its asset and answers one message over an empty library.
 */
import '@app/functions/chat/handler';
import { buildPool, fromCatalog } from '@app/functions/chat/assistant/candidates';
import { recommend } from '@app/functions/chat/assistant/embedded';
import { catalogWorks } from '@app/functions/catalog/load-catalog';

const pool = buildPool(
  [],
  catalogWorks().map((w) => fromCatalog(w)),
);
const answer = recommend(
  { kind: 'message', message: 'something lyrical for strings, grade 3' },
  {
    ensemble: {
      id: 1,
      name: 'Strings',
      type: 'string_orchestra',
      level: 3,
      size: 30,
      instrumentation: null,
      uil_conference: null,
      uil_classification: null,
      created_at: '',
      updated_at: '',
    },
    pool,
    useLibraryOnly: false,
    excludedKeys: new Set(),
    history: [],
    programs: [],
    today: new Date(),
  },
);
if (!answer.picks.length) throw new Error(`no recommendation: ${answer.reply}`);
