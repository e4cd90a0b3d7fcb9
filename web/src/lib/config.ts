/** The OIDC settings the SPA reads at start from /config.json (deployed beside index.html). */
export interface AppConfig {
  /** Where directors sign in (the provider's discovery document lives under it). */
  authority: string;
  client_id: string;
  scope: string;
  /** The API's audience, sent as `audience` at sign-in only when set (Auth0 needs it). */
  audience?: string;
  /** An RFC 8707 `resource` sent at sign-in, for providers that take it instead of `audience`. */
  resource?: string;
  /** Further sign-in parameters the provider wants. */
  extra_query_params?: Record<string, string>;
}

const DEFAULT_SCOPE = 'openid profile email';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function parseConfig(raw: unknown): AppConfig {
  const config = (raw ?? {}) as Record<string, unknown>;
  const authority = text(config.authority);
  const clientId = text(config.client_id);
  if (!authority || !clientId) throw new Error('/config.json needs authority and client_id');
  const audience = text(config.audience);
  const resource = text(config.resource);
  const extra = config.extra_query_params;
  const extraQueryParams =
    extra && typeof extra === 'object' && !Array.isArray(extra)
      ? Object.fromEntries(Object.entries(extra).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : {};
  return {
    authority,
    client_id: clientId,
    scope: text(config.scope) ?? DEFAULT_SCOPE,
    ...(audience ? { audience } : {}),
    ...(resource ? { resource } : {}),
    ...(Object.keys(extraQueryParams).length > 0 ? { extra_query_params: extraQueryParams } : {}),
  };
}

export async function loadConfig(): Promise<AppConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  return parseConfig(await response.json());
}
