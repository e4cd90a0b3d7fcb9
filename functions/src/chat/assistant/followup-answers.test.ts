import { describe, expect, it } from 'vitest';
import { buildPool } from './candidates';
import { recommend } from './embedded';
import type { AssistantContext, PreviousTurn } from './provider';
import { assistantContext, catalogCandidate, libraryCandidate } from './test-fixtures';

// A small band catalogue: short marches, longer lyrical pieces, one folk song.
const pool = buildPool(
  [],
  [
    catalogCandidate('march-1', { title: 'Test March One', composer: 'Composer A', tags: ['march'], duration: 150 }),
    catalogCandidate('march-2', { title: 'Test March Two', composer: 'Composer B', tags: ['march'], duration: 170 }),
    catalogCandidate('march-3', { title: 'Test March Three', composer: 'Composer C', tags: ['march'], duration: 160 }),
    catalogCandidate('air', { title: 'Air for Band', composer: 'Composer D', tags: ['lyrical'], duration: 300 }),
    catalogCandidate('hymn', { title: 'A Hymn', composer: 'Composer E', tags: ['hymn', 'lyrical'], duration: 320 }),
    catalogCandidate('folk', { title: 'Folk Song', composer: 'Composer F', tags: ['folk'], duration: 280 }),
  ],
);

/** The conversation so far, as the service stores it, then the follow-up's answer. */
function conversation(messages: readonly string[]) {
  const history: PreviousTurn[] = [];
  let context: AssistantContext = assistantContext({ pool });
  let answer = recommend({ kind: 'message', message: messages[0]! }, context);
  for (const [i, message] of messages.entries()) {
    if (i > 0) answer = recommend({ kind: 'followup', message }, context);
    history.push({ role: 'user', content: message, kind: i ? 'followup' : 'message', picks: [] });
    history.push({
      role: 'assistant',
      content: answer.reply,
      kind: i ? 'followup' : 'message',
      picks: answer.picks.map((p) => p.key!),
      ...(answer.request ? { request: answer.request } : {}),
    });
    context = assistantContext({ pool, history: [...history] });
  }
  return { ...answer, titles: answer.picks.map((p) => p.title) };
}

describe('a work refused by its title', () => {
  it('is left out: "not Air for Band, everyone does it", "anything but A Hymn"', () => {
    const lyrical = recommend(
      { kind: 'message', message: 'something lyrical, not Air for Band, everyone does it' },
      assistantContext({ pool }),
    );
    expect(lyrical.picks.map((p) => p.title)).toEqual(['A Hymn']);
    expect(conversation(['2 marches', 'ok now something lyrical, anything but a hymn']).titles).toEqual([
      'Air for Band',
    ]);
    // "no marches" names no title: the marches are left out as a character, not as titles
    expect(
      recommend({ kind: 'message', message: 'no marches please' }, assistantContext({ pool })).request?.excluded_keys,
    ).toEqual([]);
  });
});

describe('a follow-up answers what it says before what earlier turns carried', () => {
  it('lets go of a carried length rather than answer a character asked now with the closest fits', () => {
    const answer = conversation(['marches under 3 minutes', 'something lyrical']);
    expect(answer.titles.sort()).toEqual(['A Hymn', 'Air for Band']);
    expect(answer.reply).toMatch(/I let go of the length asked earlier/);
  });

  it('lets go of carried wishes to answer a composer named now ("by Ticheli?")', () => {
    const answer = conversation(['marches under 3 minutes', 'anything by Composer E?']);
    expect(answer.titles).toEqual(['A Hymn']);
    expect(answer.reply).toMatch(/I let go of the character asked earlier.*so these are the closest lengths/);
  });

  it('gives fewer pieces rather than top a carried count up with pieces of another character or length', () => {
    expect(conversation(['3 marches', 'a folk tune instead']).titles).toEqual(['Folk Song']);
    // "shorter ones": none of the other lyrical pieces is shorter than the last, so only those that are
    const shorter = conversation(['2 lyrical pieces', 'shorter ones']);
    expect(shorter.picks.every((p) => pool.byKey.get(p.key!)!.duration! < 300)).toBe(true);
  });

  it('still tops up a count asked in this very message, saying the others are the closest fits', () => {
    const answer = conversation(['2 marches', '3 folk songs']);
    expect(answer.titles).toHaveLength(3);
    expect(answer.reply).toMatch(/Only 1 is folk; the other 2 are the closest fits/);
  });
});

