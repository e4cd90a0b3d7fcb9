import { publicRoute, reply } from './route';

/** The liveness check: public, and it touches no store. */
export const healthRoutes = [
  publicRoute('GET', '/api/health', 'health', { response: reply<{ status: 'ok'; time: string }>() }),
] as const;
