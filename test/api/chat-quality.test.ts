import { beforeAll, describe, expect, it } from 'vitest';
import { catalogWorks } from '@app/functions/catalog/load-catalog';
const catalog = catalogWorks();
import type { ChatAnswer, Recommendation } from '@app/shared/contracts/chat';
import type { Ensemble, EnsembleType } from '@app/shared/contracts/ensembles';
import type { LibraryEntry } from '@app/shared/contracts/library';
import { foldForSearch } from '@app/shared/domain/search-text';
import { useLocalStack } from '../support/local-stack';

/**
 * The assistant's quality set: realistic director requests across every ensemble type,
 * follow-ups, likeness, fills and library-only, each checked on its constraints against the real
 * local stack with the embedded provider and the demo account's library.
 */
const local = useLocalStack();

/** Ensembles of the demo account (seeded) and the ones this suite adds. */
const ENSEMBLES = {
  band: { name: 'Lincoln High Symphonic Band' },
  jazz: { name: 'Lincoln High Jazz Band' },
  strings: { name: 'Lincoln High String Orchestra' },
  youngBand: { name: 'Grade 7 Band', type: 'concert_band', level: 1.5, size: 40 },
  windEnsemble: { name: 'University Wind Ensemble', type: 'wind_ensemble', level: 5, size: 45 },
  beginningStrings: { name: 'Beginning Strings', type: 'string_orchestra', level: 1, size: 24 },
  orchestra: { name: 'Youth Symphony', type: 'full_orchestra', level: 4.5, size: 70 },
  choir: { name: 'Concert Choir', type: 'mixed_choir', level: 3, size: 48 },
  treble: { name: 'Treble Singers', type: 'treble_choir', level: 2.5, size: 30 },
} as const;
type EnsembleKey = keyof typeof ENSEMBLES;

interface Case {
  name: string;
  ensemble: EnsembleKey;
  call?: 'message' | 'followup' | 'vector';
  message: string;
  use_library_only?: boolean;
  /** Continue the session of this earlier case. */
  after?: string;
  grade?: [number, number];
  duration?: [number, number];
  /** A fill: total seconds the picks must add up to within 10%. */
  total?: number;
  avoid?: string;
  libraryOnly?: boolean;
  maxCount?: number;
  count?: number;
  /** A folded title no pick may have. */
  notTitle?: string;
  /** Composers (folded parts) every pick must have one of. */
  composers?: string[];
  /** Checks against the previous answer of the session. */
  relative?: 'shorter' | 'easier' | 'harder' | 'new';
  /** Catalogue tag no pick may have (when it is a catalogue work). */
  noTag?: string;
  /** Nothing fits (the catalogue has too little for this type): the reply must say so and why. */
  none?: RegExp;
}

