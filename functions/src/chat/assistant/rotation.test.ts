import { describe, expect, it } from 'vitest';
import { buildPool } from './candidates';
import { recommend } from './embedded';
import { historyReply, periodIn } from './intents/played-history';
import type { AssistantContext, AssistantQuestion } from './provider';
import { readRequest } from './request';
import { leftOutNote, playedKeys, type PlayedPiece } from './rotation';
import { assistantContext, catalogCandidate, libraryCandidate, testBand, testToday } from './test-fixtures';

// testToday is 2026-11-22
const pool = buildPool(
  [libraryCandidate(7, { title: 'Library March', composer: 'Karl King', tags: ['march'], difficulty: 3 })],
  [
    catalogCandidate('m1', { title: 'First March', composer: 'John Philip Sousa', tags: ['march'] }),
    catalogCandidate('m2', { title: 'Second March', composer: 'Henry Fillmore', tags: ['march'] }),
    catalogCandidate('m3', { title: 'Third March', composer: 'Edwin Franko Goldman', tags: ['march'] }),
    catalogCandidate('l1', { title: 'Quiet Air', composer: 'Frank Erickson', tags: ['lyrical'] }),
  ],
);
const band = testBand({ id: 1, name: 'Symphonic Band' });
const played = (over: Partial<PlayedPiece>): PlayedPiece => ({
  program_id: 10,
  program_title: 'Spring Concert',
  date: '2026-05-14',
  ensemble_id: 1,
  title: 'First March',
  composer: 'John Philip Sousa',
  arranger: null,
  library_entry_id: null,
  ...over,
});
const context = (over: Partial<AssistantContext> = {}) => assistantContext({ pool, ensemble: band, ...over });
const message = (text: string): AssistantQuestion => ({ kind: 'message', message: text });
const titles = (text: string, over: Partial<AssistantContext> = {}) =>
  recommend(message(text), context(over)).picks.map((p) => p.title);

describe('reading the rotation in a message', () => {
  it('hears a wish to include what was played, and a window of years', () => {
    const read = (text: string) => readRequest(text, []);
    expect(read("two marches, include ones we've already played").include_played).toBe(true);
    expect(read('a ballad, even if we did it before').include_played).toBe(true);
    expect(read("we don't mind repeats, something lyrical").include_played).toBe(true);
    expect(read('a march we have not played')).toMatchObject({ library_only: false });
    expect(read('a march we have not played').include_played).toBeUndefined();
    expect(read("what haven't we played in three years?")).toMatchObject({
      played_within_years: 3,
      library_only: true,
    });
    expect(read('which pieces have we never performed?').library_only).toBe(true);
  });
});

describe('what an ensemble played', () => {
  it('is left out for the same ensemble within the years, by library entry and by the same piece', () => {
    const keys = playedKeys(
      [
        played({}),
        played({ title: 'Library March', composer: 'Karl King', library_entry_id: 7 }),
        played({ title: 'Second March', composer: 'Henry Fillmore', ensemble_id: 2 }),
        played({ title: 'Third March', composer: 'Edwin Franko Goldman', date: '2022-11-21' }),
      ],
      1,
      4,
      testToday,
      pool,
    );
    expect([...keys.keys()].sort()).toEqual(['catalog:m1', 'library:7']);
    expect(playedKeys([played({})], 1, 0, testToday, pool).size).toBe(0);
  });

  it('names what it left out, newest performance first', () => {
    expect(leftOutNote([played({})], 'Symphonic Band', 4)).toBe(
      'I left out 1 piece Symphonic Band played in the last 4 years: First March (May 2026). Say "include what we\'ve played" to see it.',
    );
  });

  it('leaves the played march out of the answer and says so; another ensemble playing it does not count', () => {
    const history = [played({})];
    const answer = recommend(message('three marches'), context({ played: history, rotationYears: 4 }));
    expect(answer.picks.map((p) => p.title)).not.toContain('First March');
    expect(answer.reply).toContain('I left out 1 piece Symphonic Band played in the last 4 years: First March');
    expect(titles('three marches', { played: [played({ ensemble_id: 2 })] })).toContain('First March');
    // played five years ago is back in rotation; a director's 0 years leaves nothing out
    expect(titles('three marches', { played: [played({ date: '2021-05-14' })] })).toContain('First March');
    expect(titles('three marches', { played: history, rotationYears: 0 })).toContain('First March');
  });

  it('names only what the answer would have offered: a played march is not news to a request for something lyrical', () => {
    const answer = recommend(message('something lyrical'), context({ played: [played({})], rotationYears: 4 }));
    expect(answer.reply).not.toContain('I left out');
  });

  it('includes it when the director asks', () => {
    expect(titles("three marches, include ones we've played", { played: [played({})] })).toContain('First March');
  });
});

describe('what did we play', () => {
  it('reads seasons, school years and calendar years before today', () => {
    expect(periodIn(' what did we play last spring ', testToday)).toEqual({
      from: '2026-03-01',
      to: '2026-06-30',
      words: 'last spring',
    });
    expect(periodIn(' last winter ', testToday)).toMatchObject({ from: '2025-12-01', to: '2026-02-28' });
    expect(periodIn(' this fall ', testToday)).toMatchObject({ from: '2026-08-01', to: '2026-11-30' });
    expect(periodIn(' last year ', testToday)).toMatchObject({ from: '2025-08-01', to: '2026-07-31' });
    expect(periodIn(' in 2024 ', testToday)).toMatchObject({ from: '2024-01-01', to: '2024-12-31' });
    expect(periodIn(' ever ', testToday)).toBeUndefined();
  });

  it('answers concert by concert for the ensemble asked about', () => {
    const history = [
      played({ title: 'Quiet Air', composer: 'Frank Erickson' }),
      played({}),
      played({ program_id: 11, program_title: 'Winter Concert', date: '2025-12-10', title: 'Sleigh Ride' }),
      played({ program_id: 12, ensemble_id: 2, title: 'Swing Chart' }),
    ];
    const spring = periodIn(' last spring ', testToday);
    expect(historyReply(history, band, spring)).toBe(
      'Symphonic Band played 2 pieces last spring in 1 concert. Spring Concert, May 14, 2026: Quiet Air (Frank Erickson); First March (John Philip Sousa).',
    );
    expect(historyReply([], band, spring)).toMatch(/^I have no concert of Symphonic Band last spring on record\./);
    const answer = recommend(message('What did we play last winter?'), context({ played: history }));
    expect(answer.picks).toEqual([]);
    expect(answer.reply).toBe(
      'Symphonic Band played 1 piece last winter in 1 concert. Winter Concert, Dec 10, 2025: Sleigh Ride (John Philip Sousa).',
    );
  });
});
