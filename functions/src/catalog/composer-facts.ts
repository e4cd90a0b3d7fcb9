import { foldForSearch } from '@app/shared/domain/search-text';
import type { Composer, ComposerEra } from './catalog-schema';

/** What the assistant reads of a composer: their period, nationality, whether living, whether a woman. */
export interface ComposerFacts {
  name: string;
  era: ComposerEra | null;
  /** Lower case, as the reference states it ("english", "american"). */
  nationality: string | null;
  woman: boolean;
  /** Born and no death year known: living, as far as the references say. */
  living: boolean;
  /** Years of birth and death, when the references give them. */
  born?: number | null;
  died?: number | null;
}

const factsOf = (c: Composer): ComposerFacts => ({
  name: c.name,
  era: c.era,
  nationality: c.nationality?.toLowerCase() ?? null,
  woman: c.woman,
  living: c.born != null && c.died == null,
  born: c.born,
  died: c.died,
});

/**
 * The composer records, looked up by id (a catalogue work's `composer_id`) or by a name as a
 * director's library writes it: the record's full name or one of its aliases, folded. A surname
 * several records share names nobody.
 */
export function composerIndex(composers: readonly Composer[]) {
  const byId = new Map(composers.map((c) => [c.id, factsOf(c)]));
  const byName = new Map<string, ComposerFacts | null>();
  for (const c of composers)
    for (const name of [c.name, ...c.aliases]) {
      const key = foldForSearch(name);
      byName.set(key, byName.has(key) && byName.get(key)?.name !== c.name ? null : byId.get(c.id)!);
    }
  return {
    byId: (id: string | null | undefined) => (id ? byId.get(id) : undefined),
    byName: (name: string | null | undefined) => (name ? (byName.get(foldForSearch(name)) ?? undefined) : undefined),
  };
}
export type ComposerIndex = ReturnType<typeof composerIndex>;
