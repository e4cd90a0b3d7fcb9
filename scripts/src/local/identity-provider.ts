import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { AccountStore, DEMO_ACCOUNT, type LocalAccount } from './accounts';
import { keepPrivate, readJson, writeJson } from './json-file';
import { createOidcStore } from './oidc-store';

export const SPA_CLIENT_ID = 'podium-web';
const SCOPES = ['openid', 'profile', 'email', 'offline_access'];

export interface IdentityProviderOptions {
  port: number;
  /** Origin of the SPA (its redirect URIs and CORS origin). */
  appOrigin: string;
  /** The API audience put in access tokens. */
  audience: string;
  /** Where keys, accounts and sessions persist; undefined keeps everything in memory. */
  dataDir: string | undefined;
  /**
   * Behave like stricter providers (tests): refuse an authorization request for `openid` without
   * a `nonce`, and issue a JWT for the API only when the client names it with an RFC 8707
   * `resource` (no default audience; `audience` is ignored, as here always).
   */
  strict?: { requireNonce?: boolean; requireResource?: boolean };
}

export interface LocalIdentityProvider {
  issuer: string;
  accounts: AccountStore;
  /** Issues an access token for the account of `email` (created if absent), as the token endpoint would. */
  accessTokenFor(email: string): Promise<string>;
  /** The private RS256 key (local only): tests sign deliberately wrong tokens with it. */
  signingKey: JWK;
  close(): Promise<void>;
}

interface Secrets {
  signingKey: JWK;
  cookieKeys: string[];
}

/** The RS256 key and cookie secrets, persisted so a restart keeps tokens and sessions valid. */
async function loadSecrets(dataDir: string | undefined): Promise<Secrets> {
  const file = dataDir && join(dataDir, 'keys.json');
  const stored = file ? readJson<Secrets>(file) : undefined;
  if (stored) return stored;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };
  const secrets = { signingKey, cookieKeys: [randomBytes(32).toString('hex')] };
  if (file) writeJson(file, secrets);
  return secrets;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// the empty icon: without one the browser asks for /favicon.ico, and the 404 is a console error
