import { ensembleTypes } from '@app/shared/contracts/ensembles';
import { describe, expect, it } from 'vitest';
import {
  GRADE_WORDS,
  ensembleTypeName,
  formatGrade,
  formatTags,
  parseDuration,
  parseArranger,
  parseEnsembleType,
  parseGrade,
  parseTags,
  parseYear,
} from './values';

describe('parseGrade', () => {
  it.each([
    ['3', 3, null],
    ['3.5', 3.5, null],
    ['3,5', 3.5, null],
    ['0.5', 0.5, null],
    [' 6 ', 6, null],
    ['3.0', 3, null],
    ['Grade 3', 3, 'Grade 3'],
    ['grade: 4.5', 4.5, 'grade: 4.5'],
    ['Gr. 3', 3, 'Gr. 3'],
    ['Gr 2', 2, 'Gr 2'],
    ['Grade3', 3, 'Grade3'],
    ['Level 2', 2, 'Level 2'],
    ['I', 1, 'I'],
    ['III', 3, 'III'],
    ['iv', 4, 'iv'],
    ['VI', 6, 'VI'],
    ['Grade IV', 4, 'Grade IV'],
    ['3+', 3.5, '3+'],
    ['II+', 2.5, 'II+'],
    ['Very Beginning', 0.5, 'Very Beginning'],
    ['Very Easy', 1, 'Very Easy'],
    ['Easy', 2, 'Easy'],
    ['Medium Easy', 2.5, 'Medium Easy'],
    ['medium-easy', 2.5, 'medium-easy'],
    ['Med. Easy', 2.5, 'Med. Easy'],
    ['Medium', 3, 'Medium'],
    ['Medium Advanced', 4, 'Medium Advanced'],
    ['Medium Difficult', 4, 'Medium Difficult'],
    ['Advanced', 5, 'Advanced'],
    ['Difficult', 5, 'Difficult'],
    ['Very Advanced', 6, 'Very Advanced'],
    ['2-3', 2.5, '2-3'],
    ['2 – 3', 2.5, '2 – 3'],
    ['2—4', 3, '2—4'],
    ['2 to 3', 2.5, '2 to 3'],
    ['Grade 2-3', 2.5, 'Grade 2-3'],
    ['1-2.5', 2, '1-2.5'],
    ['II-III', 2.5, 'II-III'],
    ['Easy - Medium', 2.5, 'Easy - Medium'],
  ])('%j → %s (%j)', (cell, difficulty, difficulty_text) => {
    expect(parseGrade(cell)).toEqual({ ok: true, value: { difficulty, difficulty_text } });
  });

  it('reads a blank cell as no grade', () => {
    expect(parseGrade('')).toEqual({ ok: true, value: null });
    expect(parseGrade('   ')).toEqual({ ok: true, value: null });
  });

  it.each(['Hard-ish', 'VII', '3-', 'Grade', 'x', '3-2', '2-9', 'Medium Hard'])(
    'refuses %j, saying what a grade looks like',
    (cell) => {
      const result = parseGrade(cell);
      expect(result).toEqual({
        ok: false,
        message: expect.stringContaining(`"${cell}" is not a grade: write a grade from 0.5 to 6`),
      });
    },
  );

  it.each(['0', '7', '2.25', '6.5', '6+'])('refuses %j as off the scale', (cell) => {
    expect(parseGrade(cell)).toEqual({
      ok: false,
      message: `"${cell}" is not a grade: grades go from 0.5 to 6 in steps of 0.5`,
    });
  });

  it('quotes a long cell shortened in its message only', () => {
    const result = parseGrade('x'.repeat(100));
    expect(result.ok || result.message).toBe(
      `"${'x'.repeat(39)}…" is not a grade: write a grade from 0.5 to 6 in steps of 0.5 (3, 3.5, Grade 3), a roman numeral (I–VI), a range (2-3) or a word such as Medium Easy`,
    );
  });

  it('has a grade on the scale for every word, rising with the words', () => {
    for (const grade of Object.values(GRADE_WORDS))
      expect(Number.isInteger(grade * 2) && grade >= 0.5 && grade <= 6).toBe(true);
    expect(formatGrade(3)).toBe('3');
    expect(formatGrade(3.5)).toBe('3.5');
    expect(formatGrade(0.5)).toBe('0.5');
  });
});

