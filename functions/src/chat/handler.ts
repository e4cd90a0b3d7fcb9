import { chatRoutes } from '@app/shared/api/chat';
import { NotFoundError } from '../lib/errors';
import { domainHandler } from '../lib/http';
import { json } from '../lib/responses';
import { accountMiddleware, SHORT_ACCOUNT_MAX_AGE_MS } from '../users/account-middleware';
import { disambiguate } from './disambiguation-service';
import * as chat from './service';

/** A piece's analysis for an ensemble (its own rules and texts): loaded by the first analysis, not by every cold start. */
const analysis = () => import('./analysis-service');
/** Drafted program notes: loaded by the first draft. */
const notes = () => import('./notes-service');

const pieceToAnalyse = (pieceId: number, catalogId: string | undefined) => {
  if (pieceId !== 0) return pieceId;
  if (!catalogId) throw NotFoundError.of('Library entry');
  return { catalogId };
};

export const handler = domainHandler(
  chatRoutes,
  {
    'POST /api/chat/session': async ({ body, caller }) => json(201, await chat.startSession(caller, body.ensemble_id)),

    'POST /api/chat/message': async ({ body, caller }) => json(200, await chat.ask(caller, 'message', body)),

    'POST /api/chat/followup': async ({ body, caller }) => json(200, await chat.ask(caller, 'followup', body)),

    'POST /api/chat/vector': async ({ body, caller }) => json(200, await chat.ask(caller, 'vector', body)),

    'POST /api/chat/disambiguate': async ({ body, caller }) => json(200, await disambiguate(caller, body)),

    'GET /api/chat/history/{id}': async ({ params, query, caller }) =>
      json(200, await chat.history(caller, params.id, query)),

    'GET /api/chat/recommendations/{sessionId}': async ({ params, caller }) =>
      json(200, await chat.sessionRecommendations(caller, params.sessionId)),

    'GET /api/chat/ensemble-recommendations/{ensembleId}': async ({ params, caller }) =>
      json(200, await chat.ensembleRecommendations(caller, params.ensembleId)),

    'GET /api/chat/user-sessions': async ({ caller }) => json(200, await chat.userSessions(caller)),

    'POST /api/chat/draft-notes': async ({ body, caller }) => json(200, await (await notes()).draftNotes(caller, body)),

    // piece 0 with ?catalog_id= analyses a catalogue work (a recommendation not in the library)
    'GET /api/library/pieces/{pieceId}/analyze/{ensembleId}': async ({ params, query, caller }) =>
      json(
        200,
        await (await analysis()).analyse(caller, pieceToAnalyse(params.pieceId, query.catalog_id), params.ensembleId),
      ),
  },
  {
    account: accountMiddleware({ maxAgeMs: SHORT_ACCOUNT_MAX_AGE_MS }),
    // the routes that ask the assistant (Bedrock's cost and shared quota)
    limits: {
      // a new session counts like a message: creating sessions in a loop is limited too
      'POST /api/chat/session': 'chat',
      'POST /api/chat/message': 'chat',
      'POST /api/chat/followup': 'chat',
      'POST /api/chat/vector': 'chat',
      'GET /api/chat/ensemble-recommendations/{ensembleId}': 'chat',
      'GET /api/library/pieces/{pieceId}/analyze/{ensembleId}': 'analysis',
      // drafting a program's notes asks once per piece, like its analyses
      'POST /api/chat/draft-notes': 'analysis',
    },
  },
);
