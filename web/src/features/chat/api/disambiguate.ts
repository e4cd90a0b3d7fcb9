import { call, type BodyOf } from '../../../lib/api-client';

/** POST /chat/disambiguate: what to ask before answering (which ensemble, which work), if anything. */
export const disambiguate = (body: BodyOf<'POST /api/chat/disambiguate'>) =>
  call('POST /api/chat/disambiguate', { body });
