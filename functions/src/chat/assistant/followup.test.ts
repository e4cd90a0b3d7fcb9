import { describe, expect, it } from 'vitest';
import { refineRequest } from './followup';
import { emptyRequest, type RepertoireRequest } from './request';
import { catalogCandidate as work } from './test-fixtures';

// The last answer: three picks of grades 3, 3.5 and 2.5 lasting 200, 300 and 400 seconds, one a march.
const lastPicks = [
  work('a', { title: 'Alpha Song', composer: 'Gustav Holst', grade: 3, duration: 200, tags: ['march', 'lyrical'] }),
  work('b', { title: 'Shenandoah', grade: 3.5, duration: 300 }),
  work('c', { title: 'Gamma Dance', grade: 2.5, duration: 400 }),
];
const shown = ['catalog:a', 'catalog:b', 'catalog:c', 'catalog:earlier'];
/** The last answer's picks (shown minus what an earlier turn showed). */
const lastShown = shown.slice(0, 3);
const composers = ['sousa', 'holst', 'grainger'];
const previous: RepertoireRequest = {
  ...emptyRequest(),
  grade: { min: 3, max: 3 },
  tags: ['march', 'fast'],
  composers: ['sousa', 'holst'],
  count: 3,
};
const refine = (message: string, before: RepertoireRequest = previous, picks = lastPicks) =>
  refineRequest(before, picks, shown, message, composers);

describe('refineRequest: what the follow-up leaves out is kept', () => {
  it('keeps the grade, characters, composers and count of the last request', () => {
    const { request, like } = refine('thanks, what about for the spring?');
    expect(request).toMatchObject({ grade: { min: 3, max: 3 }, composers: ['sousa', 'holst'], count: 3 });
    expect(request.tags).toEqual(['spring']);
    expect(like).toBeUndefined();
    expect(refine('ok').request.tags).toEqual(['march', 'fast']);
  });

  it('reads a new request in a follow-up: what was asked of the last pieces gives way, what stands stays', () => {
    const asked: RepertoireRequest = {
      ...previous,
      duration: { max: 180 },
      total: 900,
      avoided_composers: ['whitacre'],
    };
    for (const message of [
      'ok what about a fun closer, upbeat',
      'ok new q - christmas concert',
      'something celtic instead',
    ]) {
      const { request } = refine(message, asked);
      expect(request.composers, message).not.toContain('sousa');
      expect(request.duration, message).toBeUndefined();
      expect(request.total, message).toBeUndefined();
      expect(request.avoided_composers, message).toContain('whitacre');
      expect(request.grade, message).toEqual({ min: 3, max: 3 });
    }
  });

  it('hears a tempo in "faster" and "slower": the character asked replaces that of the last picks', () => {
    const ballads = [work('d', { title: 'October', grade: 3, duration: 300, tags: ['lyrical', 'ballad'] })];
    expect(refine('something faster', { ...previous, tags: [] }, ballads).request.tags.sort()).toEqual([
      'energetic',
      'fast',
    ]);
    expect(refine('a bit slower please', previous).request.tags.sort()).toEqual(['lyrical', 'slow']);
    expect(refine('more like these', { ...previous, tags: [] }, ballads).request.tags).toEqual(['lyrical', 'ballad']);
  });

  it('keeps the last picks\' character only for the same music moved one way ("shorter", "more like these")', () => {
    const ballads = [work('d', { title: 'October', grade: 3, duration: 300, tags: ['lyrical', 'ballad'] })];
    expect(refine('shorter', { ...previous, tags: [] }, ballads).request.tags).toEqual(['lyrical', 'ballad']);
    // "no Sousa", "20 minutes", "by Ticheli": nothing about character, and none is invented
    expect(refine('no sousa', { ...previous, tags: [] }, ballads).request.tags).toEqual([]);
    expect(refine('make it 20 min total', { ...previous, tags: [] }, ballads).request.tags).toEqual([]);
  });

  it('says a character none of the last picks had once, and does not carry it', () => {
    expect(refine('ok', { ...previous, tags: ['spring'] }).request.tags).toEqual([]);
    expect(refine('shorter', { ...previous, tags: ['spring'] }).request.tags).toEqual(['lyrical', 'march']);
  });

  it('adds refusals to the earlier ones and takes a refused character or composer out of the wanted ones', () => {
    const { request } = refine('no marches, and no Sousa', { ...previous, excluded_tags: ['slow'] });
    expect(request.excluded_tags).toEqual(['slow', 'march']);
    expect(request.tags).toEqual(['fast']);
    expect(request.avoided_composers).toEqual(['sousa']);
    expect(request.composers).toEqual(['holst']);
  });

  it('keeps "my library only" and the UIL list until the director asks beyond them', () => {
    const narrow = { ...previous, library_only: true, uil: true };
    expect(refine('something slower', narrow).request).toMatchObject({ library_only: true, uil: true });
    expect(refine('anything from the catalogue', narrow).request.library_only).toBe(false);
  });

  it('replaces opener and closer only when the follow-up names a role', () => {
    const roles = { ...previous, opener: true, closer: true };
    expect(refine('fewer marches', roles).request).toMatchObject({ opener: true, closer: true });
    expect(refine('just a closer', roles).request).toMatchObject({ opener: false, closer: true });
    // "ok now a slow lyrical one" after "a light opener": a new piece, no longer an opener
    expect(refine('ok now a slow lyrical one', roles).request).toMatchObject({ opener: false, closer: false });
  });
});

