/**
 * `npm run -s token -- <email>` prints only an access token for that local account (created if
 * absent), issued by the built-in identity provider of a running `npm start`. With your own
 * provider (OIDC_ISSUER set) it cannot mint tokens: sign in through the app, or get one from
 * that provider.
 */
const email = process.argv[2];
if (!email || !email.includes('@')) {
  console.error('Usage: npm run -s token -- <email>');
  process.exit(2);
}
const ONLY_BUILT_IN = (issuer: string) =>
  `npm run token works only with the built-in identity provider of \`npm start\`; OIDC_ISSUER names ${issuer}. ` +
  'Sign in through the app, or ask that provider for an access token.';

const configured = process.env.OIDC_ISSUER?.trim();
const isLoopback = (url: string) => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d+\/?$/.test(url);
if (configured && !isLoopback(configured)) {
  console.error(ONLY_BUILT_IN(configured));
  process.exit(2);
}
const issuer = (configured ?? `http://localhost:${process.env.IDP_PORT ?? 4010}`).replace(/\/$/, '');
try {
  const response = await fetch(`${issuer}/dev/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
  });
  if (response.status === 404 && configured) {
    console.error(ONLY_BUILT_IN(configured)); // another provider on this machine (Keycloak in a container…)
    process.exit(2);
  }
  const body = (await response.json()) as { access_token?: string; error_description?: string };
  if (!response.ok || !body.access_token) throw new Error(body.error_description ?? `HTTP ${response.status}`);
  process.stdout.write(`${body.access_token}\n`);
} catch (error) {
  console.error(`Could not get a token from ${issuer} (is \`npm start\` running?): ${(error as Error).message}`);
  process.exit(1);
}
export {};