const cases: Case[] = [
  // concert band, level 4
  {
    name: 'grade 4 march of about 3 minutes',
    ensemble: 'band',
    message: 'a grade 4 march for my concert band, about 3 minutes',
    grade: [4, 4],
    duration: [144, 216],
  },
  {
    name: 'fill a 40-minute spring concert',
    ensemble: 'band',
    message: 'fill a 40-minute spring concert for the band',
    total: 2400,
  },
  {
    name: 'three ballads under 5 minutes, no Sousa',
    ensemble: 'band',
    message: 'three ballads under 5 minutes, no Sousa',
    duration: [0, 300],
    avoid: 'sousa',
    maxCount: 3,
  },
  {
    name: 'pieces like Shenandoah',
    ensemble: 'band',
    call: 'vector',
    message: 'pieces like Shenandoah',
    notTitle: 'shenandoah',
  },
  {
    name: 'lyrical, library only',
    ensemble: 'band',
    message: 'something lyrical',
    use_library_only: true,
    libraryOnly: true,
  },
  { name: 'library only said in words', ensemble: 'band', message: 'a march, only from my library', libraryOnly: true },
  { name: 'opener and closer', ensemble: 'band', message: 'we need an opener and a closer', count: 2 },
  { name: 'grade 5 overture', ensemble: 'band', message: 'a grade 5 overture', grade: [5, 5] },
  {
    name: 'by Holst or Grainger',
    ensemble: 'band',
    message: 'something by Holst or Grainger',
    composers: ['holst', 'grainger'],
  },
  {
    name: 'energetic, 3 to 5 minutes',
    ensemble: 'band',
    message: 'an energetic piece between 3 and 5 minutes',
    duration: [180, 300],
  },
  { name: 'folk settings at grades 3-4', ensemble: 'band', message: 'folk song settings at grades 3-4', grade: [3, 4] },
  {
    name: 'follow-up: shorter',
    ensemble: 'band',
    call: 'followup',
    after: 'by Holst or Grainger',
    message: 'shorter',
    relative: 'shorter',
  },
  {
    name: 'follow-up: easier',
    ensemble: 'band',
    call: 'followup',
    after: 'folk settings at grades 3-4',
    message: 'easier please',
    relative: 'easier',
  },
  {
    name: 'follow-up: no marches',
    ensemble: 'band',
    call: 'followup',
    after: 'energetic, 3 to 5 minutes',
    message: 'no marches',
    noTag: 'march',
    duration: [180, 300],
  },
  {
    name: 'follow-up: more like the second one',
    ensemble: 'band',
    call: 'followup',
    after: 'three ballads under 5 minutes, no Sousa',
    message: 'more like the second one',
    avoid: 'sousa',
  },
  { name: '30-minute program, no composer twice', ensemble: 'band', message: 'a 30 minute program', total: 1800 },
  {
    name: 'not Ticheli, grade 4',
    ensemble: 'band',
    message: 'pieces at grade 4, but not by Ticheli',
    avoid: 'ticheli',
    grade: [4, 4],
  },
  { name: 'no marches, something fast', ensemble: 'band', message: 'no marches, something fast', noTag: 'march' },
  {
    name: 'two contrasting contest pieces at grade 4',
    ensemble: 'band',
    message: 'two contrasting pieces for contest, grade 4',
    grade: [4, 4],
    maxCount: 2,
  },
  {
    name: 'pieces like First Suite in E-flat',
    ensemble: 'band',
    call: 'vector',
    message: 'pieces like First Suite in E-flat',
    notTitle: 'first suite in e flat for military band op 28 no 1',
  },
  // young band, level 1.5
  {
    name: 'young band: easy pieces around 3 minutes',
    ensemble: 'youngBand',
    message: 'easy pieces around 3 minutes',
    grade: [1, 2],
    duration: [144, 216],
  },
  {
    name: 'young band: fill 30 minutes',
    ensemble: 'youngBand',
    message: 'fill 30 minutes for our winter concert',
    total: 1800,
  },
  { name: 'young band: folk arrangement', ensemble: 'youngBand', message: 'a folk song arrangement' },
  { name: 'young band: a holiday piece', ensemble: 'youngBand', message: 'a holiday piece for December' },
  {
    name: 'young band: like Amazing Grace',
    ensemble: 'youngBand',
    call: 'vector',
    message: 'Amazing Grace',
    notTitle: 'amazing grace',
  },
  // wind ensemble, level 5
  {
    name: 'wind ensemble: grade 5 or 6',
    ensemble: 'windEnsemble',
    message: 'a substantial work at grade 5 or 6',
    grade: [5, 6],
  },
  {
    name: 'wind ensemble: fill 45 minutes',
    ensemble: 'windEnsemble',
    message: 'fill a 45 minute concert',
    total: 2700,
  },
  { name: 'wind ensemble: chorale or hymn', ensemble: 'windEnsemble', message: 'a chorale or hymn setting' },
  // jazz band, level 3.5
  { name: 'jazz: swing at grade 3 or 4', ensemble: 'jazz', message: 'a swing chart at grade 3 or 4', grade: [3, 4] },
  { name: 'jazz: a latin tune', ensemble: 'jazz', message: 'a latin tune for the jazz band' },
  {
    name: 'jazz: ballad under 5 minutes',
    ensemble: 'jazz',
    message: 'a ballad feature under 5 minutes',
    duration: [0, 300],
  },
  { name: 'jazz: fill a 30-minute set', ensemble: 'jazz', message: 'fill a 30-minute set', total: 1800 },
  {
    name: 'jazz: funky, library only',
    ensemble: 'jazz',
    message: 'only from my library: something funky',
    libraryOnly: true,
  },
  {
    name: 'jazz follow-up: harder',
    ensemble: 'jazz',
    call: 'followup',
    after: 'jazz: swing at grade 3 or 4',
    message: 'something harder',
    relative: 'harder',
  },
  // string orchestra, level 3
  { name: 'strings: something lyrical', ensemble: 'strings', message: 'something lyrical for strings' },
  {
    name: 'strings: baroque from my library',
    ensemble: 'strings',
    message: 'a baroque piece from my library',
    libraryOnly: true,
  },
  {
    name: 'strings: three at grade 2 to 3',
    ensemble: 'strings',
    message: 'three pieces at grade 2 to 3',
    grade: [2, 3],
    maxCount: 3,
  },
  {
    name: 'strings follow-up: something else',
    ensemble: 'strings',
    call: 'followup',
    after: 'strings: something lyrical',
    message: 'something else',
    relative: 'new',
  },
  // beginning strings, level 1
  {
    name: 'beginning strings: easy pieces',
    ensemble: 'beginningStrings',
    message: 'easy pieces for my beginners',
    grade: [1, 2],
  },
  // full orchestra, level 4.5
  { name: 'orchestra: an overture', ensemble: 'orchestra', message: 'an overture for full orchestra' },
  {
    name: 'orchestra: at most 10 minutes',
    ensemble: 'orchestra',
    message: 'pieces no longer than 10 minutes',
    duration: [0, 600],
  },
  // mixed choir, level 3
  { name: 'choir: a cappella', ensemble: 'choir', message: 'an a cappella piece for my choir' },
  { name: 'choir: grade 2', ensemble: 'choir', message: 'something at grade 2', grade: [2, 2] },
  // treble choir, level 2.5
  { name: 'treble: anything', ensemble: 'treble', message: 'a piece for my treble choir' },
  {
    name: 'treble: under 5 minutes',
    ensemble: 'treble',
    message: 'something for my SSA choir under 5 minutes',
    duration: [0, 300],
  },
];