describe('refineRequest: relative changes', () => {
  it('"easier" aims from half a grade to 1½ grades below the easiest last pick', () => {
    expect(refine('something easier').request.grade).toEqual({ min: 1, max: 2 });
    // without picks, from the previous range
    expect(refine('easier please', { ...previous, grade: { min: 1, max: 2 } }, []).request.grade).toEqual({
      min: 0.5,
      max: 0.5,
    });
  });

  it('"harder" aims from half a grade to 1½ grades above the hardest last pick, at most grade 6', () => {
    expect(refine('a bit harder').request.grade).toEqual({ min: 4, max: 5 });
    expect(refine('harder', previous, [work('x', { grade: 5.5 })]).request.grade).toEqual({ min: 6, max: 6 });
  });

  it('an explicit grade wins over a relative word, unless it is what the last picks were', () => {
    expect(refine('easier, grade 2 maybe').request.grade).toEqual({ min: 2, max: 2 });
    expect(refine('the grade 2 picks are too easy, go harder').request.grade).toEqual({ min: 2.5, max: 3.5 });
  });

  it('does not carry on a composer the last answer could not honour', () => {
    const notTheirs = [work('z', { title: 'Zeta', composer: 'Percy Grainger', grade: 3, duration: 200 })];
    expect(refine('something calmer', { ...previous, composers: ['ticheli'] }, notTheirs).request.composers).toEqual(
      [],
    );
    expect(refine('something calmer').request.composers).toEqual(['sousa', 'holst']);
  });

  it('brings pieces not shown yet, unless the same ones are asked for', () => {
    expect(refine('a chorale').request.excluded_keys).toEqual(lastShown);
    expect(refine('keep those, but shorter').request.excluded_keys).toEqual([]);
  });

  // "difficult", "challenging" and "easy" alone read as grades; after "too" they are relative
  it('"too difficult" and "too challenging" ask for easier pieces, not grades 4–6', () => {
    expect(refine('these are too difficult').request.grade).toEqual({ min: 1, max: 2 });
    expect(refine('too challenging for us').request.grade).toEqual({ min: 1, max: 2 });
    expect(refine('too difficult for my 7th graders').request.grade).toEqual({ min: 1, max: 2 });
  });
  it('"too easy" asks for harder pieces, not grades 1–2, and "grade 2, too hard" keeps grade 2', () => {
    expect(refine('these are too easy').request.grade).toEqual({ min: 4, max: 5 });
    expect(refine('too hard, grade 2 please').request.grade).toEqual({ min: 2, max: 2 });
  });

  it('"shorter" caps each piece at 85% of the typical last pick, "longer" asks a little more than it; "under 3 minutes" is a new bound instead', () => {
    expect(refine('shorter').request.duration).toEqual({ max: 255 });
    expect(refine('longer ones').request.duration).toEqual({ min: 315 });
    expect(refine('under 3 minutes').request.duration).toEqual({ max: 179 });
  });

  it('"only 8 minutes left, shorter?" after pieces asks for shorter pieces that fit the time left, not a set', () => {
    const { request } = refine('we only have 8 minutes left in the program, shorter?');
    expect([request.total, request.duration]).toEqual([undefined, { max: 255 }]);
    expect(refine('only 4 minutes left in the concert, shorter?').request.duration).toEqual({ max: 240 });
    // after a set, the set gets the new length
    expect(refine('only 8 minutes left in the program, shorter?', { ...previous, total: 900 }).request.total).toBe(480);
  });

  it('"a shorter concert" shortens the whole set by a fifth, not each piece', () => {
    const fill = { ...previous, total: 1800 };
    const { request } = refine('make the concert shorter', fill);
    expect([request.total, request.duration]).toEqual([1440, undefined]);
    expect(refine('a longer program', fill).request.total).toBe(2160);
  });
});

