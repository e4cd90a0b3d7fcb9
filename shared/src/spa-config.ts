/**
 * `/config.json`: the sign-in settings the SPA reads at start. The web stack deploys it in AWS
 * (infra/src/config.ts `spaConfig`), the local server serves it (scripts/src/local/stack.ts).
 */
export interface SpaConfig {
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
