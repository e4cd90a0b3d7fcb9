import { useSyncExternalStore } from 'react';

/**
 * Which program the director is building, which of its ensembles is current (the chips of the
 * builder's footer: the library and chat pages add pieces there) and whether the builder is
 * open. One small store for the whole app, kept in localStorage so a reload reopens the same
 * program.
 */
export interface CurrentProgramState {
  programId: number | null;
  /** null: pieces added from elsewhere go to Unassigned. */
  ensembleId: number | null;
  builderOpen: boolean;
  /**
   * A dialog asked for from outside the builder (the bottom bar's SELECT PROGRAM and CREATE NEW):
   * it opens on its own, and the builder opens once a program is chosen or made.
   */
  dialog: BuilderDialogRequest;
}

export type BuilderDialogRequest = 'select' | 'create' | null;

const STORAGE_KEY = 'podium.currentProgram';
const EMPTY: CurrentProgramState = { programId: null, ensembleId: null, builderOpen: false, dialog: null };

const positiveId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

function load(): CurrentProgramState {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<CurrentProgramState> | null;
    return {
      programId: positiveId(saved?.programId),
      ensembleId: positiveId(saved?.ensembleId),
      builderOpen: false,
      dialog: null,
    };
  } catch {
    return EMPTY;
  }
}

let state: CurrentProgramState | undefined;
const listeners = new Set<() => void>();

const snapshot = () => (state ??= load());

function set(next: Partial<CurrentProgramState>) {
  state = { ...snapshot(), ...next };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ programId: state.programId, ensembleId: state.ensembleId }));
  } catch {
    // private mode or a full quota: the selection just does not survive a reload
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const currentProgram = {
  get: snapshot,
  /** Makes `id` the program being built; the current ensemble is cleared unless given. */
  select: (id: number, { open = false, ensembleId = null }: { open?: boolean; ensembleId?: number | null } = {}) =>
    set({ programId: id, ensembleId, ...(open ? { builderOpen: true } : {}) }),
  /** No program (after deleting the current one). */
  clear: () => set({ programId: null, ensembleId: null }),
  setEnsemble: (ensembleId: number | null) => set({ ensembleId }),
  open: () => set({ builderOpen: true }),
  /** Opens Select Program or Create New Program without the builder under it. */
  ask: (dialog: Exclude<BuilderDialogRequest, null>) => set({ dialog }),
  /** The builder took the requested dialog. */
  dialogShown: () => set({ dialog: null }),
  close: () => set({ builderOpen: false, dialog: null }),
  /** Tests only: forget the state (localStorage is cleared by the test itself). */
  reset: () => {
    state = undefined;
    for (const listener of listeners) listener();
  },
};

export const useCurrentProgram = (): CurrentProgramState => useSyncExternalStore(subscribe, snapshot, snapshot);
