import { gzipSync } from 'node:zlib';
import * as z from 'zod';
import { characterOf } from './character';
import { catalogWorkSchema, composerSchema, type CatalogWork, type Composer } from './catalog-schema';
import type { CatalogTag } from './catalog-vocabulary';

/**
 * A work as the functions read it: its source facts, its composer and arranger resolved to their
 * records (the name as the record prints it; the id, for the record's facts), and its character,
 * each tag with its evidence (`character.ts`).
 */
export type PackedWork = CatalogWork & {
  composer_id: string | null;
  arranger_id: string | null;
  tag_evidence: Partial<Record<CatalogTag, string>>;
};

/** The packed asset: every work and every composer record. */
export interface PackedCatalog {
  works: PackedWork[];
  composers: Composer[];
}

/**
 * The record a work's composer or arranger string means: the record that lists the work (for a
 * string several people share), else the record whose alias it is.
 */
function composerResolver(composers: readonly Composer[]) {
  const byAlias = new Map<string, Composer>();
  const byWork = new Map<string, Composer[]>();
  for (const c of composers) {
    for (const alias of c.aliases) byAlias.set(alias, c);
    for (const id of c.works) byWork.set(id, [...(byWork.get(id) ?? []), c]);
  }
  return (work: CatalogWork, name: string | null): Composer | undefined => {
    if (!name) return undefined;
    const listed = byWork.get(work.id)?.find((c) => c.aliases.includes(name) || lastWord(c.name) === lastWord(name));
    return listed ?? byAlias.get(name);
  };
}
const lastWord = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^\p{L} ]/gu, '')
    .trim()
    .split(/\s+/)
    .at(-1)
    ?.toLowerCase();

/** Checks every work and composer record and packs them; throws with every problem when one breaks its schema. */
export function packCatalog(
  sourceWorks: readonly unknown[],
  sourceComposers: readonly unknown[],
): { bytes: Buffer; catalog: PackedCatalog } {
  const works = z.array(catalogWorkSchema).parse(sourceWorks);
  const composers = z.array(composerSchema).parse(sourceComposers);
  const resolve = composerResolver(composers);
  const packed = works.map((work): PackedWork => {
    const composer = resolve(work, work.composer);
    const arranger = resolve(work, work.arranger);
    const character = characterOf(work, composer);
    return {
      ...work,
      composer: composer?.name ?? work.composer,
      arranger: arranger?.name ?? work.arranger,
      tags: character.tags,
      composer_id: composer?.id ?? null,
      arranger_id: arranger?.id ?? null,
      tag_evidence: character.evidence,
    };
  });
  const catalog = { works: packed, composers };
  return { bytes: gzipSync(JSON.stringify(catalog), { level: 9 }), catalog };
}
