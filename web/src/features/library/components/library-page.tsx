import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { EmptyState } from '../../../components/empty-state';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { LibraryEntry } from '@app/shared/contracts/library';
import { BetterOnDesktop } from '../../../components/better-on-desktop';
import { ErrorAlert } from '../../../components/error-alert';
import { LibraryIcon } from '../../../components/icons';
import { InsightsDialog } from '../../../components/insights-dialog';
import { PageLoading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../components/toaster';
import type { AddToProgram } from '../../../lib/add-to-program';
import { messageOf } from '../../../lib/api-client';
import { useEnsembles } from '../../../lib/ensembles';
import type { InsightsPiece } from '../../../lib/insights';
import { useRepertoireHistory } from '../../../lib/repertoire-history';
import { playedByEntries } from '../../../lib/repertoire-history-text';
import { exportLibraryCsv, TEMPLATE_CSV_URL } from '../api/export-library-csv';
import { useLibraryEntries } from '../api/get-library-entries';
import { useLibraryView } from '../hooks/use-library-view';
import { apiQueryOf, pageCount, queryHasFilters, rangeLabel } from '../utils/library-query';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { EntryFormDialog } from './entry-form-dialog';
import { ImportDialog } from './import-dialog';
import { LibraryFiltersBar } from './library-filters';
import { LibraryTable, type EntryAction } from './library-table';

const PAGE_DESCRIPTION = 'Your pieces: search them, keep their details, and add them to a program.';

export interface LibraryPageProps {
  /** Adds a piece to the current program (the programs feature's, handed in by app/). */
  addToProgram: AddToProgram;
}

type Dialog = 'entry' | 'delete' | 'import' | null;

// Every keystroke re-renders the page (the box shows what is typed at once): what the typing does
// not change stays as it was, so the rows that follow it are painted sooner
const StillBetterOnDesktop = memo(BetterOnDesktop);
const StillPageHeader = memo(PageHeader);
const StillEntryFormDialog = memo(EntryFormDialog);
const StillDeleteEntryDialog = memo(DeleteEntryDialog);
const StillImportDialog = memo(ImportDialog);
const StillInsightsDialog = memo(InsightsDialog);

/** Add piece, Import CSV and Export CSV above the table. */
const LibraryActions = memo(function LibraryActions({
  exporting,
  onNew,
  onImport,
  onExport,
}: {
  exporting: boolean;
  onNew(): void;
  onImport(): void;
  onExport(): void;
}) {
  return (
    <Flex gap="2" wrap="wrap" flexShrink={0}>
      <Button colorPalette="blue" onClick={onNew}>
        Add piece
      </Button>
      <Button variant="outline" onClick={onImport}>
        Import CSV
      </Button>
      <Button variant="outline" onClick={onExport} loading={exporting} loadingText="Exporting…">
        Export CSV
      </Button>
    </Flex>
  );
});

/**
 * The Library page (/library): the director's pieces in a table that follows the search and
 * filters as they are typed (kept in the address), sorted by a header and paged by 100; each
 * piece can be added to the current program, analysed (Insights), edited or deleted; pieces are
 * added by hand or imported from a CSV, and the whole library exported as one.
 */
export function LibraryPage({ addToProgram }: LibraryPageProps) {
  const { view, drafts, setFilter, clearFilters, sortBy, goToPage } = useLibraryView();
  const query = useMemo(() => apiQueryOf(view), [view]);
  const { data, error, isValidating, mutate } = useLibraryEntries(query);
  const { data: ensembles } = useEnsembles();
  // who played each entry; a history that cannot be loaded only leaves the rows without it
  const { data: history } = useRepertoireHistory();
  const playedBy = useMemo(() => (history ? playedByEntries(history) : undefined), [history]);

  const [dialog, setDialog] = useState<Dialog>(null);
  // kept after a dialog closes, so its text does not change while it animates out
  const [target, setTarget] = useState<LibraryEntry | null>(null);
  const [insights, setInsights] = useState<{ piece: InsightsPiece; ensembleId: number | null } | null>(null);
  const [exporting, setExporting] = useState(false);

  const loadedQuery = data?.query;
  const rowsAreCurrent = loadedQuery !== undefined && JSON.stringify(loadedQuery) === JSON.stringify(query);
  const entries = data?.data;

  // the benchmark's mark, as the builder's: one task after the first frame that paints the rows of a
  // new answer (its detail is the query they answer: an earlier word's rows may arrive after the last
  // keystroke)
  useLayoutEffect(() => {
    if (!entries) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => performance.mark('podium:library-painted', { detail: loadedQuery }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [entries, loadedQuery]);

  // a page past the end (after deleting, or an old link) goes to the last page
  const lastPage = data ? pageCount(data.total) : 1;
  useEffect(() => {
    if (rowsAreCurrent && view.page > lastPage) goToPage(lastPage, { replace: true });
  }, [rowsAreCurrent, view.page, lastPage, goToPage]);

  const ensemblesRef = useRef(ensembles);
  ensemblesRef.current = ensembles;
  const onAction = useCallback(
    (action: EntryAction, entry: LibraryEntry) => {
      if (action === 'add') void addToProgram({ libraryEntryId: entry.id, title: entry.title });
      else if (action === 'insights') {
        // an ensemble of the piece's type first, if the director has one
        const ensembleId = ensemblesRef.current?.find((e) => e.type === entry.ensemble_type)?.id ?? null;
        setInsights({ piece: { libraryEntryId: entry.id, title: entry.title }, ensembleId });
      } else {
        setTarget(entry);
        setDialog(action === 'edit' ? 'entry' : 'delete');
      }
    },
    [addToProgram],
  );

  const openNew = useCallback(() => {
    setTarget(null);
    setDialog('entry');
  }, []);
  const openImport = useCallback(() => setDialog('import'), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const closeInsights = useCallback(() => setInsights(null), []);

  const runExport = useCallback(async () => {
    setExporting(true);
    try {
      await exportLibraryCsv();
    } catch (failure) {
      console.error('[library] exporting the CSV failed', failure);
      notify.error('Could not export your library', messageOf(failure));
    } finally {
      setExporting(false);
    }
  }, []);
  const startExport = useCallback(() => void runExport(), [runExport]);

  const emptyLibrary = data !== undefined && data.total === 0 && !queryHasFilters(data.query);
  const noMatches = data !== undefined && data.total === 0 && queryHasFilters(data.query);

  let content;
  if (error && !data) {
    content = (
      <Stack gap="3" align="flex-start">
        <ErrorAlert error={error}>Your library could not be loaded.</ErrorAlert>
        <Button variant="outline" onClick={() => void mutate()} loading={isValidating} loadingText="Retrying…">
          Try again
        </Button>
      </Stack>
    );
  } else if (!data) {
    content = <PageLoading label="Loading your library" />;
  } else if (emptyLibrary) {
    content = (
      <EmptyState
        icon={<LibraryIcon size={40} />}
        title="Your library is empty"
        titleAs="h2"
        description="Import a CSV of your pieces, or add one by hand"
      >
        <Flex gap="3" wrap="wrap" justify="center">
          <Button colorPalette="blue" onClick={() => setDialog('import')}>
            Import CSV
          </Button>
          <Button variant="outline" onClick={openNew}>
            Add piece
          </Button>
        </Flex>
        <Link href={TEMPLATE_CSV_URL} download colorPalette="blue" variant="underline">
          Download the CSV template
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <>
        {error && (
          <Box mb="3">
            <ErrorAlert error={error}>These results could not be refreshed.</ErrorAlert>
          </Box>
        )}
        {noMatches ? (
          <EmptyState title="No pieces match these filters" titleAs="h2" aria-busy={!rowsAreCurrent}>
            <Button variant="outline" onClick={clearFilters}>
              Clear filters
            </Button>
          </EmptyState>
        ) : (
          <LibraryTable
            entries={data.data}
            sort={view.sort}
            order={view.order}
            busy={!rowsAreCurrent}
            onSort={sortBy}
            onAction={onAction}
            playedBy={playedBy}
          />
        )}
        <Flex justify="space-between" align="center" gap="3" mt="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="library-range">
            {data.total > 0 && rangeLabel(data.query.skip / data.query.limit + 1, data.data.length, data.total)}
          </Text>
          {data.total > data.query.limit && (
            <Flex gap="2" as="nav" aria-label="Library pages">
              <Button size="sm" variant="outline" onClick={() => goToPage(view.page - 1)} disabled={view.page <= 1}>
                Previous
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => goToPage(view.page + 1)}
                disabled={view.page >= lastPage}
              >
                Next
              </Button>
            </Flex>
          )}
        </Flex>
      </>
    );
  }

  return (
    <Box>
      <StillBetterOnDesktop what="The library table" />
      <Flex
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-start' }}
        gap={{ base: '0', md: '4' }}
        mb={{ base: '4', md: '0' }}
      >
        <StillPageHeader title="Library">{PAGE_DESCRIPTION}</StillPageHeader>
        {!emptyLibrary && data && (
          <LibraryActions exporting={exporting} onNew={openNew} onImport={openImport} onExport={startExport} />
        )}
      </Flex>

      {!emptyLibrary && <LibraryFiltersBar values={drafts} onChange={setFilter} />}
      {content}

      <StillEntryFormDialog
        open={dialog === 'entry'}
        entry={target}
        playedBy={target ? playedBy?.get(target.id) : undefined}
        onClose={closeDialog}
      />
      <StillDeleteEntryDialog open={dialog === 'delete'} entry={target} onClose={closeDialog} />
      <StillImportDialog open={dialog === 'import'} onClose={closeDialog} />
      <StillInsightsDialog
        piece={insights?.piece ?? null}
        ensembleId={insights?.ensembleId ?? null}
        onClose={closeInsights}
      />
    </Box>
  );
}
