import { useCallback, useState } from 'react';
import type { Ensemble } from '@app/shared/contracts/ensembles';

const STORAGE_KEY = 'podium.chatEnsemble';

function remembered(): number | null {
  try {
    const value = Number(localStorage.getItem(STORAGE_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * The ensemble the director talks about, remembered across visits. Until they choose one: the
 * remembered one if it still exists, the only one if they have exactly one, else none (with
 * several, the assistant asks which one a message is for).
 */
export function useChosenEnsemble(
  ensembles: readonly Ensemble[] | undefined,
): [number | null, (id: number | null) => void] {
  const [chosen, setChosen] = useState<number | null>(remembered);
  const choose = useCallback((id: number | null) => {
    setChosen(id);
    try {
      if (id === null) localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, String(id));
    } catch {
      // private mode: the choice lasts for this visit only
    }
  }, []);
  if (!ensembles) return [null, choose];
  if (chosen !== null && ensembles.some((e) => e.id === chosen)) return [chosen, choose];
  return [ensembles.length === 1 ? ensembles[0]!.id : null, choose];
}
