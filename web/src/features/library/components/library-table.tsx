import { memo, type ReactNode } from 'react';
import type { LibraryEntry, LibrarySort, SortOrder } from '@app/shared/contracts/library';
import { formatDuration } from '@app/shared/domain/duration';
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
}

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "May 13, 2027" from YYYY-MM-DD, read as written. */
export function formatDay(day: string | null): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return match ? DATE.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

const svg = (children: ReactNode) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {children}
  </svg>
);
const ICONS: Record<EntryAction, ReactNode> = {
  add: svg(<path d="M4 6h10M4 12h10M4 18h6M18 13v8M14 17h8" />),
  insights: svg(<path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3z" />),
  edit: svg(<path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />),
  delete: svg(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />),
};
const LABELS: Record<EntryAction, (title: string) => string> = {
  add: (title) => `Add "${title}" to program`,
  insights: (title) => `Insights for "${title}"`,
  edit: (title) => `Edit "${title}"`,
  delete: (title) => `Delete "${title}"`,
};
const ACTIONS: EntryAction[] = ['add', 'insights', 'edit', 'delete'];

const none = <span className={styles.none}>—</span>;

const LibraryRow = memo(function LibraryRow({ entry, onAction }: { entry: LibraryEntry; onAction: LibraryTableProps['onAction'] }) {
  const grade = entry.difficulty ?? entry.difficulty_text;
  return (
    <tr data-testid="library-row">
      <td className={styles.title}>{entry.title}</td>
      <td>{entry.composer ?? none}</td>
      <td className={styles.muted}>{entry.arranger ?? none}</td>
      <td className={`${styles.number} ${entry.difficulty === null ? styles.muted : ''}`}>{grade ?? none}</td>
      <td className={styles.number}>{entry.duration ? formatDuration(entry.duration) : none}</td>
      <td className={styles.number}>{formatDay(entry.last_performed) ?? none}</td>
      <td>
        <div className={styles.actions}>
          {ACTIONS.map((action) => (
            <button
              key={action}
              type="button"
              className={`${styles.icon} ${action === 'delete' ? styles.danger : ''}`}
              aria-label={LABELS[action](entry.title)}
              title={LABELS[action](entry.title)}
              onClick={() => onAction(action, entry)}
            >
              {ICONS[action]}
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
});

const COLUMNS: { label: string; sort?: LibrarySort; numeric?: boolean }[] = [
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

/**
 * The director's pieces as a plain table: sortable headers (aria-sort on the sorted one; a second
 * click reverses) and per-row actions named after the piece. Scrolls sideways inside its box on a
 * narrow screen.
 */
export function LibraryTable({ entries, sort, order, busy, onSort, onAction }: LibraryTableProps) {
  return (
    <div className={styles.scroll} role="region" aria-label="Library pieces" tabIndex={0}>
      <table className={styles.table} aria-busy={busy} aria-label="Library pieces">
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const sorted = column.sort === sort;
              return (
                <th key={column.label} scope="col" aria-sort={sorted ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
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
          {entries.map((entry) => (
            <LibraryRow key={entry.id} entry={entry} onAction={onAction} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
