/**
 * `npm run -s token -- <email>` prints only an access token for that local account (created if
 * absent), issued by the running local identity provider of `npm start`.
 */
const email = process.argv[2];
if (!email || !email.includes('@')) {
  console.error('Usage: npm run -s token -- <email>');
  process.exit(2);
}
const issuer = process.env.OIDC_ISSUER ?? `http://localhost:${process.env.IDP_PORT ?? 4010}`;
try {
  const response = await fetch(`${issuer}/dev/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
  });
  const body = (await response.json()) as { access_token?: string; error_description?: string };
  if (!response.ok || !body.access_token) throw new Error(body.error_description ?? `HTTP ${response.status}`);
  process.stdout.write(`${body.access_token}\n`);
} catch (error) {
  console.error(`Could not get a token from ${issuer} (is \`npm start\` running?): ${(error as Error).message}`);
  process.exit(1);
}
export {};