describe('a follow-up that narrows the last answer', () => {
  it('answers from the last picks that still fit before letting go of what was asked ("no Sousa" after marches)', () => {
    const answer = conversation(['3 marches', 'no Composer A']);
    expect(answer.titles.sort()).toEqual(['Test March Three', 'Test March Two']);
    expect(answer.reply).toMatch(/these are from my last answer/);
    expect(answer.reply).not.toMatch(/closest fits/);
  });

  it('never gives the last answer back whole: "different ones" with nothing new of the character says so', () => {
    const answer = conversation(['3 marches', 'different ones']);
    expect(answer.titles.some((t) => t?.startsWith('Test March'))).toBe(false);
  });
});

describe('a set of a given length with a character', () => {
  it('keeps to the character when its pieces fill the length on their own', () => {
    const set = recommend({ kind: 'message', message: 'marches, 8 minutes of music' }, assistantContext({ pool }));
    expect(set.picks.map((p) => p.title).sort()).toEqual(['Test March One', 'Test March Three', 'Test March Two']);
  });

  it('takes it as a preference when they cannot ("a winter concert" is not only winter pieces)', () => {
    const set = recommend({ kind: 'message', message: 'marches, 15 minutes of music' }, assistantContext({ pool }));
    expect(set.picks.some((p) => !p.title?.startsWith('Test March'))).toBe(true);
  });
});

describe('a set of a count and a length given a new length', () => {
  it('keeps its count when it can land the length, else lets the length decide how many, said so', () => {
    const kept = conversation(['3 pieces, 13 minutes total', 'make it 14 min']);
    expect(kept.titles).toHaveLength(3);
    const cut = conversation(['3 pieces, 13 minutes total', 'make it 5 min']);
    expect(cut.reply).toMatch(/3 pieces could not make 5:00, so the length decides how many/);
    expect(cut.titles.length).toBeLessThan(3);
  });
});

describe('"show me that again"', () => {
  it('gives the last answer back as it was, its total said for a set', () => {
    const first = conversation(['2 marches']);
    expect(conversation(['2 marches', 'show me that again']).titles).toEqual(first.titles);
    const set = conversation(['3 pieces, 13 minutes total', 'that works, show me again']);
    expect(set.titles).toEqual(conversation(['3 pieces, 13 minutes total']).titles);
    expect(set.reply).toMatch(/Here again are the 3 pieces of my last answer.*in total/);
    // asking something else of them is a new answer
    expect(conversation(['2 marches', 'same ones but shorter']).reply).not.toMatch(/Here again/);
  });
});

describe('a composer let go', () => {
  it('is not asked again when carried wishes give way ("forget X, something else")', () => {
    const answer = conversation(['anything by Composer E?', 'forget composer e, marches under 2 minutes']);
    expect(answer.reply).not.toMatch(/Composer E/i);
  });
});

describe('a set of a character that cannot fill the length on its own', () => {
  const july = buildPool(
    [],
    [
      catalogCandidate('p1', { title: 'Flag March', composer: 'Composer P', tags: ['patriotic'], duration: 150 }),
      catalogCandidate('p2', { title: 'Liberty Song', composer: 'Composer Q', tags: ['patriotic'], duration: 170 }),
      catalogCandidate('a1', { title: 'Prairie Song', composer: 'Composer R', tags: ['american'], duration: 160 }),
      catalogCandidate('a2', { title: 'River Town', composer: 'Composer S', tags: ['american'], duration: 180 }),
      catalogCandidate('l1', { title: 'An Air', composer: 'Composer T', tags: ['lyrical'], duration: 160 }),
      catalogCandidate('f1', { title: 'A Folk Tune', composer: 'Composer U', tags: ['folk'], duration: 180 }),
    ],
  );
  it('fills it with its nearest kinds ("patriotic stuff": American pieces too) before any other piece', () => {
    const set = recommend(
      { kind: 'message', message: 'patriotic stuff, 11 minutes of music' },
      assistantContext({ pool: july }),
    );
    expect(set.picks.map((p) => p.title).sort()).toEqual(['Flag March', 'Liberty Song', 'Prairie Song', 'River Town']);
  });
});

