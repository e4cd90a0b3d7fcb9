import {
  analyzeQuerySchema,
  chatDisambiguateInputSchema,
  chatFollowupInputSchema,
  chatMessageInputSchema,
  chatSessionInputSchema,
  chatVectorInputSchema,
} from '@app/shared/contracts/chat';
import { domainHandler, endpoint, parseId } from '../lib/http';
import { json } from '../lib/responses';
import { accountMiddleware, SHORT_ACCOUNT_MAX_AGE_MS } from '../users/account-middleware';
import * as chat from './service';

export const handler = domainHandler(
  'chat',
  {
    'POST /api/chat/session': endpoint({ body: chatSessionInputSchema }, async ({ body, caller }) =>
      json(201, await chat.startSession(caller, body.ensemble_id)),
    ),

    'POST /api/chat/message': endpoint({ body: chatMessageInputSchema }, async ({ body, caller }) =>
      json(200, await chat.ask(caller, 'message', body)),
    ),

    'POST /api/chat/followup': endpoint({ body: chatFollowupInputSchema }, async ({ body, caller }) =>
      json(200, await chat.ask(caller, 'followup', body)),
    ),

    'POST /api/chat/vector': endpoint({ body: chatVectorInputSchema }, async ({ body, caller }) =>
      json(200, await chat.ask(caller, 'vector', body)),
    ),

    'POST /api/chat/disambiguate': endpoint({ body: chatDisambiguateInputSchema }, async ({ body, caller }) =>
      json(200, await chat.disambiguate(caller, body)),
    ),

    'GET /api/chat/history/{id}': async ({ params, caller }) =>
      json(200, await chat.history(caller, parseId(params.id, 'Chat session'))),

    'GET /api/chat/recommendations/{sessionId}': async ({ params, caller }) =>
      json(200, await chat.sessionRecommendations(caller, parseId(params.sessionId, 'Chat session'))),

    'GET /api/chat/ensemble-recommendations/{ensembleId}': async ({ params, caller }) =>
      json(200, await chat.ensembleRecommendations(caller, parseId(params.ensembleId, 'Ensemble'))),

    'GET /api/chat/user-sessions': async ({ caller }) => json(200, await chat.userSessions(caller)),

    // piece 0 with ?catalog_id= analyses a catalogue work (a recommendation not in the library)
    'GET /api/library/pieces/{pieceId}/analyze/{ensembleId}': endpoint(
      { query: analyzeQuerySchema },
      async ({ params, query, caller }) => {
        const piece =
          params.pieceId === '0' && query.catalog_id
            ? { catalogId: query.catalog_id }
            : parseId(params.pieceId, 'Library entry');
        return json(200, await chat.analyse(caller, piece, parseId(params.ensembleId, 'Ensemble')));
      },
    ),
  },
  {
    account: accountMiddleware({ maxAgeMs: SHORT_ACCOUNT_MAX_AGE_MS }),
  },
);
