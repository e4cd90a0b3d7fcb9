import { Button, Group } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How the Programs page shows the programs: cards (the default) or by season. */
export type ProgramsView = 'cards' | 'season';

/** The address keeps the choice (`?view=season`), so a reload or a shared link shows the same view. */
export const VIEW_PARAM = 'view';

const VIEWS: { value: ProgramsView; label: string }[] = [
  { value: 'cards', label: 'Cards' },
  { value: 'season', label: 'Seasons' },
];

/** The view the address asks for (anything else is the cards), and a way to choose another. */
export function useProgramsView(): [ProgramsView, (next: ProgramsView) => void] {
  const [params, setParams] = useSearchParams();
  const view: ProgramsView = params.get(VIEW_PARAM) === 'season' ? 'season' : 'cards';
  const choose = useCallback(
    (next: ProgramsView) =>
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'season') params.set(VIEW_PARAM, 'season');
          else params.delete(VIEW_PARAM);
          return params;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [view, choose];
}

/** Two toggle buttons, "Cards" and "Seasons": the pressed one is the view shown (Tab and Enter or Space). */
export function ProgramsViewSwitch({ view, onChange }: { view: ProgramsView; onChange(next: ProgramsView): void }) {
  return (
    <Group attached role="group" aria-label="View">
      {VIEWS.map(({ value, label }) => (
        <Button
          key={value}
          size="sm"
          colorPalette="blue"
          variant={view === value ? 'solid' : 'outline'}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
