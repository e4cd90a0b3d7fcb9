import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityProvider, type LocalIdentityProvider } from '@app/scripts/local/identity-provider';

const root = mkdtempSync(join(tmpdir(), 'podium-idp-'));
const dataDir = join(root, 'idp');
let idp: LocalIdentityProvider;
let port: number;

beforeAll(async () => {
  // a folder and a file left by an older version, readable by everyone
  mkdirSync(dataDir, { mode: 0o755 });
  chmodSync(dataDir, 0o755);
  writeFileSync(join(dataDir, 'accounts.json'), '[]', { mode: 0o644 });
  chmodSync(join(dataDir, 'accounts.json'), 0o644);
  idp = await startIdentityProvider({
    port: 0,
    appOrigin: 'http://localhost:1',
    audience: 'https://api.podium.test',
    dataDir,
  });
  port = Number(new URL(idp.issuer).port);
});
afterAll(async () => {
  await idp?.close();
  rmSync(root, { recursive: true, force: true });
});

/** POST /dev/token as `npm run token` does, with the given Host header (fetch cannot set one). */
const mint = (host: string) =>
  new Promise<{ status: number; body: { access_token?: string; error?: string } }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/dev/token',
        method: 'POST',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) as { access_token?: string } }));
      },
    );
    req.on('error', reject);
    req.end('email=someone%40example.com');
  });

describe('the token endpoint behind npm run token', () => {
  it.each(['localhost', '127.0.0.1', '[::1]', 'LOCALHOST'])(
    'mints a token for a request addressed to %s:<port>',
    async (name) => {
      const answer = await mint(`${name}:${port}`);
      expect(answer.status).toBe(200);
      expect(answer.body.access_token).toMatch(/^ey/);
    },
  );

  it.each([
    ['a rebound DNS name', () => `evil.example:${port}`],
    ['a name ending like localhost', () => `localhost.evil.example:${port}`],
    ['another port', () => `localhost:${port + 1}`],
    ['no port', () => 'localhost'],
  ])('refuses %s (403) and mints nothing', async (_what, host) => {
    const answer = await mint(host());
    expect(answer.status).toBe(403);
    expect(answer.body.access_token).toBeUndefined();
    expect(answer.body.error).toBe('access_denied');
  });
});

describe('files of the identity provider', () => {
  it('keeps keys, cookie secrets, accounts and sessions readable by their owner only (files 0600, folder 0700)', async () => {
    await idp.accessTokenFor('files@example.com'); // writes accounts and a grant (sessions store)
    await idp.close(); // flushes the store
    const files = readdirSync(dataDir);
    expect(files).toEqual(expect.arrayContaining(['keys.json', 'accounts.json', 'oidc-store.json']));
    for (const file of files) expect((statSync(join(dataDir, file)).mode & 0o777).toString(8), file).toBe('600');
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
  });
});
