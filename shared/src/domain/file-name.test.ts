import { describe, expect, it } from 'vitest';
import { isReservedFileName, titleAsFileName } from './file-name';

describe('titleAsFileName', () => {
  it('keeps a plain title and any script as they are', () => {
    expect(titleAsFileName('Spring Concert 2027')).toBe('Spring Concert 2027');
    expect(titleAsFileName('Fête de la Musique · 音楽会')).toBe('Fête de la Musique · 音楽会');
    expect(titleAsFileName('Winter: "Pops" / Holiday?')).toBe('Winter Pops Holiday');
  });

  it.each([
    ['\u202Ecod.exe', 'cod.exe'],
    ['Spring\u202A Concert\u202C', 'Spring Concert'],
    ['\u2066Gala\u2069 \u2067Night\u2069', 'Gala Night'],
    ['\u202B\u202D\u2068', ''],
  ])('drops bidi controls from %j', (title, name) => {
    expect(titleAsFileName(title)).toBe(name);
  });

  it('keeps the marks LRM and RLM, which do not reorder anything', () => {
    expect(titleAsFileName('Shalom \u200Fשלום\u200E')).toBe('Shalom \u200Fשלום\u200E');
  });

  it.each([
    'CON',
    'con',
    'Nul',
    'PRN',
    'AUX',
    'COM1',
    'com9',
    'LPT1',
    'lpt9',
    'COM¹',
    'NUL.txt',
    'Con .cert',
    'aux..',
    ' nul ',
    'CONIN$',
  ])('prefixes the Windows device name %j with _', (title) => {
    const name = titleAsFileName(title);
    expect(name.startsWith('_')).toBe(true);
    expect(isReservedFileName(name)).toBe(false);
  });

  it.each(['Concert', 'CON Spring', 'Nullified', 'COM10', 'COM0', 'LPT', 'Auxiliary Band', 'console'])(
    'leaves %j alone',
    (title) => {
      expect(titleAsFileName(title)).toBe(title);
    },
  );
});
