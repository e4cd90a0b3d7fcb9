/** The routes of the mixed load (`npm run bench`), and how often a client calls each. */
export const MIXED_ROUTES = [
  'list_programs',
  'get_program',
  'reorder_pieces',
  'add_piece',
  'remove_piece',
  'library_search',
  'chat_message',
] as const;
export type MixedRoute = (typeof MIXED_ROUTES)[number];

/**
 * Calls per 20 of one client: the builder's reads most, the library search as the director
 * types, a drag now and then, an added piece (removed again later, so a program never grows),
 * a question to the assistant rarely.
 */
export const MIXED_WEIGHTS: Record<MixedRoute, number> = {
  list_programs: 3,
  get_program: 5,
  reorder_pieces: 3,
  add_piece: 2,
  remove_piece: 2,
  library_search: 4,
  chat_message: 1,
};

/**
 * One cycle of a fixed weighted sequence (smooth weighted round-robin, as nginx balances
 * upstreams): each name appears `weight` times, spread evenly instead of in runs. Ties go to the
 * name listed first, so two names of equal weight alternate, the first one leading.
 */
export function weightedSchedule<Name extends string>(weights: Readonly<Record<Name, number>>): Name[] {
  const entries = (Object.entries(weights) as [Name, number][]).filter(([, weight]) => weight > 0);
  if (entries.some(([, weight]) => !Number.isInteger(weight))) throw new Error('weights must be whole numbers');
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const current = entries.map(() => 0);
  const sequence: Name[] = [];
  for (let step = 0; step < total; step += 1) {
    let best = 0;
    entries.forEach(([, weight], i) => {
      current[i]! += weight;
      if (current[i]! > current[best]!) best = i;
    });
    current[best]! -= total;
    sequence.push(entries[best]![0]);
  }
  return sequence;
}

/** Client c's sequence: the cycle rotated by c, so the clients are not all on one route at once. */
export function clientSchedule<Name extends string>(cycle: readonly Name[], client: number): Name[] {
  const offset = client % Math.max(1, cycle.length);
  return [...cycle.slice(offset), ...cycle.slice(0, offset)];
}
