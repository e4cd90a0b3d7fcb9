/** Confirmations, word for word as the product's texts require. */
export const removePieceMessage = (title: string) => `Are you sure you want to remove "${title}" from the program?`;
export const deleteProgramMessage = (name: string) =>
  `Are you sure you want to delete the program "${name}"? This action cannot be undone.`;
