import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DocumentFormat } from '@app/shared/contracts/documents';
import { ErrorAlert } from '../../../../components/error-alert';
import { Loading } from '../../../../components/loading';
import { ApiError } from '../../../../lib/api-client';
import { inOrder, programToBoard } from '../../board/board';
import { intermissionPoint, timeBudget } from '../../board/time-budget';
import { currentProgram, useCurrentProgram } from '../../hooks/current-program';
import { useBoardDnd } from '../../hooks/use-board-dnd';
import { useBuilderProgram } from '../../hooks/use-builder-program';
import { useExportProgram } from '../../hooks/use-export-program';
import { performanceText } from '../../utils/performance-text';
import { BuilderBoard } from './builder-board';
import { BuilderFooter } from './builder-footer';
import { BuilderHeading } from './builder-heading';
import { BetterOnDesktop } from '../../../../components/better-on-desktop';
import { BuilderToolbar } from './builder-toolbar';
import { ChangeDateDialog } from '../dialogs/change-date-dialog';
import { PieceNotesDialog } from '../dialogs/piece-notes-dialog';
import { ShareProgramDialog } from '../dialogs/share-program-dialog';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { deleteProgramMessage, removePieceMessage } from '../dialogs/program-confirmations';
import { CreateProgramDialog } from '../dialogs/create-program-dialog';
import { ManageEnsemblesDialog } from '../dialogs/manage-ensembles-dialog';
import { RenameProgramDialog } from '../dialogs/rename-program-dialog';
import { SelectProgramDialog } from '../dialogs/select-program-dialog';
import { RefreshButton } from '../../../../components/tooltip-buttons';
import { AppDialog } from '../../../../components/app-dialog';
import { setNoticeClearance } from '../../../../components/toaster';
import { DialogCloseButton } from '../../../../components/dialog-close-button';
import { useBuilderActions } from './use-builder-actions';
import { useDraftAllNotes } from './use-draft-all-notes';
import { useBuilderDialogs } from './use-builder-dialogs';
import { useBuilderMarks } from './use-builder-marks';
import { FINALIZE_NOTICE } from './finalize-notice';
import { useUilCheck } from '../../api/get-uil-check';
import { pmlByPiece } from '../../utils/uil-check';
import { UilCheckPanel, UilCheckStrip } from './uil-check-panel';
import { useUilContestMark } from './use-uil-contest-mark';

/** 85% of the viewport high, centred; the tests and the bench find it by its test id. */
const BUILDER_HEIGHT_VH = 85;
const BUILDER_CONTENT = {
  h: `${BUILDER_HEIGHT_VH}vh`,
  maxH: `${BUILDER_HEIGHT_VH}vh`,
  w: 'min(1400px, 96vw)',
  maxW: '96vw',
  'data-testid': 'program-builder',
};

/**
 * The footer's ref: while it shows, a phone's notices sit above it (the builder's bottom edge is
 * (100 - 85) / 2 vh above the window's, then the footer's own height, then a small gap), not over its
 * ensemble chips. Its height is followed as it changes; the notices go back when it goes.
 */
const noticesAboveFooter = (footer: HTMLDivElement | null) => {
  if (!footer) return;
  const below = `${(100 - BUILDER_HEIGHT_VH) / 2}vh`;
  const follow = () => setNoticeClearance(`calc(${below} + ${footer.offsetHeight}px + 0.5rem)`);
  follow();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(follow) : null;
  observer?.observe(footer);
  return () => {
    observer?.disconnect();
    setNoticeClearance(null);
  };
};

// A drop re-renders the builder with the moved program: the parts that do not show it stay as they were
const StillRefreshButton = memo(RefreshButton);
const StillCloseButton = memo(DialogCloseButton);
const StillBetterOnDesktop = memo(BetterOnDesktop);
/**
 * A dialog of the builder, rendered again only while it is open or as it opens or closes: closed,
 * it shows nothing a move changes (it gets the program as it is when it next opens).
 */
const WhileOpen = memo(
  function WhileOpen({ children }: { open: boolean; children: ReactNode }) {
    return children;
  },
  (a, b) => !a.open && !b.open,
);

/**
 * The Program Builder: an overlay 85% of the viewport high over every signed-in page.
 * Loaded only when first opened (it carries dnd-kit and the dialogs).
 */
