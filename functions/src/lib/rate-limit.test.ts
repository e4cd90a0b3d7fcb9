import { describe, expect, it } from 'vitest';
import { setPlaceholderFunctionEnv } from './config-for-tests';

// the limiter's store is the functions' table, configured when its module loads
setPlaceholderFunctionEnv();
const { admit, parseRate, ratesFrom, waitText } = await import('./rate-limit');
const { config } = await import('./config');

/** Requests at the given times (ms) through `admit`, as the table item would hold its state. */
function run(times: number[], rate: { burst: number; intervalMs: number }) {
  let fullAt: number | undefined;
  return times.map((now) => {
    const decision = admit(fullAt, now, rate);
    if ('fullAt' in decision) {
      fullAt = decision.fullAt;
      return 'ok';
    }
    return decision.retryAfterMs;
  });
}

describe('per-user rates', () => {
  it('reads <burst>/<interval> with ms, s, m or h', () => {
    expect(parseRate('20/1s')).toEqual({ burst: 20, intervalMs: 1000 });
    expect(parseRate(' 5 / 250ms ')).toEqual({ burst: 5, intervalMs: 250 });
    expect(parseRate('3/1.5m')).toEqual({ burst: 3, intervalMs: 90_000 });
    expect(parseRate('1/2h')).toEqual({ burst: 1, intervalMs: 7_200_000 });
    for (const text of ['20', '0/1s', '20/0s', '20/1', '-1/1s', '20/1d', 'twenty/1s'])
      expect(() => parseRate(text), text).toThrow(/Invalid rate/);
  });

  it('by default let a director type: 20 messages at once, then one a second', () => {
    const rates = ratesFrom(config);
    expect(rates.chat).toEqual({ burst: 20, intervalMs: 1000 });
    expect(rates.analysis).toEqual({ burst: 10, intervalMs: 3000 });
    expect(rates.import).toEqual({ burst: 10, intervalMs: 30_000 });
    expect(rates.export).toEqual({ burst: 10, intervalMs: 5000 });
  });
});

describe('admit (the generic cell rate algorithm), with the clock in the test', () => {
  const rate = { burst: 3, intervalMs: 1000 };

  it('takes a burst at once, then refuses with the time until the next one', () => {
    expect(run([0, 0, 0, 0], rate)).toEqual(['ok', 'ok', 'ok', 1000]);
    expect(run([0, 0, 0, 400], rate)).toEqual(['ok', 'ok', 'ok', 600]);
  });

  it('takes one more per interval after a burst', () => {
    expect(run([0, 0, 0, 1000, 1000, 2000, 2500, 3000], rate)).toEqual(['ok', 'ok', 'ok', 'ok', 1000, 'ok', 500, 'ok']);
  });

  it('resets: after burst × interval of quiet the whole burst is back', () => {
    expect(run([0, 0, 0, 3000, 3000, 3000, 3000], rate)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 1000]);
    // and a request at a steady one per interval is never refused
    expect(run([0, 0, 0, 1000, 2000, 3000, 4000, 5000], rate).every((answer) => answer === 'ok')).toBe(true);
  });

  it('a director typing never meets the chat limit: 20 quick messages, then one every second', () => {
    const chat = { burst: 20, intervalMs: 1000 };
    const burst = Array.from({ length: 20 }, (_, i) => i * 50);
    const steady = Array.from({ length: 100 }, (_, i) => 1000 + i * 1000);
    expect(run([...burst, ...steady], chat).every((answer) => answer === 'ok')).toBe(true);
    expect(run([...burst, 1000, 1001], chat).at(-1)).toBe(999);
  });
});

describe('the wait in a refusal', () => {
  it('is said in seconds, or in minutes rounded up from 90 seconds', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(12)).toBe('12 seconds');
    expect(waitText(89)).toBe('89 seconds');
    expect(waitText(90)).toBe('2 minutes');
    expect(waitText(150)).toBe('3 minutes');
  });
});