describe('refineRequest: likeness and new pieces', () => {
  it('reads "like the second one", "like #3" and "like the last one" as a pick of the last answer', () => {
    const second = refine('pieces like the second one');
    expect([second.like?.key, second.request.like_title]).toEqual(['catalog:b', 'shenandoah']);
    expect(refine('like #3').like?.key).toBe('catalog:c');
    expect(refine('something like the last one').like?.key).toBe('catalog:c');
    expect(refine('like the sixth one').like).toBeUndefined();
  });

  it('finds a named pick of the last answer, or keeps the title to look up when it was not one', () => {
    const named = refine('something like Shenandoah');
    expect([named.like?.key, named.request.like_title]).toEqual(['catalog:b', 'shenandoah']);
    const other = refine('something like Amazing Grace');
    expect([other.like, other.request.like_title]).toEqual([undefined, 'amazing grace']);
    // a likeness is kept by a follow-up that refines it ("easier"), not by one that asks for something different
    expect(refine('easier', { ...previous, like_title: 'shenandoah' }).request.like_title).toBe('shenandoah');
    expect(refine('something different', { ...previous, like_title: 'shenandoah' }).request.like_title).toBeUndefined();
  });

  it('leaves out the last answer, and no longer what earlier turns left out as shown', () => {
    expect(refine('something else').request.excluded_keys).toEqual(lastShown);
    expect(
      refine('two more', { ...previous, excluded_keys: ['catalog:x', 'catalog:earlier'] }).request.excluded_keys,
    ).toEqual(['catalog:x', ...lastShown]);
    // any follow-up brings new pieces: the last answer is never repeated unless asked for
    expect(refine('in 6/8').request.excluded_keys).toEqual(lastShown);
  });

  it('lets go of an earlier wish the director forgets, neither asking it again nor refusing it', () => {
    const byHolst: RepertoireRequest = { ...previous, composers: ['holst'], tags: ['march'] };
    const { request } = refine('ok forget holst, something british', byHolst);
    expect(request.composers).toEqual([]);
    expect(request.avoided_composers).not.toContain('holst');
    expect(request.people).toEqual({ nationalities: ['english', 'scottish', 'welsh', 'british', 'northern irish'] });
    expect(refine('never mind the march', byHolst).request.tags).not.toContain('march');
  });

  it('lets go of a wish let go before and named again, and of every era when any era will do', () => {
    // the last turn had already dropped the era: naming it to forget it asks nothing
    const forgotten = refine('ok forget the Romantic thing, still 25 min', { ...previous, tags: [] });
    expect(forgotten.request.tags).toEqual([]);
    expect(forgotten.said.tags).toEqual([]);
    const romantic: RepertoireRequest = { ...previous, tags: ['romantic', 'lyrical'] };
    expect(refine('any era is fine', romantic).request.tags).toEqual(['lyrical']);
  });

  it('keeps a composer named now though the last answer had none of theirs', () => {
    const noHolst = [work('x', { title: 'Other', composer: 'Frank Ticheli', grade: 3, duration: 200 })];
    expect(refine('by holst?', previous, noHolst).request.composers).toEqual(['holst']);
  });

  it("after a set, reads a bound as each piece's, a piece asked as a piece, and a length as deciding the count", () => {
    const set: RepertoireRequest = { ...previous, total: 900, count: 4 };
    // "under 3 min" bounds each piece; "make it 12" is the set's new length
    expect(refine('under 3 min', set).request).toMatchObject({ total: 900, duration: { max: 179 } });
    expect(refine('make it 12 minutes', set).request.total).toBe(720);
    // "a spiritual", "something in Latin", "by a living composer": a piece, not the set
    for (const message of [
      'a spiritual',
      'something in latin',
      'by a living composer',
      'fight song type thing, fast',
    ]) {
      expect(refine(message, set).request.total, message).toBeUndefined();
      expect(refine(message, set).request.count, message).toBeUndefined();
    }
    expect(refine('a cappella only', set).request.total).toBe(900);
    // "make it 15 min total" after "a few pieces": the length decides how many
    expect(refine('make it 15 min total', { ...previous, count: 3 }).request.count).toBeUndefined();
    // "too long, cut it to 15": the set's new length, not a vague "shorter" piece
    expect(refine('too long, cut it to 15', set).request.total).toBe(900);
    expect(refine('too long. 10', set).request.total).toBe(600);
    expect(refine('shorter, 12 minutes', set).request.total).toBe(720);
    // "shorter overall, 6 min" after a set of 3: the set's new length
    expect(refine('shorter overall, 6 min', { ...set, count: 3 }).request).toMatchObject({ total: 360 });
    // a set of a count and a length keeps its count (the set answers by the length alone when it cannot land)
    expect(refine('make it 12 min', { ...set, count: 4 }).request).toMatchObject({ total: 720, count: 4 });
  });

  it('lets go of a whole kind of wish: "forget composers", "forget the length", "never mind the grade"', () => {
    const full: RepertoireRequest = {
      ...previous,
      composers: ['holst'],
      duration: { max: 300 },
      total: 900,
      grade: { min: 4, max: 4 },
    };
    expect(refine('forget composers. folk song arr', full).request.composers).toEqual([]);
    const noLength = refine('forget the length. what do i have in my library for them?', full).request;
    expect(noLength.duration).toBeUndefined();
    expect(noLength.total).toBeUndefined();
    expect(refine('never mind the grade', full).request.grade).toBeUndefined();
  });

  it("plans a set anew when the follow-up lists its places, leaving the last pieces' length behind", () => {
    const asked: RepertoireRequest = { ...previous, duration: { max: 179 }, tags: ['spiritual'] };
    const { request } = refine('make it a 20 min set: opener, spiritual, ballad, closer', asked);
    expect(request.duration).toBeUndefined();
    expect(request.total).toBe(1200);
    expect(request.slots?.map((s) => s.label)).toEqual(['opener', 'spiritual', 'ballad', 'closer']);
  });

  it("leaves a set's places behind when one piece is asked", () => {
    const set: RepertoireRequest = {
      ...previous,
      slots: [
        { label: 'march', tags: ['march'] },
        { label: 'piece', tags: [] },
      ],
    };
    expect(refine('a piece about 40 minutes long', set).request.slots).toBeUndefined();
    expect(refine('shorter', set).request.slots).toHaveLength(2);
  });
});

