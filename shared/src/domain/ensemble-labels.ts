// Ensemble types and their words, without zod, so a page that only shows or offers types does not
// load the contracts' schemas.

/** Ensemble types as snake_case keys; the UI shows them with `ensembleTypeLabel`. */
export const ensembleTypes = [
  'concert_band',
  'wind_ensemble',
  'symphonic_band',
  'jazz_band',
  'marching_band',
  'string_orchestra',
  'full_orchestra',
  'mixed_choir',
  'treble_choir',
  'tenor_bass_choir',
  'chamber_ensemble',
  'percussion_ensemble',
  'other',
] as const;
export type EnsembleType = (typeof ensembleTypes)[number];

/**
 * The label of a type, the one every page shows (badge, pickers, lists, the assistant's
 * sentences): each underscore a space, "tenor_bass_choir" → "tenor bass choir".
 */
export const ensembleTypeLabel = (type: string): string => type.replaceAll('_', ' ');

/** A type in the assistant's sentences: its label ("tenor bass choir"). */
export const ensembleTypeWords = (type: string): string => ensembleTypeLabel(type);

/** A type as a title, each word capitalized ("Tenor Bass Choir"): new ensembles' names, the CSV export. */
export const ensembleTypeTitle = (type: string): string =>
  ensembleTypeLabel(type).replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/** An ensemble in a list to choose from: "name - type" (as Manage Program Ensembles lists them). */
export const ensembleChoiceLabel = (ensemble: { name: string; type: string }): string =>
  `${ensemble.name} - ${ensembleTypeLabel(ensemble.type)}`;

/**
 * The name offered for a new ensemble of `type`: the type in words ("Jazz Band"), numbered when
 * the director already has one of that name ("Jazz Band 2"). The director can change it.
 */
export function suggestedName(type: string, takenNames: readonly string[] = []): string {
  const base = ensembleTypeTitle(type);
  const taken = new Set(takenNames.map((name) => name.trim().toLowerCase()));
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base} ${n}`;
  return name;
}
