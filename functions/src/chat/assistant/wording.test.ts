import { describe, expect, it } from 'vitest';
import { correctedWord, ensembleWordsOf, normalizeWording, withComposerNamesSpelt } from './wording';

describe('normalizeWording', () => {
  it('turns amounts in words into figures', () => {
    expect(normalizeWording('between three and five minutes')).toBe('between 3 and 5 minutes');
    expect(normalizeWording('twenty-five minutes, or twenty five')).toBe('25 minutes, or 25');
    expect(normalizeWording('give me two hundred and fifty')).toBe('give me 250');
    expect(normalizeWording('half an hour of music')).toBe('30 minutes of music');
    expect(normalizeWording('an hour-long concert')).toBe('60 minutes long concert');
    expect(normalizeWording('an hour and a half')).toBe('90 minutes');
    expect(normalizeWording('a couple more, a few pieces, half a dozen')).toBe('2 more, 3 pieces, 6');
  });

  it('reads "too slow" as not slow, and "medium swing" as a tempo, not a grade', () => {
    expect(normalizeWording('too slow lol, medium swing')).toBe('not slow lol, mid swing');
    expect(normalizeWording('way too fast for them')).toBe('way not fast for them');
    expect(normalizeWording('medium difficulty please')).toBe('medium difficulty please');
  });

  it('gives ranges and approximations a word, and reads "gr 2" as a grade', () => {
    expect(normalizeWording('3-4 mins, 2–3')).toBe('3 to 4 mins, 2 to 3');
    expect(normalizeWording('6ish minutes, grade 2-ish')).toBe('about 6 minutes, grade about 2');
    expect(normalizeWording('gr 2, gr. 3')).toBe('grade 2, grade 3');
  });

  it('reads a misspelt word of the vocabulary as that word, and leaves real words and names alone', () => {
    expect(normalizeWording('recomend a grade 3 marhc')).toBe('recommend a grade 3 march');
    expect(normalizeWording('a peice for band')).toBe('a piece for band');
    expect(normalizeWording('what would my band manage')).toBe('what would my band manage');
    expect(normalizeWording('something like Amazing Grace')).toBe('something like Amazing Grace');
    expect(correctedWord('match')).toBeUndefined();
    expect(correctedWord('lyrcal')).toBe('lyrical');
  });

  it('keeps "N minutes of" a kind of music, and drops time spent on something else', () => {
    expect(normalizeWording('need 15 min of Renaissance rep')).toBe('need 15 min of Renaissance rep');
    expect(normalizeWording('30 min of light classical stuff')).toBe('30 min of light classical stuff');
    expect(normalizeWording('after 20 minutes of grading, a march')).not.toMatch(/20 minutes/);
  });

  it('reads the words the length and refusal rules need however they are typed', () => {
    for (const typed of ['a capella', 'acapella', 'a capela', 'a-cappella', 'A Cappella'])
      expect(normalizeWording(`two ${typed} pieces`), typed).toBe('2 a cappella pieces');
    expect(normalizeWording('nothign over 5 min')).toBe('nothing over 5 min');
    expect(normalizeWording('nuthin over 5 min')).toBe('nothing over 5 min');
    expect(normalizeWording('something diffrent for regoin')).toBe('something different for region');
  });

  it('leaves a message without amounts or misspellings as typed', () => {
    const typed = 'Something lyrical for strings, grade 3, under 4:30!';
    expect(normalizeWording(typed)).toBe(typed);
  });
});

describe('ensembleWordsOf', () => {
  it('reads instruments that accompany as no ensemble', () => {
    expect(ensembleWordsOf('SSAA Baroque piece (w/ strings or piano) for spring')).toBe(
      'SSAA Baroque piece (accompanied) for spring',
    );
    expect(ensembleWordsOf('SATB with piano, grade 3')).toBe('SATB accompanied, grade 3');
    expect(ensembleWordsOf('the choir with the orchestra')).toBe('the choir with the orchestra');
  });

  it('reads a place or a month as no ensemble', () => {
    expect(ensembleWordsOf('our band room is tiny, quiet pieces')).toBe('our practice room is tiny, quiet pieces');
    expect(ensembleWordsOf("for Women's History Month, choir")).toBe('for female History Month, choir');
    expect(ensembleWordsOf('a woman composer for orchestra')).toBe('a female composer for orchestra');
    expect(ensembleWordsOf("the women's choir in May")).toBe("the women's choir in May");
  });
});

describe('withComposerNamesSpelt', () => {
  const names = [
    'frank ticheli',
    'ticheli',
    'tchaikovsky',
    'fillmore',
    'henry fillmore',
    'williams',
    'dvorak',
    'holst',
    'william byrd',
    'byrd',
  ];
  it('writes a misspelt composer right: one letter off or two swapped, from exactly one name', () => {
    expect(withComposerNamesSpelt('dvorak or tchaikovksy', names)).toBe('dvorak or tchaikovsky');
    expect(withComposerNamesSpelt('filmore?', names)).toBe('fillmore?');
    expect(withComposerNamesSpelt('by tichelli', names)).toBe('by ticheli');
    expect(withComposerNamesSpelt('no john wiliams', names)).toBe('no john williams');
  });
  it('leaves common words, short words and names spelt right alone', () => {
    expect(withComposerNamesSpelt('hello, holst and a march', names)).toBe('hello, holst and a march');
    expect(withComposerNamesSpelt('william tell', names)).toBe('william tell');
  });
});