describe('refineRequest: a refusal or a wish let go', () => {
  const refusing: RepertoireRequest = {
    ...previous,
    composers: [],
    avoided_composers: ['sousa', 'john williams'],
    excluded_tags: ['fanfare'],
    tags: ['a-cappella', 'march'],
    total: 900,
    count: 4,
  };
  it('allows again a composer or a character refused earlier, without asking for them', () => {
    for (const message of ["sousa's fine actually, we need a real march", 'ok sousa is ok now']) {
      const { request } = refine(message, refusing);
      expect(request.avoided_composers, message).toEqual(['john williams']);
      expect(request.composers, message).toEqual([]);
    }
    expect(refine('actually williams is fine, swap one in', refusing).request.avoided_composers).toEqual(['sousa']);
    expect(refine('fanfares are ok again', refusing).request.excluded_tags).toEqual([]);
  });

  it('lets go of "a cappella" when piano is fine, and of a wish dropped as a "thing", keeping the set', () => {
    for (const message of ['actually piano is fine, drop the a capella thing', 'with piano then', 'piano is ok']) {
      const { request } = refine(message, refusing);
      expect(request.tags, message).toEqual(['march']);
      expect(request, message).toMatchObject({ total: 900, count: 4 });
    }
  });
});

describe('refineRequest: a kind of wish that no longer matters', () => {
  it('lets go of the length, the grade or the composers said not to matter', () => {
    const asked: RepertoireRequest = { ...previous, duration: { max: 180 } };
    expect(refine('ibert or francaix? length doesnt matter', asked).request.duration).toBeUndefined();
    expect(refine('any length is fine', asked).request.duration).toBeUndefined();
    expect(refine('grade is flexible', asked).request.grade).toBeUndefined();
    expect(refine('shorter', asked).request.duration).toBeDefined();
  });
});

