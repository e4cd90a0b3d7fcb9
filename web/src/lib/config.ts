import type { SpaConfig } from '@app/shared/spa-config';

const DEFAULT_SCOPE = 'openid profile email';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

export function parseConfig(raw: unknown): SpaConfig {
  const config = (raw ?? {}) as Record<string, unknown>;
  const authority = text(config.authority);
  const clientId = text(config.client_id);
  if (!authority || !clientId) throw new Error('/config.json needs authority and client_id');
  const audience = text(config.audience);
  const resource = text(config.resource);
  const extra = config.extra_query_params;
  const extraQueryParams =
    extra && typeof extra === 'object' && !Array.isArray(extra)
      ? Object.fromEntries(
          Object.entries(extra).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
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

export async function loadConfig(): Promise<SpaConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  return parseConfig(await response.json());
}
