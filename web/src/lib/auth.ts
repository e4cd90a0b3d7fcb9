import {
  UserManager,
  WebStorageStateStore,
  type CreateSigninRequestArgs,
  type IWindow,
  type NavigateResponse,
} from 'oidc-client-ts';
import { paths } from '../config/paths';
import type { SpaConfig } from '@app/shared/spa-config';
import { registerUserManager } from './session';

/**
 * Creates the one UserManager of the app; the API client reads tokens from it. Every sign-in
 * (redirect, silent, popup) carries a fresh `nonce`, which oidc-client-ts checks in the ID token:
 * some providers refuse a code flow for `openid` without one. `audience`, `resource` and extra
 * parameters go to the provider only when /config.json sets them.
 */
export function createUserManager(config: SpaConfig): UserManager {
  class NonceUserManager extends UserManager {
    protected override _signinStart(args: CreateSigninRequestArgs, handle: IWindow): Promise<NavigateResponse> {
      return super._signinStart({ ...args, nonce: args.nonce ?? freshNonce() }, handle);
    }
  }
  const freshNonce = () => {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };
  const extraQueryParams = { ...config.extra_query_params, ...(config.audience ? { audience: config.audience } : {}) };
  const origin = window.location.origin;
  const userManager = new NonceUserManager({
    authority: config.authority,
    client_id: config.client_id,
    redirect_uri: `${origin}${paths.callback.getHref()}`,
    // the silent session check comes back to the same page, in a hidden iframe
    silent_redirect_uri: `${origin}${paths.callback.getHref()}`,
    post_logout_redirect_uri: `${origin}${paths.home.getHref()}`,
    scope: config.scope,
    response_type: 'code',
    // refresh tokens (offline_access) renew the access token before it expires
    automaticSilentRenew: true,
    // shared by tabs, so a policy link opened in a new tab stays signed in
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    resource: config.resource,
    extraQueryParams: Object.keys(extraQueryParams).length > 0 ? extraQueryParams : undefined,
  });
  registerUserManager(userManager);
  return userManager;
}
