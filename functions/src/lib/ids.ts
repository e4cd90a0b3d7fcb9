import { randomInt } from 'node:crypto';

const RANDOM_BITS = 2 ** 11;
let last = 0;

/**
 * A new positive integer id without a counter item: milliseconds since 1970 times 2048 plus 11
 * random bits, and always above the last id this process made, so a batch made in one
 * millisecond (an import writes hundreds) has no two alike. It stays below 2^53 until the year
 * 2109, so browsers keep it exact. Single writes use `attribute_not_exists` and retry on the
 * (rare) collision with another container.
 */
export const newId = (): number => {
  last = Math.max(Date.now() * RANDOM_BITS + randomInt(RANDOM_BITS), last + 1);
  return last;
};
