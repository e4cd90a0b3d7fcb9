/**
 * Which delimiter and line ending a CSV file uses, from a sample of its text.
 *
 * Each candidate (comma, semicolon, tab) is counted per record, outside quoted fields (a quote
 * opens a field only at its start; `""` inside one is a quote). The delimiter is the candidate
 * whose most common non-zero count per record is shared by the most records (banner lines and
 * stray commas in a semicolon file do not win); ties go to the larger count, then to comma,
 * semicolon, tab in that order. A file with none of them (one column) is comma-separated.
 */
export type CsvDelimiter = ',' | ';' | '\t';
export type LineEnding = '\r\n' | '\n' | '\r';

export interface CsvDialect {
  delimiter: CsvDelimiter;
  /** The first line break outside quotes; null when the sample has none. */
  lineEnding: LineEnding | null;
}

const candidates: readonly CsvDelimiter[] = [',', ';', '\t'];

/**
 * `complete` is false when the sample is the start of a longer text: its last record may be cut,
 * so it is not counted.
 */
export function sniffCsv(sample: string, { complete = true }: { complete?: boolean } = {}): CsvDialect {
  const records: number[][] = [];
  let counts = [0, 0, 0];
  let lineEnding: LineEnding | null = null;
  let quoted = false;
  let fieldStart = true;
  let hasContent = false;
  const endRecord = () => {
    if (hasContent) records.push(counts);
    counts = [0, 0, 0];
    hasContent = false;
    fieldStart = true;
  };

  for (let i = 0; i < sample.length; i++) {
    const c = sample[i]!;
    if (quoted) {
      if (c === '"') {
        if (sample[i + 1] === '"') i++;
        else quoted = false;
      }
      continue;
    }
    if (c === '"' && fieldStart) {
      quoted = true;
      hasContent = true;
      fieldStart = false;
      continue;
    }
    const d = candidates.indexOf(c as CsvDelimiter);
    if (d !== -1) {
      counts[d]!++;
      hasContent = true;
      fieldStart = true;
      continue;
    }
    if (c === '\r' || c === '\n') {
      const crlf = c === '\r' && sample[i + 1] === '\n';
      lineEnding ??= crlf ? '\r\n' : c;
      if (crlf) i++;
      endRecord();
      continue;
    }
    if (c !== ' ') {
      fieldStart = false;
      hasContent = true;
    }
  }
  if (complete && !quoted) endRecord();

  let best: { delimiter: CsvDelimiter; agreeing: number; count: number } = { delimiter: ',', agreeing: 0, count: 0 };
  candidates.forEach((delimiter, d) => {
    const frequency = new Map<number, number>();
    for (const record of records) {
      const n = record[d]!;
      if (n > 0) frequency.set(n, (frequency.get(n) ?? 0) + 1);
    }
    for (const [count, agreeing] of frequency) {
      if (agreeing > best.agreeing || (agreeing === best.agreeing && count > best.count)) {
        best = { delimiter, agreeing, count };
      }
    }
  });
  return { delimiter: best.delimiter, lineEnding };
}
