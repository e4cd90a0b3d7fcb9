import { act, render, screen } from '@testing-library/react';
import type { LibraryEntry } from '@app/shared/contracts/library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LibraryTable, type LibraryTableProps } from './library-table';

const entry = { id: 1, title: 'Amazing Grace' } as LibraryEntry;

function renderTable(busy: boolean) {
  const props: Omit<LibraryTableProps, 'busy'> = {
    entries: [entry],
    sort: 'title',
    order: 'asc',
    onSort: vi.fn(),
    onAction: vi.fn(),
  };
  const view = render(<LibraryTable {...props} busy={busy} />);
  return {
    table: () => screen.getByRole('table'),
    busy: (next: boolean) => view.rerender(<LibraryTable {...props} busy={next} />),
  };
}

describe('the previous rows while the next answer loads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are marked busy at once and fade only when the answer takes a while', () => {
    const { table, busy } = renderTable(false);
    busy(true);
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(table()).toHaveAttribute('data-slow', 'false');
    act(() => vi.advanceTimersByTime(299));
    expect(table()).toHaveAttribute('data-slow', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(table()).toHaveAttribute('data-slow', 'true');
    busy(false);
    expect(table()).toHaveAttribute('aria-busy', 'false');
    expect(table()).toHaveAttribute('data-slow', 'false');
  });

  it('never fade for a quick answer', () => {
    const { table, busy } = renderTable(false);
    busy(true);
    act(() => vi.advanceTimersByTime(100));
    busy(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(table()).toHaveAttribute('data-slow', 'false');
  });
});

describe('who played a piece', () => {
  it('is a line under the title of its row, from the map by library entry id', () => {
    const other = { id: 2, title: 'Air for Band' } as LibraryEntry;
    render(
      <LibraryTable
        entries={[entry, other]}
        sort="title"
        order="asc"
        busy={false}
        onSort={vi.fn()}
        onAction={vi.fn()}
        playedBy={new Map([[1, 'Played by Symphonic Band, May 2025']])}
      />,
    );
    const [first, second] = screen.getAllByTestId('library-row');
    const title = first!.querySelector('td')!;
    expect(title.textContent).toBe('Amazing GracePlayed by Symphonic Band, May 2025');
    expect(second!.querySelector('td')!.textContent).toBe('Air for Band');
    // the table keeps its columns: the line is in the title's cell
    expect(first!.querySelectorAll('td')).toHaveLength(second!.querySelectorAll('td').length);
  });
});
