import { beforeAll, describe, expect, it } from 'vitest';
import { catalogWorks } from '@app/functions/catalog/load-catalog';
import type { ChatAnswer, Recommendation } from '@app/shared/contracts/chat';
import type { Ensemble, EnsembleType } from '@app/shared/contracts/ensembles';
import type { LibraryEntry } from '@app/shared/contracts/library';
import { foldForSearch } from '@app/shared/domain/search-text';
import { useLocalStack, type ApiAnswer } from '../support/local-stack';

/** A blind case: a message (or a follow-up after `after`) and only what it makes unambiguous. */
export interface BlindCase {
  name: string;
  ensemble: string;
  message: string;
  use_library_only?: boolean;
  after?: string;
  grade?: [number, number];
  duration?: [number, number];
  total?: number;
  count?: number;
  minCount?: number;
  maxCount?: number;
  avoid?: string[];
  composers?: string[];
  libraryOnly?: boolean;
  notTitle?: string;
  relative?: 'shorter' | 'longer' | 'easier' | 'harder' | 'new';
  sameCharacterAsBefore?: boolean;
  perEnsemble?: Record<string, { total?: number; count?: number; grade?: [number, number] }>;
  saysUnmet?: string;
  noPicks?: boolean;
  /** Every pick carries at least one of these character tags (catalogue tags, or a library entry's genre and tags). */
  character?: string[];
  /** Words the reply must not contain: constraints of an earlier turn that no longer apply. */
  replyNotMention?: string[];
  /** The turn asks to see the same picks again. */
  repeatOk?: true;
}
export interface BlindEnsemble {
  name: string;
  type: EnsembleType;
  level: number;
  size: number;
}

/**
 * A blind quality set against the real local stack (embedded provider, demo library): every case is
 * asked as a director would (a first message, then follow-ups in its session) and checked on what it
 * asked for. The suite reports the pass rate by category and each miss, and fails below `floor`.
 */
