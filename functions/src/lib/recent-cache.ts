/**
 * What a container remembers per user (accounts and ensemble lists for a few seconds; a library
 * copy or a conversation's turns until they change), with when it was stored. Bounded: past `maxEntries` the least recently used entry goes. A Map keeps
 * insertion order, so re-inserting on use keeps the oldest-used entry first.
 */
export class RecentCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();

  constructor(private readonly maxEntries: number) {}

  /** The value stored under `key` at most `maxAgeMs` ago (by default however long ago), or undefined. */
  get(key: string, maxAgeMs = Number.POSITIVE_INFINITY): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || Date.now() - entry.at > maxAgeMs) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: Date.now() });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