const TYPE_FAMILY: Record<string, string[]> = {
  concert_band: ['concert_band', 'wind_ensemble', 'symphonic_band'],
  wind_ensemble: ['concert_band', 'wind_ensemble', 'symphonic_band'],
  jazz_band: ['jazz_band'],
  string_orchestra: ['string_orchestra'],
  full_orchestra: ['full_orchestra'],
  mixed_choir: ['mixed_choir'],
  treble_choir: ['treble_choir'],
};

let token = '';
const ensembles = new Map<EnsembleKey, Ensemble>();
const library = new Map<number, LibraryEntry>();
const catalogById = new Map(catalog.map((w) => [w.id, w]));
const answers = new Map<string, ChatAnswer>();

beforeAll(async () => {
  token = await local.token('demo@example.com');
  const existing = (await local.api<Ensemble[]>('/ensembles', { token })).body;
  for (const [key, spec] of Object.entries(ENSEMBLES) as [EnsembleKey, (typeof ENSEMBLES)[EnsembleKey]][]) {
    const found = existing.find((e) => e.name === spec.name);
    if (found) ensembles.set(key, found);
    else {
      const created = await local.api<Ensemble>('/ensembles', { token, method: 'POST', body: spec });
      expect(created.status).toBe(201);
      ensembles.set(key, created.body);
    }
  }
  const entries = (await local.api<{ data: LibraryEntry[] }>('/library/entries?limit=500', { token })).body.data;
  for (const entry of entries) library.set(entry.id, entry);
});

const within = (value: number | null, [min, max]: [number, number]) => value != null && value >= min && value <= max;
const identity = (r: Recommendation) => [r.title, r.composer, r.arranger].map(foldForSearch).join('|');

/** The tags of a pick as its source has them. */
const tagsOf = (r: Recommendation): string[] =>
  r.source === 'catalog'
    ? [...(catalogById.get(r.catalog_id!)?.tags ?? [])]
    : [foldForSearch(library.get(r.library_entry_id!)?.genre), ...(library.get(r.library_entry_id!)?.tags ?? [])];

