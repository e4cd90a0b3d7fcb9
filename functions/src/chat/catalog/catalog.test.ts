import { pieceIdentity } from '@app/shared/domain/search-text';
import { describe, expect, it } from 'vitest';
import { creatorKey } from '../assistant/creator-key';
import { catalog, catalogFiles } from './catalog';
import { catalogEnsembleTypes, catalogWorkSchema } from './catalog-schema';

describe('the built-in catalogue', () => {
  it.each(Object.entries(catalogFiles))('%s: every work matches the schema', (_name, works) => {
    const problems = (works as unknown[]).flatMap((work, i) => {
      const result = catalogWorkSchema.safeParse(work);
      return result.success ? [] : [`#${i} ${(work as { id?: string }).id}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`];
    });
    expect(problems).toEqual([]);
  });

  it('holds at least 250 works, with no id or piece twice', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(250);
    const ids = catalog.map((work) => work.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const identities = catalog.map((work) => pieceIdentity(work));
    expect(catalog.filter((_, i) => identities.indexOf(identities[i]!) !== i).map((work) => work.id)).toEqual([]);
  });

  // A 45-minute concert at grades 1–2 and another at grades 3–4, for every ensemble type, with no
  // composer twice: the fill's own rule (issue 9 §3–4).
  it.each(catalogEnsembleTypes.filter((type) => type !== 'tenor_bass_choir'))('%s: enough for 45 minutes at grades 1–2 and at 3–4, one piece per composer', (type) => {
    for (const [low, high] of [[1, 2], [3, 4]] as const) {
      const longestPerComposer = new Map<string, number>();
      for (const work of catalog) {
        if (!work.ensemble_types.includes(type) || work.grade < low || work.grade > high) continue;
        const creator = creatorKey(work);
        longestPerComposer.set(creator, Math.max(longestPerComposer.get(creator) ?? 0, work.duration));
      }
      const seconds = [...longestPerComposer.values()].reduce((sum, d) => sum + d, 0);
      expect(seconds, `${type} grades ${low}–${high}`).toBeGreaterThanOrEqual(45 * 60);
    }
  });
});