describe('parseDuration', () => {
  it.each([
    ['5:30', 330],
    ['05:30', 330],
    ['75:00', 4500],
    ['0:05:30', 330],
    ['1:02:03', 3723],
    ['330', 330],
    ['5\'30"', 330],
    ['5\' 30"', 330],
    ["5'30''", 330],
    ['5′30″', 330],
    ["5'", 300],
    ['5 min 30 s', 330],
    ['5 min. 30 sec.', 330],
    ['5m30s', 330],
    ['5 minutes 30 seconds', 330],
    ['5 mins', 300],
    ['5.5 min', 330],
    ['5,5 min', 330],
    ['4.33 min', 260],
    ['1 h 5 min', 3900],
    ['330 s', 330],
    ['5:30 min', 330],
    ['approx. 5:30', 330],
    ['ca. 5 min', 300],
    ['~5:30', 330],
  ])('%j → %d seconds', (cell, seconds) => expect(parseDuration(cell)).toEqual({ ok: true, value: seconds }));

  it('reads a bare number as minutes in a minutes column', () => {
    expect(parseDuration('5.5', 'minutes')).toEqual({ ok: true, value: 330 });
    expect(parseDuration('4', 'minutes')).toEqual({ ok: true, value: 240 });
    expect(parseDuration('5:30', 'minutes')).toEqual({ ok: true, value: 330 });
  });

  it('reads a blank cell as no duration', () => expect(parseDuration(' ')).toEqual({ ok: true, value: null }));

  it.each(['forever', '5:75', '5:3', 'five minutes', '30 s 5 min', '5 min 5 min', 'min', '1:2:3:4'])(
    'refuses %j',
    (cell) => {
      expect(parseDuration(cell)).toEqual({
        ok: false,
        message: `"${cell}" is not a duration: write minutes:seconds (5:30), seconds (330) or 5 min 30 s`,
      });
    },
  );

  it('refuses a decimal number of seconds, suggesting what was meant', () => {
    expect(parseDuration('5.5')).toEqual({
      ok: false,
      message: '"5.5" is not a whole number of seconds: write 5:30 or 5.5 min',
    });
  });
});

describe('parseTags and formatTags', () => {
  it.each([
    ['march; holiday', ['march', 'holiday']],
    ['march, holiday', ['march', 'holiday']],
    ['march | holiday', ['march', 'holiday']],
    ['march\nholiday', ['march', 'holiday']],
    [' march ;; , holiday ;', ['march', 'holiday']],
    ['', []],
    ['"rock, pop"; holiday', ['rock, pop', 'holiday']],
    ['"say ""hi"""', ['say "hi"']],
    ['5\'30" piece', ['5\'30" piece']],
  ])('%j → %j', (cell, tags) => expect(parseTags(cell)).toEqual(tags));

  it('writes tags that parse back, quoting those that hold a separator or a quote', () => {
    const tags = ['march', 'rock, pop', 'a;b', 'x|y', 'say "hi"', 'two\nlines', 'fête'];
    expect(formatTags(tags)).toBe('march; "rock, pop"; "a;b"; "x|y"; "say ""hi"""; "two\nlines"; fête');
    expect(parseTags(formatTags(tags))).toEqual(tags);
  });
});

