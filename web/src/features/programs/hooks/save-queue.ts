/**
 * The builder's saves run one after another per program, in the order the director made the
 * changes: a reorder never overtakes the ensemble change it depends on, and a refresh waits for
 * the saves before it reads the server's truth.
 */
const tails = new Map<number, Promise<void>>();

/** Runs `save` after the program's earlier saves; its failure is handed to `onError`, never thrown. */
export function enqueueSave(
  programId: number,
  save: () => Promise<unknown>,
  onError: (error: unknown) => void,
): Promise<void> {
  const run = (tails.get(programId) ?? Promise.resolve()).then(save).then(
    () => undefined,
    (error: unknown) => onError(error),
  );
  tails.set(programId, run);
  return run;
}

/** Resolves once every save of the program queued so far has settled. */
export const savesSettled = (programId: number): Promise<void> => tails.get(programId) ?? Promise.resolve();
