import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from './decode';
import { sniffCsv } from './sniff';

const fixtureText = (name: string) =>
  decodeCsvBytes(new Uint8Array(readFileSync(new URL(`../../../../test/fixtures/csv/${name}`, import.meta.url)))).text;

describe('sniffCsv', () => {
  it.each([
    ['utf8-bom.csv', ',', '\n'],
    ['windows-1252.csv', ',', '\r\n'],
    ['semicolon.csv', ';', '\r\n'],
    ['tab.tsv', '\t', '\n'],
    ['crlf.csv', ',', '\r\n'],
    ['banner-rows.csv', ',', '\n'],
    ['other-headers.csv', ',', '\n'],
    ['quoted.csv', ',', '\n'],
  ])('reads %s as delimited by %j with %j line ends', (name, delimiter, lineEnding) => {
    expect(sniffCsv(fixtureText(name))).toEqual({ delimiter, lineEnding });
  });

  it('ignores delimiters inside quoted fields, even across lines', () => {
    const sample = 'Title,Notes\n"Suite; No. 1","a;b;c\nd;e;f;g"\n"Chester; hymn","x;y"\n';
    expect(sniffCsv(sample)).toEqual({ delimiter: ',', lineEnding: '\n' });
  });

  it('does not open a quote in the middle of a field (5\'30")', () => {
    expect(sniffCsv('Title;Duration\nChester;5\'30"\nSleigh Ride;3\'00"\n')).toEqual({
      delimiter: ';',
      lineEnding: '\n',
    });
  });

  it('is not fooled by commas in banner rows or unquoted cells of a semicolon file', () => {
    const sample =
      'Lincoln HS, Band Library, 2024\n\nTitle;Composer;Publisher\nIrish Tune;Grainger;Southern Music, Inc.\nChester;Billings;Presser\n';
    expect(sniffCsv(sample).delimiter).toBe(';');
  });

  it('prefers the count most rows agree on, then the larger count', () => {
    expect(sniffCsv('a\tb\tc\n1\t2\t3\n4,5\t6\t7\n').delimiter).toBe('\t');
    expect(sniffCsv('a,b;c\nd,e;f\n').delimiter).toBe(',');
  });

  it('calls a one-column file comma-separated and finds no line end in one line', () => {
    expect(sniffCsv('Title\nChester\nSleigh Ride\n')).toEqual({ delimiter: ',', lineEnding: '\n' });
    expect(sniffCsv('Title')).toEqual({ delimiter: ',', lineEnding: null });
  });

  it('finds CR line ends (old Mac exports)', () => {
    expect(sniffCsv('Title;Composer\rChester;Billings\r')).toEqual({ delimiter: ';', lineEnding: '\r' });
  });

  it('does not count the cut last record of an incomplete sample', () => {
    const sample = 'Title;Composer\nChester;Billings\nA,b,c,d\nE,f,g,h';
    expect(sniffCsv(sample, { complete: false }).delimiter).toBe(';');
    expect(sniffCsv(sample, { complete: true }).delimiter).toBe(',');
  });
});
