/** The OIDC settings the SPA reads at start from /config.json (deployed beside index.html). */
export interface AppConfig {
  authority: string;
  client_id: string;
  /** The product API's audience; Auth0 needs it on the authorize request, oidc-provider ignores it. */
  audience?: string;
  scope: string;
}

export async function loadConfig(): Promise<AppConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  const config = (await response.json()) as Partial<AppConfig>;
  if (!config.authority || !config.client_id) throw new Error('/config.json needs authority and client_id');
  return { authority: config.authority, client_id: config.client_id, audience: config.audience, scope: config.scope || 'openid profile email' };
}