export default function ProgramBuilder() {
  const { programId, ensembleId, builderOpen, dialog: requested } = useCurrentProgram();
  const { program, error, isLoading, isValidating, movePiece, orderEnsembles, refresh } = useBuilderProgram(programId);
  const [format, setFormat] = useState<DocumentFormat>('standard');
  const [includeNotes, setIncludeNotes] = useState(false);
  const { exportProgram, exportingId } = useExportProgram();
  const dnd = useBoardDnd({ program, onPieceMove: movePiece, onEnsembleOrder: orderEnsembles });
  const dialogs = useBuilderDialogs(requested, dnd.isDragging);
  const { placeholder, select, created, createClosed, createFailed, confirmRemove, confirmDelete, replaced } =
    useBuilderActions(program);
  const { draftAll, drafting } = useDraftAllNotes(program, replaced);
  // a program marked UIL Concert & Sight-Reading: its check, read again whenever the program changes
  const { uilContest, mark: markUil } = useUilContestMark(program);
  const uil = useUilCheck(program);
  const uilCheck = uilContest ? uil.check : undefined;
  const pml = useMemo(() => (uilCheck ? pmlByPiece(uilCheck) : undefined), [uilCheck]);
  const { recheck } = uil;
  const recheckRef = useRef(recheck);
  recheckRef.current = recheck;

  // every open shows the server's truth (once the saves made since have settled), its UIL check too
  useEffect(() => {
    if (builderOpen && programId !== null) void refresh().then(() => recheckRef.current());
  }, [builderOpen, programId, refresh]);

  // a program deleted elsewhere (or never saved): forget it
  useEffect(() => {
    if (error instanceof ApiError && error.status === 404) currentProgram.clear();
  }, [error]);

  const board = program ? programToBoard(program) : null;
  const intermission = useMemo(() => (program ? intermissionPoint(program) : null), [program]);
  useBuilderMarks(builderOpen, board !== null, program);

  const exportRef = useRef<() => Promise<boolean>>(() => Promise.resolve(false));
  exportRef.current = () =>
    program ? exportProgram(program, { format, includeProgramNotes: includeNotes }) : Promise.resolve(false);
  // an in-progress program is finalized by its export: the director is told first
  const finalized = program?.status === 'finalized';
  const askExport = useCallback(() => {
    if (finalized) void exportRef.current();
    else dialogs.open.export();
  }, [finalized, dialogs.open]);
  const programEnsembles = program?.program_ensembles;
  const footerEnsembles = useMemo(() => inOrder(programEnsembles ?? []), [programEnsembles]);

  const refreshNow = useCallback(() => void refresh().then(recheck), [refresh, recheck]);
  const title = program?.title ?? placeholder ?? 'Program Builder';
  const pieceCount = program?.pieces.length ?? 0;
  const budget = program ? timeBudget(program) : null;

  return (
    <>
      <AppDialog
        open={builderOpen}
        onClose={currentProgram.close}
        onEscapeKeyDown={(event) => dnd.isDragging() && event.preventDefault()}
        size="cover"
        scrollBehavior="inside"
        contentProps={BUILDER_CONTENT}
        // a phone's first screen is for the pieces: the header, body and footer pad less there
        headerProps={{ pt: { base: '3', md: '6' }, px: { base: '4', md: '6' }, pb: '2' }}
        header={
          <>
            <BuilderHeading
              title={title}
              performance={program ? performanceText(program) : ''}
              pieceCount={pieceCount}
              used={budget?.used ?? 0}
              withoutDuration={budget?.withoutDuration ?? 0}
              target={budget?.target ?? null}
            />
            <Flex position="absolute" top={{ base: '2', md: '3' }} right={{ base: '2', md: '3' }} gap="1">
              <StillRefreshButton
                label="Refresh program"
                onClick={refreshNow}
                disabled={!program}
                loading={isValidating}
              />
              <StillCloseButton label="Close" position="static" />
            </Flex>
          </>
        }
        // on a phone the whole body scrolls; from md up each panel scrolls on its own
        bodyProps={{
          display: 'flex',
          flexDirection: 'column',
          gap: { base: '2', md: '3' },
          minH: '0',
          px: { base: '4', md: '6' },
          pb: '2',
          overflowY: { base: 'auto', md: 'hidden' },
        }}
        footerProps={{ borderTopWidth: '1px', py: { base: '2', md: '3' }, px: { base: '4', md: '6' } }}
        footerRef={noticesAboveFooter}
        footer={
          program && (
            <BuilderFooter
              ensembles={footerEnsembles}
              currentEnsembleId={ensembleId}
              onCurrentEnsemble={currentProgram.setEnsemble}
              onManage={dialogs.open.manage}
            />
          )
        }
      >
        {program && board ? (
          <>
            <StillBetterOnDesktop what="The Program Builder" compact />
            <BuilderToolbar
              format={format}
              includeNotes={includeNotes}
              exporting={exportingId === program.id}
              onFormat={setFormat}
              onIncludeNotes={setIncludeNotes}
              onNew={dialogs.open.create}
              onRename={dialogs.open.rename}
              onChangeDate={dialogs.open.date}
              onExport={askExport}
              onShare={dialogs.open.share}
              onDraftNotes={draftAll}
              drafting={drafting}
              shared={Boolean(program?.share)}
              uilContest={uilContest}
              onUilContest={markUil}
              onDelete={dialogs.open.delete}
            />
            {/* the UIL check: a strip that opens it in a dialog up to a laptop's width, a panel beside the board from there */}
            {uilContest && (
              <UilCheckStrip
                hideFrom="lg"
                check={uilCheck}
                error={uil.error}
                checking={uil.checking}
                ensembles={program.program_ensembles}
                onRetry={uil.retry}
              />
            )}
            <Flex direction={{ base: 'column', lg: 'row' }} gap="3" flex={{ base: 'none', md: '1' }} minH="0">
              <BuilderBoard
                board={board}
                dnd={dnd}
                pieces={program.pieces}
                intermission={intermission}
                onRemove={dialogs.askRemove}
                onNotes={dialogs.openNotes}
                onManage={dialogs.open.manage}
                pml={pml}
              />
              {uilContest && (
                <UilCheckPanel
                  hideBelow="lg"
                  w="30%"
                  maxW="md"
                  flexShrink={0}
                  check={uilCheck}
                  error={uil.error}
                  checking={uil.checking}
                  ensembles={program.program_ensembles}
                  onRetry={uil.retry}
                />
              )}
            </Flex>
          </>
        ) : programId !== null && isLoading ? (
          <Flex flex="1" align="center" justify="center">
            <Loading label="Loading the program" />
          </Flex>
        ) : programId !== null && error ? (
          <Stack align="start" gap="3">
            <ErrorAlert error={error}>The program could not be loaded.</ErrorAlert>
            <Button size="sm" onClick={() => void refresh()}>
              Try again
            </Button>
          </Stack>
        ) : (
          <Stack flex="1" align="center" justify="center" gap="4" textAlign="center">
            {placeholder && (
              <Text color="fg.muted" maxW="md">
                “{placeholder}” is not in your programs yet. It will be available in Select Program once it has been
                saved.
              </Text>
            )}
            <Text fontSize="lg">Create or select a program to get started</Text>
            <Flex gap="3">
              <Button variant="outline" onClick={dialogs.open.select}>
                Select Program
              </Button>
              <Button colorPalette="blue" onClick={dialogs.open.create}>
                Create New
              </Button>
            </Flex>
          </Stack>
        )}
      </AppDialog>

      <WhileOpen open={dialogs.shown === 'select'}>
        <SelectProgramDialog
          open={dialogs.shown === 'select'}
          onClose={dialogs.close}
          onSelect={select}
          exported={program?.status === 'finalized' ? program.title : null}
        />
      </WhileOpen>
      <WhileOpen open={dialogs.shown === 'create'}>
        <CreateProgramDialog
          open={dialogs.shown === 'create'}
          onClose={() => {
            dialogs.close();
            createClosed();
          }}
          onCreated={created}
          onFailed={(request) => void createFailed(request)}
        />
      </WhileOpen>
      {program && (
        <>
          <WhileOpen open={dialogs.shown === 'manage'}>
            <ManageEnsemblesDialog
              open={dialogs.shown === 'manage'}
              program={program}
              onClose={dialogs.close}
              onSaved={replaced}
            />
          </WhileOpen>
          <WhileOpen open={dialogs.shown === 'rename'}>
            <RenameProgramDialog
              open={dialogs.shown === 'rename'}
              program={program}
              onClose={dialogs.close}
              onRenamed={replaced}
            />
          </WhileOpen>
          <WhileOpen open={dialogs.shown === 'date'}>
            <ChangeDateDialog
              open={dialogs.shown === 'date'}
              program={program}
              onClose={dialogs.close}
              onChanged={replaced}
            />
          </WhileOpen>
          <WhileOpen open={dialogs.shown === 'share'}>
            <ShareProgramDialog
              open={dialogs.shown === 'share'}
              program={program}
              onClose={dialogs.close}
              onChanged={replaced}
            />
          </WhileOpen>
          <WhileOpen open={dialogs.shown === 'export'}>
            <ConfirmDialog
              open={dialogs.shown === 'export'}
              title="Export to Word"
              message={FINALIZE_NOTICE}
              confirmLabel="Export"
              busyLabel="Generating..."
              destructive={false}
              onConfirm={() => exportRef.current()}
              onClose={dialogs.close}
            />
          </WhileOpen>
          <WhileOpen open={dialogs.shown === 'delete'}>
            <ConfirmDialog
              open={dialogs.shown === 'delete'}
              title="Delete program"
              message={deleteProgramMessage(program.title)}
              confirmLabel="Delete"
              onConfirm={confirmDelete}
              onClose={dialogs.close}
            />
          </WhileOpen>
          <WhileOpen open={dialogs.notesOf !== null}>
            {dialogs.notesOf && (
              <PieceNotesDialog
                key={dialogs.notesOf.id}
                open
                programId={program.id}
                piece={dialogs.notesOf}
                onClose={dialogs.close}
                onSaved={replaced}
              />
            )}
          </WhileOpen>
          <WhileOpen open={dialogs.removing !== null}>
            <ConfirmDialog
              open={dialogs.removing !== null}
              title="Remove piece"
              message={dialogs.removing ? removePieceMessage(dialogs.removing.title) : ''}
              confirmLabel="Remove"
              onConfirm={() => dialogs.removing && confirmRemove(dialogs.removing)}
              onClose={dialogs.close}
            />
          </WhileOpen>
        </>
      )}
    </>
  );
}
