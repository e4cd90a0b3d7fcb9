/** The seasons' concerts, as school calendars name them. */
const SEASON_OF_MONTH = [
  'Winter', // January
  'Winter',
  'Spring', // March
  'Spring',
  'Spring',
  'Summer', // June
  'Summer',
  'Summer',
  'Fall', // September
  'Fall',
  'Fall',
  'Winter', // December
] as const;

/**
 * The name a new program starts with, which the director keeps or changes: the concert of the
 * season it is performed in ("Spring Concert"), or of `today` while it has no date. A performance
 * date is YYYY-MM-DD; anything else counts as no date.
 */
export function seasonalConcertName(performanceDate: string, today: Date): string {
  const month = /^\d{4}-(\d{2})-\d{2}$/.exec(performanceDate)?.[1];
  const index = month ? Number(month) - 1 : today.getMonth();
  return `${SEASON_OF_MONTH[index] ?? SEASON_OF_MONTH[today.getMonth()]} Concert`;
}
