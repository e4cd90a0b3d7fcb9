import { randomInt } from 'node:crypto';

const RANDOM_BITS = 2 ** 11;

/**
 * A new positive integer id without a counter item: milliseconds since 1970 times 2048 plus 11
 * random bits. It stays below 2^53 until the year 2109, so browsers keep it exact. Callers
 * write it with `attribute_not_exists` and retry on the (rare) collision.
 */
export const newId = (): number => Date.now() * RANDOM_BITS + randomInt(RANDOM_BITS);
