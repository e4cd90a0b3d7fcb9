import { join } from 'node:path';
import { readJson, writeJson } from './json-file';

type Payload = Record<string, unknown> & { uid?: string; userCode?: string; grantId?: string; consumed?: number };
interface Entry {
  payload: Payload;
  expiresAt: number | null;
}

/**
 * Storage for oidc-provider (its adapter interface) that survives a restart of `npm start`:
 * sessions, grants and refresh tokens are written to `<dir>/oidc-store.json`. With no `dir`
 * it only keeps them in memory.
 */
export function createOidcStore(dir: string | undefined) {
  const file = dir ? join(dir, 'oidc-store.json') : undefined;
  const entries = new Map<string, Entry>(Object.entries((file && readJson<Record<string, Entry>>(file)) || {}));
  let pending: NodeJS.Timeout | undefined;

  const persist = () => {
    if (!file || pending) return;
    pending = setTimeout(() => {
      pending = undefined;
      const now = Date.now();
      for (const [key, entry] of entries) if (entry.expiresAt !== null && entry.expiresAt < now) entries.delete(key);
      writeJson(file, Object.fromEntries(entries));
    }, 100);
    pending.unref();
  };

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt < Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  class FileAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Payload, expiresIn?: number) {
      entries.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : null });
      persist();
    }
    async find(id: string) {
      return live(this.key(id))?.payload;
    }
    async findByUid(uid: string) {
      for (const [key, entry] of entries)
        if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return live(key)?.payload;
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const [key, entry] of entries)
        if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) return live(key)?.payload;
      return undefined;
    }
    async consume(id: string) {
      const entry = live(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      persist();
    }
    async destroy(id: string) {
      entries.delete(this.key(id));
      persist();
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
      persist();
    }
  }

  return {
    Adapter: FileAdapter,
    flush() {
      if (!pending || !file) return;
      clearTimeout(pending);
      pending = undefined;
      writeJson(file, Object.fromEntries(entries));
    },
  };
}
