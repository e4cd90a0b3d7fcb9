import useSWR from 'swr';
import { call, pathOf } from '../../../lib/api-client';

/** GET /shared/programs/{token}: a shared program as its public page shows it (no sign-in; 404 once not shared). */
export function useSharedProgram(token: string) {
  return useSWR(pathOf('GET /api/shared/programs/{token}', { token }), () =>
    call('GET /api/shared/programs/{token}', { params: { token } }),
  );
}
