import { describe, expect, it } from 'vitest';
import { guardFormula, unguardFormula } from './formula-guard';

describe('guardFormula', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-Anonymous', "'-Anonymous"],
    ['@home', "'@home"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    // an apostrophe the director wrote before a formula character is kept by guarding it too
    ["'=x", "''=x"],
    ["''+1", "'''+1"],
  ])('puts a quote before %j', (value, cell) => expect(guardFormula(value)).toBe(cell));

  it.each(['Shenandoah', "'Tis the Season", "'", "''", 'a=b', ' =1', '3-2-1', ''])('leaves %j as it is', (value) =>
    expect(guardFormula(value)).toBe(value),
  );
});

describe('unguardFormula', () => {
  it.each([
    ["'=SUM(A1:A2)", '=SUM(A1:A2)'],
    ["'-Anonymous", '-Anonymous'],
    ["''=x", "'=x"],
  ])('takes the quote off %j', (cell, value) => expect(unguardFormula(cell)).toBe(value));

  it.each(["'Tis the Season", "'", "''", '=SUM(A1:A2)', "a'=b", ''])('leaves %j as it is', (cell) =>
    expect(unguardFormula(cell)).toBe(cell),
  );

  it('gives back every value the guard wrote', () => {
    const values = ['=1', '+1', '-1', '@1', '\t1', '\r1', "'=1", "''-1", "'", "'a", 'a', '', "'''", "'@"];
    for (const value of values) expect(unguardFormula(guardFormula(value)), JSON.stringify(value)).toBe(value);
  });
});