const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1a202c; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { box-sizing: border-box; background: #fff; padding: 2rem 1.5rem; border-radius: 8px; box-shadow: 0 2px 12px rgb(0 0 0 / .08); width: min(360px, calc(100vw - 1.5rem)); }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; } p { color: #4a5568; font-size: .9rem; }
  label { display: block; font-size: .9rem; margin: 1rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; border: 1px solid #cbd5e0; border-radius: 4px; font-size: 1rem; }
  button { margin-top: 1.25rem; width: 100%; padding: .7rem; background: #2b6cb0; color: #fff; border: 0; border-radius: 4px; font-size: 1rem; cursor: pointer; }
  button.secondary { margin-top: .5rem; background: #fff; color: #2b6cb0; border: 1px solid #2b6cb0; }
  .error { color: #c53030; } .hint { background: #ebf8ff; padding: .5rem .75rem; border-radius: 4px; }
</style></head><body><main>${body}</main></body></html>`;

const loginPage = (uid: string, email = '', error?: string) =>
  page(
    'Sign in to Podium',
    `<h1>Sign in to Podium</h1>
     <p>Local identity provider for development.</p>
     <p class="hint">Demo account: <strong>${DEMO_ACCOUNT.email}</strong> / <strong>${DEMO_ACCOUNT.password}</strong></p>
     ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
     <form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
       <label for="email">Email</label>
       <input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}">
       <label for="password">Password</label>
       <input id="password" name="password" type="password" autocomplete="current-password" required>
       <button type="submit" name="intent" value="sign-in">Sign in</button>
       <p>New here? Enter your email and a password of your choice, then:</p>
       <button type="submit" name="intent" value="create" class="secondary">Create account</button>
     </form>`,
  );

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    return new URLSearchParams(Object.entries(JSON.parse(text || '{}') as Record<string, string>));
  }
  return new URLSearchParams(text);
}

/** Whether a Host header names this machine's loopback interface on `port` (not a name resolved to it). */
export function isLoopbackHost(host: string | undefined, port: number): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].some((name) => host?.toLowerCase() === `${name}:${port}`);
}

/**
 * oidc-provider as the local stand-in for Auth0/Cognito: authorization code + PKCE S256 for the
 * public SPA client, RS256 ID tokens, JWT access tokens for the API audience, refresh tokens with
 * `offline_access`, its own login page for local accounts, and RP-initiated logout.
 */
export async function startIdentityProvider(options: IdentityProviderOptions): Promise<LocalIdentityProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://localhost:${port}`;
  if (options.dataDir) keepPrivate(options.dataDir);
  const accounts = new AccountStore(options.dataDir);
  accounts.ensure(DEMO_ACCOUNT.email, DEMO_ACCOUNT.name, DEMO_ACCOUNT.password);
  const secrets = await loadSecrets(options.dataDir);
  const store = createOidcStore(options.dataDir);
  const resourceServer = {
    scope: 'api',
    audience: options.audience,
    accessTokenFormat: 'jwt' as const,
    accessTokenTTL: 60 * 60,
    jwt: { sign: { alg: 'RS256' as const } },
  };
  const redirectUris = [`${options.appOrigin}/callback`, `${options.appOrigin}/`];
  const claimsOf = (account: LocalAccount) => ({
    sub: account.sub,
    email: account.email,
    email_verified: true,
    name: account.name,
  });

  const configuration: Configuration = {
    adapter: store.Adapter,
    clients: [
      {
        client_id: SPA_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        redirect_uris: redirectUris,
        post_logout_redirect_uris: [`${options.appOrigin}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        scope: SCOPES.join(' '),
      },
    ],
    jwks: { keys: [secrets.signingKey] },
    cookies: { keys: secrets.cookieKeys },
    scopes: SCOPES,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    findAccount: async (_ctx, sub) => {
      const account = accounts.findBySub(sub);
      return account ? { accountId: sub, claims: async () => claimsOf(account) } : undefined;
    },
    // the API creates its user record from these claims on the first call
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const account = accountId ? accounts.findBySub(accountId) : undefined;
      return account ? { email: account.email, name: account.name } : undefined;
    },
    // a first-party SPA: always issue a refresh token when the client may use one
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 60 * 60,
      IdToken: 60 * 60,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // sign out at once; the SPA already asked the director
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
          ctx.body = page('Signing out', `${confirmed}<p>Signing out…</p><script>document.forms[0].submit()</script>`);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.body = page('Signed out', '<h1>Signed out</h1><p>You can close this window.</p>');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => (options.strict?.requireResource ? undefined : options.audience),
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== options.audience) throw new Error(`unknown resource ${resource}`);
          return resourceServer;
        },
      },
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        `<h1>Sign-in error</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p>`,
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = false;
  const callback = provider.callback();

  async function interaction(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    uid: string,
    action: string | undefined,
  ) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (details.prompt.name === 'login') {
      if (req.method === 'POST' && action === 'login') {
        const form = await readForm(req);
        const email = (form.get('email') ?? '').trim();
        const password = form.get('password') ?? '';
        const creating = form.get('intent') === 'create';
        // another local account: any email not yet used, with the password typed
        const problem = !creating
          ? undefined
          : !/^[^\s@]+@[^\s@]+$/.test(email) || !password
            ? 'Enter an email and a password to create an account.'
            : accounts.findByEmail(email)
              ? 'An account with this email already exists: sign in with its password.'
              : undefined;
        const account = problem
          ? undefined
          : creating
            ? accounts.ensure(email, undefined, password)
            : accounts.verify(email, password);
        if (!account) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(loginPage(uid, email, problem ?? 'Wrong email or password.'));
          return;
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(loginPage(uid));
      return;
    }
    // consent: the SPA is our own first-party client, so grant what it asked for
    const { params, session, grantId } = details;
    const grant = grantId
      ? (await provider.Grant.find(grantId))!
      : new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }

  async function accessTokenFor(email: string): Promise<string> {
    const account = accounts.ensure(email);
    const client = await provider.Client.find(SPA_CLIENT_ID);
    if (!client) throw new Error(`client ${SPA_CLIENT_ID} is not configured`);
    const grant = new provider.Grant({ accountId: account.sub, clientId: SPA_CLIENT_ID });
    grant.addOIDCScope('openid profile email');
    grant.addResourceScope(options.audience, 'api');
    const grantId = await grant.save();
    const token = new provider.AccessToken({
      accountId: account.sub,
      client,
      grantId,
      gty: 'authorization_code',
      scope: 'api',
      // the same shape as oidc-provider's internal ResourceServer instance
      resourceServer: { ...resourceServer, scopes: new Set(['api']), identifier: () => options.audience },
    });
    return token.save();
  }

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([^/]+)(?:\/(login))?$/.exec(url.pathname);
    if (match) {
      interaction(req, res, decodeURIComponent(match[1]!), match[2]).catch((error: unknown) => {
        console.error('[idp] interaction failed', error);
        if (!res.headersSent) {
          res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
          res.end(page('Sign-in expired', '<h1>Sign-in expired</h1><p>Go back to Podium and sign in again.</p>'));
        }
      });
      return;
    }
    // local-only helper behind `npm run token`: mint an access token for an email
    if (url.pathname === '/dev/token' && req.method === 'POST') {
      if (!isLoopbackHost(req.headers.host, port)) {
        // a web page that rebinds its own name to 127.0.0.1 reaches this port with its own Host
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: 'access_denied',
            error_description: 'Tokens are minted only for requests addressed to localhost.',
          }),
        );
        req.resume();
        return;
      }
      readForm(req)
        .then((form) => {
          const email = form.get('email')?.trim();
          if (!email || !email.includes('@')) throw new Error('an email is required');
          return accessTokenFor(email);
        })
        .then((token) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: resourceServer.accessTokenTTL }),
          );
        })
        .catch((error: Error) => {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: 'invalid_request', error_description: error.message }));
        });
      return;
    }
    if (options.strict?.requireNonce && url.pathname === '/auth' && refusedForMissingNonce(url, res)) return;
    void callback(req, res);
  });

  /** As providers that require a nonce whenever `openid` is asked for: the error goes back to the client. */
  function refusedForMissingNonce(url: URL, res: http.ServerResponse): boolean {
    const params = url.searchParams;
    if (params.get('nonce') || !(params.get('scope') ?? '').split(' ').includes('openid')) return false;
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!redirectUris.includes(redirectUri)) {
      res
        .writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
        .end(page('Sign-in error', '<h1>Sign-in error</h1><p>nonce required</p>'));
      return true;
    }
    const target = new URL(redirectUri);
    target.searchParams.set('error', 'invalid_request');
    target.searchParams.set('error_description', 'nonce required');
    const state = params.get('state');
    if (state) target.searchParams.set('state', state);
    res.writeHead(303, { location: target.toString() }).end();
    return true;
  }

  return {
    issuer,
    accounts,
    accessTokenFor,
    signingKey: secrets.signingKey,
    async close() {
      store.flush();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
