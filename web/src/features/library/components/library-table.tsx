import { memo, useEffect, useMemo, useState } from 'react';
import type { LibraryEntry, LibrarySort, SortOrder } from '@app/shared/contracts/library';
import { formatDuration } from '@app/shared/domain/duration';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { formatDay } from '../../../lib/date-time';
import styles from './library-table.module.css';

export type EntryAction = 'add' | 'insights' | 'edit' | 'delete';

export interface LibraryTableProps {
  entries: LibraryEntry[];
  sort: LibrarySort;
  order: SortOrder;
  /** The rows shown are those of the previous query while the next ones load. */
  busy: boolean;
  onSort(sort: LibrarySort): void;
  /** Stable across renders: the rows are memoised on it. */
  onAction(action: EntryAction, entry: LibraryEntry): void;
  /** "Played by Symphonic Band, May 2025" by library entry id, shown under the title. */
  playedBy?: ReadonlyMap<number, string>;
}

const LABELS: Record<EntryAction, (title: string) => string> = {
  add: (title) => `Add "${title}" to program`,
  insights: (title) => `Insights for "${title}"`,
  edit: (title) => `Edit "${title}"`,
  delete: (title) => `Delete "${title}"`,
};
const ACTIONS: EntryAction[] = ['add', 'insights', 'edit', 'delete'];

const none = <span className={styles.none}>—</span>;

const LibraryRow = memo(function LibraryRow({
  entry,
  playedBy,
  onAction,
}: {
  entry: LibraryEntry;
  playedBy: string | undefined;
  onAction: LibraryTableProps['onAction'];
}) {
  const grade = entry.difficulty ?? entry.difficulty_text;
  return (
    <tr data-testid="library-row">
      <td className={styles.title}>
        {entry.title}
        {playedBy && <span className={styles.playedBy}>{playedBy}</span>}
      </td>
      <td className={styles.composer}>{entry.composer ?? none}</td>
      <td className={`${styles.muted} ${styles.arranger}`}>{entry.arranger ?? none}</td>
      {/* a grade as a number is named on a phone's card ("Grade 3"); a grade as text ("Grade 2+") is shown as written */}
      <td
        className={`${styles.number} ${styles.grade} ${entry.difficulty === null ? styles.muted : styles.gradeNumber}`}
      >
        {grade ?? none}
      </td>
      <td className={`${styles.number} ${styles.duration}`}>
        {entry.duration ? formatDuration(entry.duration) : none}
      </td>
      <td className={`${styles.number} ${styles.lastPerformed}`}>{formatDay(entry.last_performed) ?? none}</td>
      <td className={styles.actionsCell}>
        <div className={styles.actions}>
          {ACTIONS.map((action) => {
            const label = LABELS[action](entry.title);
            return (
              <button
                key={action}
                type="button"
                className={`${styles.icon} ${styles[action]}`}
                aria-label={label}
                title={label}
                onClick={() => onAction(action, entry)}
              />
            );
          })}
        </div>
      </td>
    </tr>
  );
});

const COLUMNS: { label: string; sort?: LibrarySort }[] = [
  { label: 'Title', sort: 'title' },
  { label: 'Composer', sort: 'composer' },
  { label: 'Arranger' },
  { label: 'Grade', sort: 'difficulty' },
  { label: 'Duration', sort: 'duration' },
  { label: 'Last performed', sort: 'last_performed' },
];

function SortArrow({ direction }: { direction: SortOrder | null }) {
  return (
    <span className={styles.sortArrow} aria-hidden="true">
      {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
    </span>
  );
}

/** Rows rendered at once with a new answer: more than a tall screen shows (the rest follow just after). */
const FIRST_ROWS = 30;

/**
 * The rows to render: a new answer's first rows at once, and all of them once that frame is
 * painted, so the rows in view are painted without waiting for the 70 below them (a deferred value
 * was often rendered before that paint). Rows already on screen stay (the element that has the
 * focus is never taken away).
 */
function useRowsInSteps(entries: LibraryEntry[]): LibraryEntry[] {
  const [settled, setSettled] = useState(entries);
  useEffect(() => {
    if (settled === entries) return;
    let current = true;
    void afterNextPaint().then(() => current && setSettled(entries));
    return () => {
      current = false;
    };
  }, [entries, settled]);
  return useMemo(() => {
    if (settled === entries || entries.length <= FIRST_ROWS) return entries;
    const shown = new Set(settled.map((entry) => entry.id));
    return entries.filter((entry, i) => i < FIRST_ROWS || shown.has(entry.id));
  }, [entries, settled]);
}

/** How long the previous query's rows may show before they fade: a quick answer shows no fade at all. */
const FADE_AFTER_MS = 300;

/** True once `busy` has lasted FADE_AFTER_MS (false again as soon as it ends). */
function useSlow(busy: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), FADE_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [busy]);
  return busy && slow;
}

/**
 * The director's pieces as a plain table: sortable headers (aria-sort on the sorted one; a second
 * click reverses) and per-row actions named after the piece. Below 600 px each row is a card (its
 * actions beside the title, the other columns as lines below) under a row of the sort buttons; up
 * to 900 px the table scrolls sideways inside its box with the actions held at its right edge.
 */
export const LibraryTable = memo(function LibraryTable({
  entries,
  sort,
  order,
  busy,
  onSort,
  onAction,
  playedBy,
}: LibraryTableProps) {
  const rows = useRowsInSteps(entries);
  const slow = useSlow(busy);
  return (
    <div className={styles.scroll} role="region" aria-label="Library pieces" tabIndex={0}>
      <table className={styles.table} aria-busy={busy} data-slow={slow} aria-label="Library pieces">
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const sorted = column.sort === sort;
              return (
                <th
                  key={column.label}
                  scope="col"
                  aria-sort={sorted ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sort ? (
                    <button type="button" className={styles.sortButton} onClick={() => onSort(column.sort!)}>
                      {column.label}
                      <SortArrow direction={sorted ? order : null} />
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
            <th scope="col" className={styles.actionsHead}>
              <span className={styles.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <LibraryRow key={entry.id} entry={entry} playedBy={playedBy?.get(entry.id)} onAction={onAction} />
          ))}
        </tbody>
      </table>
    </div>
  );
});