export function blindQualitySuite(
  title: string,
  blindEnsembles: Readonly<Record<string, BlindEnsemble>>,
  blindCases: readonly BlindCase[],
  floor: number,
  /** Scripted conversations: a follow-up that gives back the previous answer's picks, unasked, misses. */
  { conversations = false } = {},
) {
  const local = useLocalStack();
  const catalog = catalogWorks();
  const catalogById = new Map(catalog.map((w) => [w.id, w]));

  /** Repertoire of these types suits an ensemble of the key's type. */
  const SUITS: Partial<Record<EnsembleType, EnsembleType[]>> = {
    concert_band: ['concert_band', 'wind_ensemble', 'symphonic_band'],
    wind_ensemble: ['concert_band', 'wind_ensemble', 'symphonic_band'],
    symphonic_band: ['concert_band', 'wind_ensemble', 'symphonic_band'],
    marching_band: ['marching_band', 'concert_band', 'wind_ensemble', 'symphonic_band'],
    jazz_band: ['jazz_band'],
    string_orchestra: ['string_orchestra'],
    full_orchestra: ['full_orchestra'],
    mixed_choir: ['mixed_choir'],
    treble_choir: ['treble_choir'],
    tenor_bass_choir: ['tenor_bass_choir'],
    percussion_ensemble: ['percussion_ensemble'],
    chamber_ensemble: ['chamber_ensemble'],
    // 'other': any type may suit a flexible ensemble
  };

  const within = (value: number | null, [min, max]: [number, number]) => value != null && value >= min && value <= max;
  const identity = (r: Recommendation) => [r.title, r.composer, r.arranger].map(foldForSearch).join('|');
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  /** Titles compared as a director reads them: no case, accents, punctuation or leading article. */
  const plainTitle = (title: string | null) =>
    foldForSearch(title)
      .replace(/[^\p{L}\p{N} ]+/gu, ' ')
      .replace(/^(the|a|an) /, '')
      .replace(/\s+/g, ' ')
      .trim();

  type Category =
    | 'bad input'
    | 'unmet'
    | 'two ensembles'
    | 'follow-up'
    | 'library'
    | 'composers'
    | 'likeness'
    | 'fill'
    | 'recommend';
  /** Each case counts once, in the first category that fits (the order the set's writer used). */
  function categoryOf(c: BlindCase): Category {
    if (c.noPicks) return 'bad input';
    if (c.saysUnmet) return 'unmet';
    if (c.ensemble.includes('+')) return 'two ensembles';
    if (c.after) return 'follow-up';
    if (c.libraryOnly || c.use_library_only) return 'library';
    if (c.composers || c.avoid) return 'composers';
    if (c.notTitle || /\b(like|similar)\b/i.test(c.message)) return 'likeness';
    if (c.total) return 'fill';
    return 'recommend';
  }

  let token = '';
  const ensembles = new Map<string, Ensemble>();
  const library = new Map<number, LibraryEntry>();
  const answers = new Map<string, ChatAnswer>();

  beforeAll(async () => {
    token = await local.token('demo@example.com');
    for (const [key, spec] of Object.entries(blindEnsembles)) {
      const created = await local.api<Ensemble>('/ensembles', { token, method: 'POST', body: spec });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ensembles.set(key, created.body);
    }
    const entries = (await local.api<{ data: LibraryEntry[] }>('/library/entries?limit=500', { token })).body.data;
    for (const entry of entries) library.set(entry.id, entry);
  });

  const typesOf = (r: Recommendation): (EnsembleType | null)[] =>
    r.source === 'catalog'
      ? [...(catalogById.get(r.catalog_id!)?.ensemble_types ?? [])]
      : [library.get(r.library_entry_id!)?.ensemble_type ?? null];

  const tagsOf = (r: Recommendation): string[] =>
    r.source === 'catalog'
      ? [...(catalogById.get(r.catalog_id!)?.tags ?? [])]
      : [foldForSearch(library.get(r.library_entry_id!)?.genre), ...(library.get(r.library_entry_id!)?.tags ?? [])];

  /** What is wrong with one answer to one case; empty when it passes. */
  function missesOf(c: BlindCase, response: ApiAnswer<ChatAnswer>): string[] {
    const misses: string[] = [];
    const miss = (what: string) => misses.push(what);

    if (c.noPicks) {
      // bad input: a clear refusal (400 with a message) or an answer that proposes nothing and helps
      const body = response.body as unknown as { error?: { message?: string } } & Partial<ChatAnswer>;
      if (response.status === 400) {
        if (!body.error?.message) miss('400 without a message');
      } else if (response.status !== 200) miss(`status ${response.status}`);
      else {
        if (body.recommendations?.length) miss(`${body.recommendations.length} picks for bad input`);
        if ((body.reply ?? '').trim().length <= 20) miss('no helpful reply');
      }
      return misses;
    }
    if (response.status !== 200) return [`status ${response.status}: ${JSON.stringify(response.body).slice(0, 200)}`];

    const answer = response.body;
    const picks = answer.recommendations;
    const keys = c.ensemble.split('+');
    const ensembleOf = (r: Recommendation & { ensemble_id?: number }) =>
      keys.map((k) => ensembles.get(k)!).find((e) => e.id === r.ensemble_id) ??
      (keys.length === 1 ? ensembles.get(keys[0]!)! : undefined);

    if (answer.reply.trim().length <= 20) miss('reply too short');
    if (c.saysUnmet && !foldForSearch(answer.reply).includes(foldForSearch(c.saysUnmet)))
      miss(`the reply does not name "${c.saysUnmet}"`);
    if (!c.saysUnmet && picks.length === 0) miss('no picks');
    if (c.count !== undefined && picks.length !== c.count) miss(`${picks.length} picks, asked ${c.count}`);
    if (c.minCount !== undefined && picks.length < c.minCount) miss(`${picks.length} picks, at least ${c.minCount}`);
    if (c.maxCount !== undefined && picks.length > c.maxCount) miss(`${picks.length} picks, at most ${c.maxCount}`);
    if (new Set(picks.map(identity)).size !== picks.length) miss('a piece twice');

    for (const r of picks) {
      const label = `"${r.title}"`;
      if (r.reason.trim().length <= 10) miss(`${label} has no reason`);
      // every pick exists in its source, with the source's facts
      const source =
        r.source === 'library'
          ? ((e) => e && [e.title, e.composer, e.arranger, e.difficulty, e.duration])(library.get(r.library_entry_id!))
          : ((w) => w && [w.title, w.composer, w.arranger, w.grade, w.duration])(catalogById.get(r.catalog_id!));
      if (!source) miss(`${label} is in neither the library nor the catalogue`);
      else if (JSON.stringify(source) !== JSON.stringify([r.title, r.composer, r.arranger, r.grade, r.duration]))
        miss(`${label} differs from its source`);

      const ensemble = ensembleOf(r);
      if (!ensemble) {
        miss(`${label} is not labelled with one of the ensembles asked about`);
        continue;
      }
      const suits = SUITS[ensemble.type];
      const types = typesOf(r);
      if (suits && !types.some((t) => t !== null && suits.includes(t)))
        miss(`${label} (${types.join(', ') || 'no type'}) does not suit a ${ensemble.type}`);
      const grade = keys.length > 1 ? c.perEnsemble?.[keysOf(ensemble)]?.grade : c.grade;
      if (c.relative !== 'easier' && c.relative !== 'harder') {
        const range = grade ?? [ensemble.level! - 1, ensemble.level! + 1];
        if (!within(r.grade, range)) miss(`${label} grade ${r.grade} outside ${range.join('–')}`);
      }
      if (c.duration && !within(r.duration, c.duration))
        miss(`${label} duration ${r.duration} outside ${c.duration.join('–')}`);
      const people = foldForSearch(`${r.composer ?? ''} ${r.arranger ?? ''}`);
      for (const name of c.avoid ?? []) if (people.includes(foldForSearch(name))) miss(`${label} is by ${name}`);
      if (c.composers && !c.composers.some((name) => people.includes(foldForSearch(name))))
        miss(`${label} is by none of ${c.composers.join(', ')}`);
      if ((c.libraryOnly || c.use_library_only) && r.source !== 'library') miss(`${label} is not from the library`);
      if (c.notTitle && plainTitle(r.title).includes(plainTitle(c.notTitle))) miss(`${label} is the work named`);
      if (c.character && !tagsOf(r).some((t) => c.character!.includes(t)))
        miss(`${label} (${tagsOf(r).join(', ')}) is none of ${c.character.join(', ')}`);
    }
    for (const word of c.replyNotMention ?? [])
      if (foldForSearch(answer.reply).includes(foldForSearch(word))) miss(`the reply still names "${word}"`);

    const totalOf = (list: Recommendation[]) => list.reduce((sum, r) => sum + (r.duration ?? 0), 0);
    const checkFill = (list: Recommendation[], target: number, who: string) => {
      const total = totalOf(list);
      if (total < target * 0.95 || total > target * 1.05) miss(`${who}total ${total} s for ${target} s`);
    };
    if (c.total) {
      checkFill(picks, c.total, '');
      if (!/\d+:\d\d in total/.test(answer.reply)) miss('the reply does not state the total');
    }
    if (keys.length > 1) {
      for (const key of keys) {
        const expected = c.perEnsemble?.[key];
        const own = picks.filter((r) => ensembleOf(r) === ensembles.get(key));
        if (!own.length) miss(`no picks for ${key}`);
        if (expected?.total) checkFill(own, expected.total, `${key}: `);
        if (expected?.count !== undefined && own.length !== expected.count)
          miss(`${key}: ${own.length} picks, asked ${expected.count}`);
      }
    }

    const previous = c.after ? answers.get(c.after) : undefined;
    if (c.after && !previous) miss(`its first message ("${c.after}") was not answered`);
    if (previous) {
      if (answer.session_id !== previous.session_id) miss('answered in another session');
      const before = previous.recommendations;
      const durations = before.map((r) => r.duration).filter((d): d is number => d != null);
      const grades = before.map((r) => r.grade).filter((g): g is number => g != null);
      const tagsBefore = new Set(before.flatMap(tagsOf));
      if (
        conversations &&
        !c.repeatOk &&
        picks.length &&
        picks.length === before.length &&
        picks.every((r) => before.some((b) => identity(b) === identity(r)))
      )
        miss('the same picks as the previous answer');
      for (const r of picks) {
        const label = `"${r.title}"`;
        if (c.relative === 'shorter' && durations.length && !(r.duration! < median(durations)))
          miss(`${label} is not shorter`);
        if (c.relative === 'longer' && durations.length && !(r.duration! > median(durations)))
          miss(`${label} is not longer`);
        if (c.relative === 'easier' && grades.length && !(r.grade! < Math.min(...grades)))
          miss(`${label} is not easier`);
        if (c.relative === 'harder' && grades.length && !(r.grade! > Math.max(...grades)))
          miss(`${label} is not harder`);
        if (c.relative === 'new' && before.map(identity).includes(identity(r))) miss(`${label} was proposed before`);
        if (c.sameCharacterAsBefore && !tagsOf(r).some((t) => tagsBefore.has(t)))
          miss(`${label} shares no character with the earlier picks`);
      }
    }
    return misses;
  }

  const keysOf = (ensemble: Ensemble) => [...ensembles].find(([, e]) => e.id === ensemble.id)![0];

  describe(title, () => {
    it(`passes at least ${floor * 100}% of ${blindCases.length} requests nobody tuned for`, async () => {
      const results: { c: BlindCase; misses: string[] }[] = [];
      for (const c of blindCases) {
        const first = c.ensemble.split('+')[0]!;
        const previous = c.after ? answers.get(c.after) : undefined;
        const body: Record<string, unknown> = { message: c.message, ensemble_id: ensembles.get(first)!.id };
        if (c.use_library_only !== undefined || !previous) body.use_library_only = c.use_library_only ?? false;
        if (previous) body.session_id = previous.session_id;
        const response = await local.api<ChatAnswer>(`/chat/${previous ? 'followup' : 'message'}`, {
          token,
          method: 'POST',
          body,
        });
        if (response.status === 200) answers.set(c.name, response.body);
        results.push({ c, misses: missesOf(c, response) });
      }

      const byCategory = new Map<Category, { passed: number; total: number }>();
      for (const { c, misses } of results) {
        const tally = byCategory.get(categoryOf(c)) ?? { passed: 0, total: 0 };
        tally.total += 1;
        if (!misses.length) tally.passed += 1;
        byCategory.set(categoryOf(c), tally);
      }
      const passed = results.filter((r) => !r.misses.length).length;
      const rate = passed / results.length;
      console.log(
        [
          `${title}: ${passed} of ${results.length} passed (${(rate * 100).toFixed(1)}%)`,
          ...[...byCategory].map(([name, t]) => `  ${name}: ${t.passed}/${t.total}`),
          'misses:',
          ...results
            .filter((r) => r.misses.length)
            .map(({ c, misses }) => `  ${c.name} [${categoryOf(c)}] "${c.message}": ${misses.join('; ')}`),
        ].join('\n'),
      );
      expect(rate).toBeGreaterThanOrEqual(floor);
    }, 600_000);
  });
}
