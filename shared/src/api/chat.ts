import {
  analyzeQuerySchema,
  chatDisambiguateInputSchema,
  chatFollowupInputSchema,
  chatHistoryQuerySchema,
  chatMessageInputSchema,
  chatSessionInputSchema,
  draftNotesInputSchema,
  type ChatAnswer,
  type ChatHistory,
  type ChatSessionStarted,
  type ChatSessionSummary,
  type Disambiguation,
  type NoteDraft,
  type EnsembleRecommendations,
  type PieceInsights,
  type SessionRecommendations,
} from '../contracts/chat';
import { pathId, reply, route } from './route';

export const chatRoutes = [
  route('POST', '/api/chat/session', 'chat', { body: chatSessionInputSchema, response: reply<ChatSessionStarted>() }),
  // a first version of a piece's program notes, from its facts alone
  route('POST', '/api/chat/draft-notes', 'chat', { body: draftNotesInputSchema, response: reply<NoteDraft>() }),
  route('POST', '/api/chat/message', 'chat', { body: chatMessageInputSchema, response: reply<ChatAnswer>() }),
  route('GET', '/api/chat/history/{id}', 'chat', {
    params: { id: pathId('Chat session') },
    query: chatHistoryQuerySchema,
    response: reply<ChatHistory>(),
  }),
  route('GET', '/api/chat/recommendations/{sessionId}', 'chat', {
    params: { sessionId: pathId('Chat session') },
    response: reply<SessionRecommendations>(),
  }),
  route('GET', '/api/chat/ensemble-recommendations/{ensembleId}', 'chat', {
    params: { ensembleId: pathId('Ensemble') },
    response: reply<EnsembleRecommendations>(),
  }),
  route('POST', '/api/chat/followup', 'chat', { body: chatFollowupInputSchema, response: reply<ChatAnswer>() }),
  route('POST', '/api/chat/vector', 'chat', { body: chatMessageInputSchema, response: reply<ChatAnswer>() }),
  route('POST', '/api/chat/disambiguate', 'chat', {
    body: chatDisambiguateInputSchema,
    response: reply<Disambiguation>(),
  }),
  route('GET', '/api/chat/user-sessions', 'chat', { response: reply<ChatSessionSummary[]>() }),
  // a library path, but the educational analysis is the assistant's: the chat function holds the
  // Bedrock permission. Piece 0 with ?catalog_id= analyses a catalogue work (not in the library).
  route('GET', '/api/library/pieces/{pieceId}/analyze/{ensembleId}', 'chat', {
    params: { pieceId: pathId('Library entry', { orZero: true }), ensembleId: pathId('Ensemble') },
    query: analyzeQuerySchema,
    response: reply<PieceInsights>(),
  }),
] as const;