describe('a place of a set swapped', () => {
  it('keeps the other places and fills the one named with what the message asks', () => {
    const set = conversation(['a march, a hymn and a folk song']);
    const swapped = conversation(['a march, a hymn and a folk song', 'swap the march for something lyrical']);
    expect(swapped.titles.slice(1)).toEqual(set.titles.slice(1));
    expect(swapped.titles[0]).toBe('Air for Band');
  });
});

describe('a set that cannot land on its length', () => {
  it('lets wishes carried from earlier turns give way, said, when that lands the set', () => {
    // 2 marches under 3 minutes cannot make 10 minutes; without the carried wishes, two longer pieces can
    const answer = conversation(['marches under 3 minutes', '2 pieces, 10 min total']);
    const total = answer.picks.reduce((sum, p) => sum + pool.byKey.get(p.key!)!.duration!, 0);
    expect(answer.titles).toHaveLength(2);
    expect(Math.abs(total - 600)).toBeLessThanOrEqual(30);
    expect(answer.reply).toMatch(/so I let go of the .* asked earlier/);
  });

  it('keeps its count for the next turn when the length decided how many', () => {
    // 4 pieces cannot make 5 minutes: the length decides, but "different ones" still asks for 4
    const answer = conversation(['4 pieces, 20 min total', 'make it 5 min']);
    expect(answer.request?.count).toBe(4);
  });
});

describe('a count asked within a length', () => {
  it('repeats a composer, said, before it offers a piece outside the length', () => {
    const twice = buildPool(
      [],
      [
        catalogCandidate('p-1', { title: 'Piece One', composer: 'Composer A', duration: 270 }),
        catalogCandidate('p-2', { title: 'Piece Two', composer: 'Composer A', duration: 280 }),
        catalogCandidate('p-3', { title: 'Piece Three', composer: 'Composer B', duration: 250 }),
        catalogCandidate('p-4', { title: 'Piece Four', composer: 'Composer C', duration: 120 }),
      ],
    );
    const answer = recommend({ kind: 'message', message: '3 pieces, 4-6 min each' }, assistantContext({ pool: twice }));
    expect(answer.picks.map((p) => p.title).sort()).toEqual(['Piece One', 'Piece Three', 'Piece Two']);
    expect(answer.reply).toMatch(/One piece per composer could not make 3, so Composer A appears twice/);
  });
});

describe('a season nothing is about', () => {
  it('is answered with its nearest kind, nature pieces, said so', () => {
    const seasons = buildPool(
      [],
      [
        catalogCandidate('river', { title: 'The River', composer: 'Composer A', tags: ['nature'] }),
        catalogCandidate('march', { title: 'A March', composer: 'Composer B', tags: ['march'] }),
      ],
    );
    const first = recommend({ kind: 'message', message: 'a march' }, assistantContext({ pool: seasons }));
    const history: PreviousTurn[] = [
      { role: 'user', content: 'a march', kind: 'message', picks: [] },
      {
        role: 'assistant',
        content: first.reply,
        kind: 'message',
        picks: first.picks.map((p) => p.key!),
        ...(first.request ? { request: first.request } : {}),
      },
    ];
    const answer = recommend(
      { kind: 'followup', message: 'something about snow or winter' },
      assistantContext({ pool: seasons, history }),
    );
    expect(answer.picks.map((p) => p.title)).toEqual(['The River']);
    expect(answer.reply).toMatch(/nearest kind: nature/);
  });
});

