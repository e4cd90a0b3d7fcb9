import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Features of the web app may not import each other; `app/` composes them. */
const features = (() => {
  try {
    return readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

/** The domains of the functions: each folder of functions/src but lib/ (which knows no domain) and local/ (the local server). */
const domains = (() => {
  try {
    return readdirSync(new URL('./functions/src', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !['lib', 'local'].includes(d.name))
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([pattern, message]) => ({ group: pattern, message })) }],
});

const webImportsSharedOnly = [
  [
    '@app/functions/*',
    '@app/infra/*',
    '@app/scripts/*',
    '**/functions/**',
    '**/infra/**',
    '**/scripts/**',
    '**/test/**',
  ],
  'web may import shared only',
];

const functionsImportSharedOnly = [
  ['@app/web/*', '@app/infra/*', '@app/scripts/*', '**/web/src/**', '**/infra/**', '**/scripts/**', '**/test/**'],
  'functions may import shared only',
];

/** What a domain of the functions may not import beyond another domain's repositories (which none may). */
const domainRules = {
  // the catalogue is data and its readers: the assistant reads it, never the other way
  catalog: [[['../chat/**', '**/chat/assistant/**'], 'the catalogue never imports from the chat code']],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.local/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // dependency direction (docs/architecture.md): web, functions, infra → shared; shared → none; nothing → test
  {
    files: ['shared/**'],
    rules: forbid([
      [
        '@app/functions/*',
        '@app/web/*',
        '@app/infra/*',
        '@app/scripts/*',
        '**/functions/**',
        '**/web/**',
        '**/infra/**',
      ],
      'shared imports none of the other packages',
    ]),
  },
  {
    files: ['functions/**'],
    rules: forbid(functionsImportSharedOnly),
  },
  // the bottom layer of the functions knows no domain: domains plug into it (docs/architecture.md)
  {
    files: ['functions/src/lib/**'],
    rules: forbid(functionsImportSharedOnly, [
      ['../*/**', '!../lib/**', '@app/functions/*'],
      'functions/src/lib imports no domain: domains plug into lib, not the other way',
    ]),
  },
  // a domain asks another domain's service, never its repository (`repository.ts`, `*-repository.ts`):
  // handler → service → repository within a domain, service → service across domains
  ...domains.map((domain) => ({
    files: [`functions/src/${domain}/**`],
    rules: forbid(functionsImportSharedOnly, ...(domainRules[domain] ?? []), [
      domains.filter((d) => d !== domain).flatMap((d) => [`**/${d}/repository`, `**/${d}/*-repository`]),
      "a domain asks another domain's service, never its repository",
    ]),
  })),
  {
    files: ['infra/**'],
    rules: forbid([
      ['@app/functions/*', '@app/web/*', '@app/scripts/*', '**/functions/src/**', '**/web/src/**', '**/test/**'],
      'infra names handler entry files; it never imports handler code',
    ]),
  },
  {
    files: ['web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: forbid(webImportsSharedOnly),
  },
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: forbid(webImportsSharedOnly, [
      // by the features folder's name, or relatively from inside a feature (`../../library/…`)
      features
        .filter((f) => f !== feature)
        .flatMap((f) => [`**/features/${f}/**`, `../${f}/**`, `../../${f}/**`, `../../../${f}/**`]),
      'features do not import each other; compose them in app/',
    ]),
  })),
  {
    files: ['scripts/**'],
    rules: forbid([['**/test/**'], 'nothing imports test/']),
  },
);