describe('the assistant on realistic requests', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const ensemble = ensembles.get(c.ensemble)!;
    const previous = c.after ? answers.get(c.after) : undefined;
    if (c.after) expect(previous, `runs after "${c.after}"`).toBeDefined();
    const body: Record<string, unknown> = { message: c.message, ensemble_id: ensemble.id };
    if (c.call !== 'followup' || c.use_library_only != null) body.use_library_only = c.use_library_only ?? false;
    if (previous) body.session_id = previous.session_id;
    const response = await local.api<ChatAnswer>(`/chat/${c.call ?? 'message'}`, { token, method: 'POST', body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const answer = response.body;
    answers.set(c.name, answer);
    const picks = answer.recommendations;
    const explain = `${answer.reply}\n${picks.map((r) => `${r.title} | ${r.composer} | ${r.grade} | ${r.duration} | ${r.source}`).join('\n')}`;

    expect(answer.reply.length, explain).toBeGreaterThan(20);
    if (c.none) {
      expect(picks).toEqual([]);
      expect(answer.reply).toMatch(c.none);
      return;
    }
    expect(picks.length, explain).toBeGreaterThan(0);
    if (c.count) expect(picks.length, explain).toBe(c.count);
    if (c.maxCount) expect(picks.length, explain).toBeLessThanOrEqual(c.maxCount);
    expect(new Set(picks.map(identity)).size, explain).toBe(picks.length);

    const level = ensemble.level!;
    for (const r of picks) {
      expect(r.reason.trim().length, r.title).toBeGreaterThan(10);
      // every pick exists in one of the two sources, with the same facts
      if (r.source === 'library') {
        const entry = library.get(r.library_entry_id!);
        expect(entry, `${r.title} is in the library`).toBeDefined();
        expect([r.title, r.composer, r.arranger, r.grade, r.duration]).toEqual([
          entry!.title,
          entry!.composer,
          entry!.arranger,
          entry!.difficulty,
          entry!.duration,
        ]);
        if (entry!.ensemble_type) expect(TYPE_FAMILY[ensemble.type], r.title).toContain(entry!.ensemble_type);
      } else {
        const work = catalogById.get(r.catalog_id!);
        expect(work, `${r.title} is in the catalogue`).toBeDefined();
        expect([r.title, r.composer, r.arranger, r.grade, r.duration]).toEqual([
          work!.title,
          work!.composer,
          work!.arranger,
          work!.grade,
          work!.duration,
        ]);
        expect(
          work!.ensemble_types.some((t) => TYPE_FAMILY[ensemble.type]!.includes(t)),
          r.title,
        ).toBe(true);
      }
      // a follow-up "easier" or "harder" may leave the ensemble's level: the relative check below applies
      if (c.relative !== 'easier' && c.relative !== 'harder')
        expect(within(r.grade, c.grade ?? [level - 1, level + 1]), `${r.title} grade ${r.grade}`).toBe(true);
      if (c.duration) expect(within(r.duration, c.duration), `${r.title} duration ${r.duration}`).toBe(true);
      if (c.avoid) expect(foldForSearch(`${r.composer} ${r.arranger}`), r.title).not.toContain(c.avoid);
      if (c.libraryOnly) expect(r.source, r.title).toBe('library');
      if (c.notTitle) expect(foldForSearch(r.title), r.title).not.toContain(c.notTitle);
      if (c.composers)
        expect(
          c.composers.some((name) => foldForSearch(r.composer).includes(name)),
          r.title,
        ).toBe(true);
      if (c.noTag) expect(tagsOf(r), r.title).not.toContain(c.noTag);
    }

    if (c.total) {
      const total = picks.reduce((sum, r) => sum + (r.duration ?? 0), 0);
      expect(Math.abs(total - c.total) / c.total, explain).toBeLessThanOrEqual(0.1);
      expect(answer.reply).toMatch(/\d+:\d\d in total/);
      // no composer twice unless asked
      const creators = picks.map((r) =>
        foldForSearch(/^(traditional|anonymous)/i.test(r.composer ?? '') ? r.arranger : r.composer),
      );
      expect(new Set(creators).size, explain).toBe(creators.length);
    }

    if (c.relative && previous) {
      const before = previous.recommendations;
      const durations = before
        .map((r) => r.duration!)
        .filter((d) => d != null)
        .sort((a, b) => a - b);
      const grades = before.map((r) => r.grade!).filter((g) => g != null);
      for (const r of picks) {
        if (c.relative === 'shorter')
          expect(r.duration!, r.title).toBeLessThan(durations[Math.floor(durations.length / 2)]!);
        if (c.relative === 'easier') expect(r.grade!, r.title).toBeLessThan(Math.min(...grades));
        if (c.relative === 'harder') expect(r.grade!, r.title).toBeGreaterThan(Math.max(...grades));
        if (c.relative === 'new') expect(before.map(identity), r.title).not.toContain(identity(r));
      }
      expect(answer.session_id).toBe(previous.session_id);
    }
  });
});

export type { EnsembleType };