describe('a piece swapped into a set with a length', () => {
  it('stays, and the other places move to keep the set near its length, said so', () => {
    const swapPool = buildPool(
      [],
      [
        catalogCandidate('m-1', { title: 'Short March', composer: 'Composer A', tags: ['march'], duration: 150 }),
        catalogCandidate('h-1', { title: 'Long Hymn', composer: 'Composer B', tags: ['hymn'], duration: 330 }),
        catalogCandidate('h-2', { title: 'Short Hymn', composer: 'Composer C', tags: ['hymn'], duration: 180 }),
        catalogCandidate('f-1', { title: 'Folk Song', composer: 'Composer D', tags: ['folk'], duration: 240 }),
        catalogCandidate('l-1', { title: 'Long Air', composer: 'Composer E', tags: ['lyrical'], duration: 330 }),
      ],
    );
    const turns = ['a march, a hymn and a folk song, about 12 min', 'swap the march for something lyrical'];
    const history: PreviousTurn[] = [];
    let answer = recommend({ kind: 'message', message: turns[0]! }, assistantContext({ pool: swapPool }));
    history.push(
      { role: 'user', content: turns[0]!, kind: 'message', picks: [] },
      {
        role: 'assistant',
        content: answer.reply,
        kind: 'message',
        picks: answer.picks.map((p) => p.key!),
        ...(answer.request ? { request: answer.request } : {}),
      },
    );
    expect(answer.picks.map((p) => p.title)).toEqual(['Short March', 'Long Hymn', 'Folk Song']);
    answer = recommend({ kind: 'followup', message: turns[1]! }, assistantContext({ pool: swapPool, history }));
    expect(answer.picks.map((p) => p.title)).toEqual(['Long Air', 'Short Hymn', 'Folk Song']);
    expect(answer.reply).toMatch(/To keep the set near 12:00, Short Hymn takes its place too/);
  });
});

describe('a composer named now', () => {
  it('does not give the last answer back whole when another of the composers asked has a piece', () => {
    const named = buildPool(
      [
        libraryCandidate(1, {
          title: 'Best March',
          composer: 'Composer A',
          difficulty: 3,
          duration: 180,
          genre: 'March',
          ensemble_type: 'concert_band',
          tags: ['march', 'fast', 'energetic'],
        }),
      ],
      [
        catalogCandidate('b', {
          title: 'Other March',
          composer: 'Composer B',
          grade: 4,
          duration: 400,
          tags: ['march'],
        }),
      ],
    );
    const turns = ['one fast march', 'composer a or composer b?'];
    const history: PreviousTurn[] = [];
    let answer = recommend({ kind: 'message', message: turns[0]! }, assistantContext({ pool: named }));
    expect(answer.picks.map((p) => p.title)).toEqual(['Best March']);
    history.push(
      { role: 'user', content: turns[0]!, kind: 'message', picks: [] },
      {
        role: 'assistant',
        content: answer.reply,
        kind: 'message',
        picks: answer.picks.map((p) => p.key!),
        ...(answer.request ? { request: answer.request } : {}),
      },
    );
    answer = recommend({ kind: 'followup', message: turns[1]! }, assistantContext({ pool: named, history }));
    expect(answer.picks.map((p) => p.title)).toEqual(['Other March']);
  });
});

describe('a grade named, let go for one answer', () => {
  it('is asked again on the next turn', () => {
    const answer = conversation(['grade 5 marches', 'something lyrical']);
    expect(answer.reply).toMatch(/I let go of .*the grade asked earlier/);
    expect(answer.titles.length).toBeGreaterThan(0);
    expect(answer.request?.grade).toEqual({ min: 5, max: 5 });
  });
});

describe('a set of a character that cannot land on its length', () => {
  it('takes other pieces that land it, said so', () => {
    // three marches make 8 minutes, not 15; three other pieces make it
    const answer = recommend({ kind: 'message', message: '3 marches, 15 min total' }, assistantContext({ pool }));
    expect(answer.picks.map((p) => p.title).sort()).toEqual(['A Hymn', 'Air for Band', 'Folk Song']);
    expect(answer.reply).toMatch(/Not enough march pieces of a known length make 15:00, so the set includes others/);
    expect(answer.request?.tags).toEqual(['march']);
  });
});