describe('parseEnsembleType', () => {
  it.each([
    ['Concert Band', 'concert_band'],
    ['band', 'concert_band'],
    ['Wind Ensemble', 'wind_ensemble'],
    ['Symphonic Band', 'symphonic_band'],
    ['Jazz Ensemble', 'jazz_band'],
    ['Big Band', 'jazz_band'],
    ['Jazz Band', 'jazz_band'],
    ['Marching Band', 'marching_band'],
    ['String Orchestra', 'string_orchestra'],
    ['Strings', 'string_orchestra'],
    ['Full Orchestra', 'full_orchestra'],
    ['Orchestra', 'full_orchestra'],
    ['Choir', 'mixed_choir'],
    ['SATB', 'mixed_choir'],
    ['SSA', 'treble_choir'],
    ["Women's Choir", 'treble_choir'],
    ['TTBB', 'tenor_bass_choir'],
    ['Tenor-Bass Choir', 'tenor_bass_choir'],
    ['Brass Quintet', 'chamber_ensemble'],
    ['Percussion Ensemble', 'percussion_ensemble'],
    ['other', 'other'],
    ['tenor_bass_choir', 'tenor_bass_choir'],
    // words the assistant reads too (one list: @app/shared/domain/ensemble-words)
    ['Lab Band', 'jazz_band'],
    ['Jazz 1', 'jazz_band'],
    ["Men's Chorus", 'tenor_bass_choir'],
    ['Upper Voices', 'treble_choir'],
  ])('%j → %s', (cell, type) => expect(parseEnsembleType(cell)).toEqual({ ok: true, value: type }));

  it.each([
    ['String Orch.', 'string_orchestra'],
    ['Jazz Ens.', 'jazz_band'],
    ['Wind Ens.', 'wind_ensemble'],
    ['Perc. Ens.', 'percussion_ensemble'],
    ['Sym. Band', 'symphonic_band'],
    ['Full Orch', 'full_orchestra'],
    ['SAB', 'mixed_choir'],
    ['SSAATTBB', 'mixed_choir'],
    ['SATB divisi', 'mixed_choir'],
    ['SATB a cappella', 'mixed_choir'],
    ['SA', 'treble_choir'],
    ['SSAA w/ piano', 'treble_choir'],
    ['3-part treble', 'treble_choir'],
    ['Three-part Treble', 'treble_choir'],
    ['2-part', 'treble_choir'],
    ['3-part mixed', 'mixed_choir'],
    ['4-Part Men’s', 'tenor_bass_choir'],
    ['TB', 'tenor_bass_choir'],
    ['TTB + piano', 'tenor_bass_choir'],
    ['Tenor/Bass Choir', 'tenor_bass_choir'],
  ])('reads the voicing or shortened name %j → %s', (cell, type) =>
    expect(parseEnsembleType(cell)).toEqual({ ok: true, value: type }),
  );

  it.each([
    ['3-part treble (SSA)', 'treble_choir'],
    ['SSA (3-part treble)', 'treble_choir'],
    ['4-part mixed (SATB)', 'mixed_choir'],
    ['TTBB (4-part men’s)', 'tenor_bass_choir'],
    ['2-part (SA)', 'treble_choir'],
    ['Treble Choir [SSA]', 'treble_choir'],
    ['Mixed Choir {SATB}', 'mixed_choir'],
    ['(SSA)', 'treble_choir'],
    ['SATB (divisi)', 'mixed_choir'],
    ['Chamber Singers (SATB)', 'mixed_choir'],
    ['Concert Band (Grade 3)', 'concert_band'],
    ['Brass Quintet (with organ)', 'chamber_ensemble'],
    // the bracket makes the words before it precise, within their family
    ['Choir (SSA)', 'treble_choir'],
    ['Chorus (TTBB)', 'tenor_bass_choir'],
    ['Orchestra (strings)', 'string_orchestra'],
    ['Band (jazz)', 'jazz_band'],
    // after other words
    ['3-part treble: SSA', 'treble_choir'],
    ['3-part treble, SSA', 'treble_choir'],
    ['3-part treble – SSA', 'treble_choir'],
    ['Voicing: SSA', 'treble_choir'],
    ['SATB, piano', 'mixed_choir'],
    ['Jazz Band - Grade 3', 'jazz_band'],
    ['Tenor–Bass Choir', 'tenor_bass_choir'],
  ])('reads a voicing or type in brackets or after other words %j → %s', (cell, type) =>
    expect(parseEnsembleType(cell)).toEqual({ ok: true, value: type }),
  );

  it.each([
    'Jazz Band (SATB)',
    'Orchestra (SSA)',
    'Concert Band, String Orchestra',
    'Choir (SSA, TTBB)',
    'Brass Choir (12 players)',
    'Piano (solo)',
    'SSA (3-part',
  ])('refuses brackets and parts that disagree or name nothing: %j', (cell) => {
    expect(parseEnsembleType(cell)).toEqual({
      ok: false,
      message: expect.stringContaining('is not an ensemble type we know'),
    });
  });

  it.each(['SAB-ish', 'SATBX', '3-part kazoo', 'part', 'Brass Choir'])('refuses %j, quoting it', (cell) => {
    expect(parseEnsembleType(cell)).toEqual({
      ok: false,
      message: expect.stringMatching(new RegExp(`^"${cell}" is not an ensemble type we know: write a voicing`)),
    });
  });

  it('reads back every name the export writes', () => {
    for (const type of ensembleTypes)
      expect(parseEnsembleType(ensembleTypeName(type))).toEqual({ ok: true, value: type });
    expect(ensembleTypeName('tenor_bass_choir')).toBe('Tenor Bass Choir');
  });

  it('refuses other words, listing the types', () => {
    const result = parseEnsembleType('Kazoo Army');
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^"Kazoo Army" is not an ensemble type we know: write a voicing \(SATB, SSA, TTBB\) or one of Concert Band, Wind Ensemble, .*, Other, or leave it empty$/,
      ),
    });
    expect(parseEnsembleType('')).toEqual({ ok: true, value: null });
  });
});

describe('parseArranger', () => {
  it.each([
    ['Arr. Rollo Dilworth', 'Rollo Dilworth'],
    ['arr. Mack Wilberg', 'Mack Wilberg'],
    ['arr Mack Wilberg', 'Mack Wilberg'],
    ['Arranged by Alice Parker', 'Alice Parker'],
    ['arr. by Robert Shaw', 'Robert Shaw'],
    ['Arr: John Rutter', 'John Rutter'],
    ['Transcribed by Merlin Patterson', 'Merlin Patterson'],
    ['  Rollo Dilworth ', 'Rollo Dilworth'],
    ['Arrington Smith', 'Arrington Smith'],
    ['Arr.', 'Arr.'],
    ['', ''],
  ])('%j → %j', (cell, name) => expect(parseArranger(cell)).toBe(name));
});

describe('parseYear', () => {
  it.each([
    ['1897', 1897],
    [' 2004 ', 2004],
    ['c. 1897', 1897],
    ['ca.1897', 1897],
    ['circa 1897', 1897],
    ['©1998', 1998],
    ['(c) 1998', 1998],
  ])('%j → %d', (cell, year) => expect(parseYear(cell)).toEqual({ ok: true, value: year }));

  it.each(['97', '1990s', '2004-05-01', 'nineteen'])('refuses %j', (cell) => {
    expect(parseYear(cell)).toEqual({ ok: false, message: `"${cell}" is not a year: write 4 digits (1897)` });
  });

  it('reads a blank cell as no year', () => expect(parseYear('')).toEqual({ ok: true, value: null }));
});
