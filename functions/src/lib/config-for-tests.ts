/**
 * The environment `config.ts` requires, with placeholder values, for unit tests of modules that
 * import the config but call no AWS service. Set it before importing them (dynamic `import()`),
 * since the config is validated when its module loads.
 */
export function setPlaceholderFunctionEnv(overrides: Record<string, string> = {}): void {
  Object.assign(process.env, {
    TABLE_NAME: 'unused',
    PICTURES_BUCKET: 'unused',
    UPLOADS_BUCKET: 'unused',
    DOCUMENTS_BUCKET: 'unused',
    CSV_QUEUE_URL: 'unused',
    OIDC_ISSUER: 'https://unused.example/',
    OIDC_AUDIENCE: 'unused',
    ...overrides,
  });
}
