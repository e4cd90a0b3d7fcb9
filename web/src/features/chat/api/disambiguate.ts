import type { Disambiguation } from '@app/shared/contracts/chat';
import { api } from '../../../lib/api-client';

/** POST /chat/disambiguate: what to ask before answering (which ensemble, which work), if anything. */
export const disambiguate = (input: { message: string; ensemble_id?: number }) =>
  api.post<Disambiguation>('/chat/disambiguate', input);