describe('refineRequest: a list let go', () => {
  it('lets go of every name of "forget lauridsen/gjeilo", "drop holst and grainger"', () => {
    const asked: RepertoireRequest = { ...previous, composers: ['holst', 'grainger'] };
    expect(refine('drop holst and grainger, a spiritual', asked).request.composers).toEqual([]);
    expect(refine('forget holst/grainger', asked).request.composers).toEqual([]);
    // a list of the names asked only: "forget length: any latin charts?" lets go of the length, not latin
    expect(refine('back to my library, forget length: any latin charts?', asked).request.tags).toEqual(['latin']);
  });
});

describe('refineRequest: whose characters', () => {
  it("marks the last picks' own characters as theirs, and the director's words as asked", () => {
    const kept = refine('shorter', { ...previous, tags: [] }).request;
    expect([kept.tags.length > 0, kept.tags_of_picks]).toEqual([true, true]);
    expect(refine('something lyrical', { ...previous, tags_of_picks: true }).request.tags_of_picks).toBeUndefined();
  });
});

describe('refineRequest: the library asked about, or kept to', () => {
  it('answers a question about the library from it, and looks beyond it on the next turn', () => {
    const asked = refine('whats in my library for them, any length').request;
    expect([asked.library_only, asked.library_question]).toEqual([true, true]);
    expect(refine('ok and a march', asked).request.library_only).toBe(false);
    const kept = refine('back to my library only').request;
    expect(refine('ok and a march', kept).request.library_only).toBe(true);
  });
});

describe('refineRequest: a character the last answer could not meet', () => {
  it('is asked again with a new grade or length, which may let it be met, and not by a message that changes neither', () => {
    const unmet: RepertoireRequest = { ...previous, tags: ['spring'] };
    expect(refine('gr 2 max', unmet).request.tags).toEqual(['spring']);
    expect(refine('up to 4 min is ok', unmet).request.tags).toEqual(['spring']);
    expect(refine('no sousa', unmet).request.tags).toEqual([]);
  });
});

describe('refineRequest: a place of the set named', () => {
  it('keeps the set when a place is named with who may write it ("march shouldn\'t be sousa")', () => {
    const set: RepertoireRequest = {
      ...previous,
      slots: [
        { label: 'march', tags: ['march'] },
        { label: 'selection', tags: [] },
      ],
      count: 2,
    };
    expect(refine("march shouldn't be sousa", set).request.slots).toHaveLength(2);
    expect(refine('just marches', set).request.slots).toBeUndefined();
  });
});

