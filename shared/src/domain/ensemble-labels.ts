// Plain functions without zod, so a page that only shows labels does not load the contracts' schemas.

/** The label the UI shows for a type: the first underscore becomes a space. */
export const ensembleTypeLabel = (type: string): string => type.replace('_', ' ');

/** A type in the assistant's sentences: every underscore a space ("tenor bass choir"). */
export const ensembleTypeWords = (type: string): string => type.replaceAll('_', ' ');

/** An ensemble in a list to choose from: "name - type" (as Manage Program Ensembles lists them). */
export const ensembleChoiceLabel = (ensemble: { name: string; type: string }): string =>
  `${ensemble.name} - ${ensembleTypeLabel(ensemble.type)}`;
