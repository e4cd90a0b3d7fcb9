import { useLayoutEffect } from 'react';

/**
 * Measures from `mark` to this commit (`<name>:commit`) and to the first paint after it (`name`);
 * the bench reads these.
 */
function measureAfterPaint(mark: string, name: string) {
  if (performance.getEntriesByName(mark, 'mark').length === 0) return;
  performance.measure(`${name}:commit`, mark);
  requestAnimationFrame(() =>
    setTimeout(() => {
      performance.measure(name, mark);
      performance.clearMarks(mark);
    }, 0),
  );
}

/**
 * The builder's performance measures for the bench: from the click that opened it to the first
 * paint of its board, and from a drop to the paint of the program it changed.
 */
export function useBuilderMarks(open: boolean, boardShown: boolean, program: unknown): void {
  useLayoutEffect(() => {
    if (open && boardShown) measureAfterPaint('podium:builder-open-click', 'podium:builder-open');
  }, [open, boardShown]); // the first paint of the board after an open
  useLayoutEffect(() => measureAfterPaint('podium:builder-drop', 'podium:builder-drop'), [program]);
}