describe('refineRequest: a return to an earlier plan', () => {
  it('"back to the winter concert: 4 songs, 12 min" plans the set anew, leaving the last piece\'s length', () => {
    const asked: RepertoireRequest = { ...previous, duration: { max: 179 }, total: undefined };
    const { request } = refine('back to the concert: 4 songs, about 12 min', asked);
    expect(request).toMatchObject({ total: 720, count: 4 });
    expect(request.duration).toBeUndefined();
    // "back to grade 4" is a grade, not a plan
    expect(refine('too hard, back to grade 3', asked).request.duration).toEqual({ max: 179 });
  });

  it('"spring concert instead, forget the holiday stuff" keeps the set: what is let go is not asked instead', () => {
    const asked: RepertoireRequest = { ...previous, tags: ['holiday'], total: 900, count: 4 };
    const { request } = refine('spring concert instead, forget the holiday stuff', asked);
    expect(request).toMatchObject({ total: 900, count: 4, tags: [] });
  });
});

describe('refineRequest: a grade moved or named', () => {
  it('marks a grade "easier" or "harder" moved to, and not one the director names', () => {
    const easier = refine('easier please').request;
    expect(easier.grade_moved).toBe(true);
    expect(refine('grade 2 then', easier).request.grade_moved).toBeUndefined();
    expect(refine('grade 2 then').request.grade_moved).toBeUndefined();
  });
});

describe('refineRequest: a set given up', () => {
  it('lets its count go with its places when a character is asked of one piece', () => {
    const set: RepertoireRequest = {
      ...previous,
      tags: [],
      count: 3,
      slots: [
        { label: 'march', tags: ['march'] },
        { label: 'selection', tags: [] },
        { label: 'selection', tags: [] },
      ],
    };
    const { request } = refine('show me just lyrical options for the 2nd selection', set);
    expect(request.slots).toBeUndefined();
    expect(request.count).toBeUndefined();
    // a count said now stays
    expect(refine('3 lyrical ones', set).request.count).toBe(3);
  });
});

describe('refineRequest: a set kept', () => {
  it('keeps its count when the message speaks of all its pieces', () => {
    const set: RepertoireRequest = {
      ...previous,
      tags: [],
      count: 3,
      slots: [
        { label: 'swing', tags: ['swing'] },
        { label: 'ballad', tags: ['ballad'] },
        { label: 'latin', tags: ['latin'] },
      ],
    };
    expect(refine('all three under 5 min each, and nothing slow', set).request.count).toBe(3);
  });
});

describe('refineRequest: a length moved', () => {
  it('marks a length "shorter" moved to, keeping the one named before it', () => {
    const asked: RepertoireRequest = { ...previous, duration: { max: 360 } };
    const { request } = refine('shorter', asked);
    expect(request).toMatchObject({ duration: { max: 255 }, duration_moved: true, duration_asked: { max: 360 } });
    // moved again, the length named is still the one before any move
    expect(refine('shorter', request).request.duration_asked).toEqual({ max: 360 });
    expect(refine('under 4 min', request).request.duration_moved).toBeUndefined();
  });

  it("makes each piece shorter when the set's length is named too (same 20 min but shorter pieces)", () => {
    const set: RepertoireRequest = { ...previous, total: 1200, count: undefined };
    const { request } = refine('same 20 min but shorter pieces, more of them', set);
    expect(request).toMatchObject({ total: 1200, duration: { max: 255 } });
  });
});

describe('refineRequest: one piece for a place in the concert', () => {
  it('lets a carried count go ("something energetic to close" after "3 pieces")', () => {
    const three: RepertoireRequest = { ...previous, count: 3, tags: [] };
    expect(refine('something energetic to close', three).request.count).toBeUndefined();
    expect(refine('a fast opener', three).request.count).toBeUndefined();
    // a count said now stays
    expect(refine('3 energetic closers', three).request.count).toBe(3);
  });
});
