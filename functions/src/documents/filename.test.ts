import { describe, expect, it } from 'vitest';
import { documentDisposition } from './filename';

/** What a browser does with the header: prefer `filename*`, else `filename`. */
const parse = (header: string) => ({
  ascii: /filename="([^"]*)"/.exec(header)?.[1],
  utf8: decodeURIComponent(/filename\*=UTF-8''([^;]*)/.exec(header)?.[1] ?? ''),
});

describe('documentDisposition', () => {
  it('keeps a plain title as is', () => {
    const { header, filename } = documentDisposition('Spring Concert 2027', 7);
    expect(filename).toBe('Spring Concert 2027.docx');
    expect(header).toBe(
      `attachment; filename="Spring Concert 2027.docx"; filename*=UTF-8''Spring%20Concert%202027.docx`,
    );
  });

  it.each([
    ['Fête de la Musique', 'Fete de la Musique.docx', 'Fête de la Musique.docx'],
    ['Winter "Pops" / Holiday', 'Winter Pops Holiday.docx', 'Winter Pops Holiday.docx'],
    ['Back\\slash: <test>?', 'Back slash test.docx', 'Back slash test.docx'],
    ['Holiday 🎄 Concert', 'Holiday _ Concert.docx', 'Holiday 🎄 Concert.docx'],
    ["Director's (Choice)*", 'Director_s (Choice).docx', "Director's (Choice).docx"],
    ['..hidden..', 'hidden.docx', 'hidden.docx'],
    ['Bell\u0007 Choir\r\nNight', 'Bell Choir Night.docx', 'Bell Choir Night.docx'],
  ])('sanitizes %j', (title, ascii, utf8) => {
    const { header } = documentDisposition(title, 7);
    expect(header).toMatch(/^attachment; filename="[\x20-\x7E]+"; filename\*=UTF-8''[A-Za-z0-9%._~^`|#$&+-]+$/);
    expect(parse(header)).toEqual({ ascii, utf8 });
  });

  it.each(['', '   ', '///', '\u0001\u0002'])(
    'falls back to program_<id> when nothing usable is left in %j',
    (title) => {
      expect(parse(documentDisposition(title, 1234).header)).toEqual({
        ascii: 'program_1234.docx',
        utf8: 'program_1234.docx',
      });
    },
  );

  it.each([
    ['\u202Ecod.exe', 'cod.exe.docx'],
    ['Spring\u2066 Gala\u2069', 'Spring Gala.docx'],
  ])('drops the bidi controls of %j from both names', (title, name) => {
    expect(parse(documentDisposition(title, 7).header)).toEqual({ ascii: name, utf8: name });
  });

  it.each([
    ['CON', '_CON.docx'],
    ['nul.cert', '_nul.cert.docx'],
    ['Com1', '_Com1.docx'],
    ['LPT9 ', '_LPT9.docx'],
  ])(
    'keeps the device name %j from being the file name: _ in the full name, program_<id> in the ASCII one',
    (title, utf8) => {
      expect(parse(documentDisposition(title, 42).header)).toEqual({ ascii: 'program_42.docx', utf8 });
    },
  );

  it('folds COM¹ to the device COM1 in the ASCII name and falls back there too', () => {
    expect(parse(documentDisposition('COM¹', 42).header)).toEqual({ ascii: 'program_42.docx', utf8: '_COM¹.docx' });
  });

  it('uses program_<id> only for the ASCII name when the title is all emoji', () => {
    expect(parse(documentDisposition('🎺🎻', 1234).header)).toEqual({ ascii: 'program_1234.docx', utf8: '🎺🎻.docx' });
  });

  it('keeps long titles to 100 characters', () => {
    const { filename } = documentDisposition('Symphony '.repeat(30), 3);
    expect([...filename.replace(/\.docx$/, '')].length).toBeLessThanOrEqual(100);
  });
});
