import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { CSV_WORKER_PATH, handlerPath } from '@app/shared/layout';
import { domains } from '@app/shared/routes';
import { bundleFunction, loadedAtColdStart } from './bundling';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const outRoot = mkdtempSync(join(tmpdir(), 'podium-bundles-'));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

const functions = [
  ...domains.map((d) => [d, handlerPath(d)] as const),
  ['csv-worker', CSV_WORKER_PATH] as const,
].filter(([, path]) => existsSync(join(root, path)));

const bundles = new Map<string, Metafile>();
const bundled = (name: string, entry: string) => {
  if (!bundles.has(name)) bundles.set(name, bundleFunction(root, name, entry, join(outRoot, name)));
  return bundles.get(name)!;
};

const isBuiltin = (path: string) => path.startsWith('node:') || builtinModules.includes(path);

describe('function bundles', () => {
  // a Lambda function's folder holds its bundle and nothing else: no node_modules to find a package in
  it.each(functions)('%s imports no package it does not carry, at a cold start or later', (name, entry) => {
    const { outputs } = bundled(name, entry);
    const missing = Object.entries(outputs).flatMap(([output, { imports }]) =>
      imports
        .filter((i) => i.external && i.kind === 'import-statement' && !isBuiltin(i.path))
        .filter((i) => !(i.path.startsWith('./') && existsSync(join(outRoot, name, i.path))))
        .map((i) => `${basename(output)} → ${i.path}`),
    );
    expect(missing).toEqual([]);
  });

  it('the chat function loads the Bedrock client only with the Bedrock provider', () => {
    const metafile = bundled('chat', handlerPath('chat'));
    const coldStart = [...loadedAtColdStart(metafile)];
    const inputsAtColdStart = coldStart.flatMap((o) => Object.keys(metafile.outputs[o]!.inputs));
    expect(inputsAtColdStart.filter((i) => i.includes('client-bedrock-runtime'))).toEqual([]);
    expect(inputsAtColdStart.filter((i) => i.includes('node-http2-handler'))).toEqual([]);
    const importsOfTheClient = Object.entries(metafile.outputs).filter(([, o]) =>
      o.imports.some((i) => i.path === './aws-sdk-client-bedrock-runtime.mjs'),
    );
    expect(importsOfTheClient.map(([o]) => basename(o))).toEqual([expect.stringMatching(/^bedrock-.*\.mjs$/)]);
    expect(coldStart.some((o) => basename(o).startsWith('bedrock-'))).toBe(false);
  });
});
