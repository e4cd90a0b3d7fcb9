/**
 * The first position of `sorted` whose value is `past` what is sought, by binary search: `past`
 * must be false for a run of values and then true for the rest (as the values ascend). The length
 * when it is true for none.
 */
export function firstWhere<T>(sorted: ArrayLike<T>, past: (value: T) => boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (past(sorted[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
