import { Box, Button, Dialog, Flex, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { DocumentFormat } from '@app/shared/contracts/documents';
import type { Program, ProgramPiece } from '@app/shared/contracts/programs';
import { formatDuration, totalDuration } from '@app/shared/domain/duration';
import { ErrorAlert } from '../../../../components/error-alert';
import { RefreshIcon } from '../../../../components/icons';
import { Loading } from '../../../../components/loading';
import { notify } from '../../../../components/toaster';
import { ApiError } from '../../../../lib/api-client';
import { deleteProgram } from '../../api/delete-program';
import { getPrograms } from '../../api/get-programs';
import { programKey, useRevalidatePrograms } from '../../api/program-keys';
import { removePiece } from '../../api/program-pieces';
import type { CreateProgramRequest } from '../../api/create-program';
import { inOrder, programToBoard, UNASSIGNED } from '../../board/board';
import { intermissionPoint, timeBudget } from '../../board/time-budget';
import { currentProgram, useCurrentProgram } from '../../hooks/current-program';
import { enqueueSave } from '../../hooks/save-queue';
import { useBoardDnd } from '../../hooks/use-board-dnd';
import { useBuilderProgram } from '../../hooks/use-builder-program';
import { useExportProgram } from '../../hooks/use-export-program';
import { performanceText } from '../../utils/performance-text';
import { BuilderEnsembleSection } from './builder-ensemble-section';
import { BuilderFooter } from './builder-footer';
import { BuilderHeading } from './builder-heading';
import { PieceDragPreview } from './builder-piece-card';
import { BetterOnDesktop } from '../../../../components/better-on-desktop';
import { BuilderToolbar } from './builder-toolbar';
import { BuilderUnassignedPanel } from './builder-unassigned-panel';
import { ChangeDateDialog } from '../dialogs/change-date-dialog';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { deleteProgramMessage, removePieceMessage } from '../dialogs/program-confirmations';
import { CreateProgramDialog } from '../dialogs/create-program-dialog';
import { ManageEnsemblesDialog } from '../dialogs/manage-ensembles-dialog';
import { RenameProgramDialog } from '../dialogs/rename-program-dialog';
import { SelectProgramDialog } from '../dialogs/select-program-dialog';
import { Tooltip } from '../../../../components/tooltip';
import { DialogCloseButton } from '../../../../components/dialog-close-button';

type OpenDialog = 'select' | 'create' | 'manage' | 'rename' | 'date' | 'delete' | { remove: ProgramPiece } | null;

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
 * The Program Builder (spec §2): an overlay 85% of the viewport high over every signed-in page.
 * Loaded only when first opened (it carries dnd-kit and the dialogs).
 */
export default function ProgramBuilder() {
  const { programId, ensembleId, builderOpen, dialog: requested } = useCurrentProgram();
  const { program, error, isLoading, isValidating, movePiece, orderEnsembles, refresh } = useBuilderProgram(programId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [placeholder, setPlaceholder] = useState<string | null>(null);
  const [format, setFormat] = useState<DocumentFormat>('standard');
  const [includeNotes, setIncludeNotes] = useState(false);
  const { exportProgram, exportingId } = useExportProgram();
  const { mutate } = useSWRConfig();
  const revalidatePrograms = useRevalidatePrograms();
  const dnd = useBoardDnd({ program, onPieceMove: movePiece, onEnsembleOrder: orderEnsembles });

  // every open shows the server's truth (once the saves made since have settled)
  useEffect(() => {
    if (builderOpen && programId !== null) void refresh();
  }, [builderOpen, programId, refresh]);

  // Select Program or Create New Program asked for by the bottom bar. They open alone: opened
  // together with the builder, its dialog could take the focus from them and close them.
  useEffect(() => {
    if (!requested) return;
    setDialog(requested);
    currentProgram.dialogShown();
  }, [requested]);

  // a program deleted elsewhere (or never saved): forget it
  useEffect(() => {
    if (error instanceof ApiError && error.status === 404) currentProgram.clear();
  }, [error]);

  const board = program ? programToBoard(program) : null;
  const intermission = useMemo(() => (program ? intermissionPoint(program) : null), [program]);

  useLayoutEffect(() => {
    if (builderOpen && board) measureAfterPaint('podium:builder-open-click', 'podium:builder-open');
  }, [builderOpen, board !== null]); // the first paint of the board after an open
  useLayoutEffect(() => measureAfterPaint('podium:builder-drop', 'podium:builder-drop'), [program]);

  // a program chosen or made shows in the builder (opened if the bar asked for the dialog)
  const select = useCallback(
    (chosen: Program) => {
      setPlaceholder(null);
      currentProgram.select(chosen.id, { open: true });
      void mutate(programKey(chosen.id), chosen, { revalidate: false });
    },
    [mutate],
  );

  const created = useCallback(
    (made: Program) => {
      select(made);
      // spec §4: "the current ensembles are set": the first of the new program's is current
      currentProgram.setEnsemble(made.program_ensembles[0]?.ensemble_id ?? null);
    },
    [select],
  );

  // spec §4: the list is refetched; without the program in it, a local placeholder stands in
  const createFailed = useCallback(
    async (request: CreateProgramRequest) => {
      const programs = await getPrograms('in_progress').catch(() => [] as Program[]);
      const found = programs
        .filter((p) => p.title === request.title.trim())
        .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      if (found) created(found);
      else {
        setPlaceholder(request.title.trim());
        currentProgram.open();
      }
    },
    [created],
  );

  const { isDragging } = dnd;
  const askRemove = useCallback(
    (piece: ProgramPiece) => {
      if (!isDragging()) setDialog({ remove: piece });
    },
    [isDragging],
  );

  const confirmRemove = async (piece: ProgramPiece) => {
    if (!program) return;
    const key = programKey(program.id);
    await enqueueSave(
      program.id,
      async () => {
        await removePiece(program.id, piece.id);
        await mutate<Program>(key, (current) => current && withoutPiece(current, piece.id), { revalidate: false });
        void revalidatePrograms();
      },
      (failure) => {
        console.error('[builder] removing a piece failed', failure);
        notify.error('Failed to remove piece from program. Please try again.');
      },
    );
  };

  const confirmDelete = async () => {
    if (!program) return;
    try {
      await deleteProgram(program.id);
      currentProgram.clear();
      void revalidatePrograms();
    } catch (failure) {
      console.error('[builder] deleting the program failed', failure);
      notify.error('Failed to delete program. Please try again.');
    }
  };

  const replaced = (next: Program) => {
    void mutate(programKey(next.id), next, { revalidate: false });
    void revalidatePrograms();
  };

  // stable handlers: the toolbar and the footer skip the re-renders of every drag step
  const openCreate = useCallback(() => setDialog('create'), []);
  const openRename = useCallback(() => setDialog('rename'), []);
  const openDate = useCallback(() => setDialog('date'), []);
  const openDelete = useCallback(() => setDialog('delete'), []);
  const openManage = useCallback(() => setDialog('manage'), []);
  const exportRef = useRef<() => void>(() => undefined);
  exportRef.current = () => program && void exportProgram(program, { format, includeProgramNotes: includeNotes });
  const exportNow = useCallback(() => exportRef.current(), []);
  const programEnsembles = program?.program_ensembles;
  const footerEnsembles = useMemo(() => inOrder(programEnsembles ?? []), [programEnsembles]);

  const title = program?.title ?? placeholder ?? 'Program Builder';
  const pieceCount = program?.pieces.length ?? 0;
  const budget = program ? timeBudget(program) : null;
  const dragged = dnd.active;
  const activePiece = dragged?.kind === 'piece' ? program?.pieces.find((p) => p.id === dragged.pieceId) : undefined;

  return (
    <>
      <Dialog.Root
        open={builderOpen}
        onOpenChange={(e) => !e.open && currentProgram.close()}
        onEscapeKeyDown={(event) => dnd.isDragging() && event.preventDefault()}
        size="cover"
        placement="center"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content h="85vh" maxH="85vh" w="min(1400px, 96vw)" maxW="96vw" data-testid="program-builder">
              <Dialog.Header pb="2">
                <BuilderHeading
                  title={title}
                  performance={program ? performanceText(program) : ''}
                  pieceCount={pieceCount}
                  used={budget?.used ?? 0}
                  target={budget?.target ?? null}
                />
                <Flex position="absolute" top="3" right="3" gap="1">
                  <Tooltip label="Refresh program">
                    <IconButton
                      aria-label="Refresh program"
                      variant="ghost"
                      size="sm"
                      onClick={() => void refresh()}
                      disabled={!program}
                      loading={isValidating}
                    >
                      <RefreshIcon size={18} />
                    </IconButton>
                  </Tooltip>
                  <DialogCloseButton label="Close" position="static" />
                </Flex>
              </Dialog.Header>
              <Dialog.Body
                display="flex"
                flexDirection="column"
                gap="3"
                minH="0"
                pb="2"
                overflowY={{ base: 'auto', md: 'hidden' }}
              >
                {program && board ? (
                  <>
                    <BetterOnDesktop what="The Program Builder" />
                    <BuilderToolbar
                      format={format}
                      includeNotes={includeNotes}
                      exporting={exportingId === program.id}
                      onFormat={setFormat}
                      onIncludeNotes={setIncludeNotes}
                      onNew={openCreate}
                      onRename={openRename}
                      onChangeDate={openDate}
                      onExport={exportNow}
                      onDelete={openDelete}
                    />
                    <DndContext {...dnd.contextProps}>
                      {/* on a phone the whole body scrolls; from md up each panel scrolls on its own */}
                      <Flex
                        direction={{ base: 'column', md: 'row' }}
                        gap="3"
                        flex={{ base: 'none', md: '1' }}
                        minH="0"
                        data-dragging-board={dnd.dragging}
                      >
                        <Box w={{ base: 'full', md: '30%' }} flexShrink={0} minH="0">
                          <BuilderUnassignedPanel
                            pieces={board.unassigned.pieces}
                            dropTarget={dnd.dropTarget?.list === UNASSIGNED ? dnd.dropTarget : null}
                            onRemove={askRemove}
                          />
                        </Box>
                        <Stack
                          flex={{ base: 'none', md: '1' }}
                          minH="0"
                          gap="2"
                          overflowY={{ md: 'auto' }}
                          pr="1"
                          data-testid="ensemble-panel"
                        >
                          <Text fontSize="xs" color="fg.muted">
                            Tip: drag pieces between the lists to assign and order them; drag an ensemble by its grip to
                            change the concert order.
                          </Text>
                          {board.ensembles.length === 0 ? (
                            <Stack
                              align="center"
                              py="8"
                              gap="3"
                              borderWidth="1px"
                              borderStyle="dashed"
                              borderRadius="md"
                            >
                              <Text>No ensembles added to this program</Text>
                              <Button size="sm" onClick={() => setDialog('manage')}>
                                Manage Ensembles
                              </Button>
                            </Stack>
                          ) : (
                            <SortableContext
                              items={board.ensembles.map((e) => `ensemble-${e.ensemble.ensemble_id}`)}
                              strategy={verticalListSortingStrategy}
                            >
                              {board.ensembles.map((list) => (
                                <BuilderEnsembleSection
                                  key={list.ensemble.ensemble_id}
                                  ensemble={list.ensemble}
                                  pieces={list.pieces}
                                  duration={list.duration}
                                  dropTarget={dnd.dropTarget?.list === list.key ? dnd.dropTarget : null}
                                  intermission={intermission}
                                  onRemove={askRemove}
                                />
                              ))}
                            </SortableContext>
                          )}
                        </Stack>
                      </Flex>
                      <DragOverlay dropAnimation={null}>
                        {activePiece ? <PieceDragPreview piece={activePiece} /> : null}
                      </DragOverlay>
                    </DndContext>
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
                        “{placeholder}” is not in your programs yet. It will be available in Select Program once it has
                        been saved.
                      </Text>
                    )}
                    <Text fontSize="lg">Create or select a program to get started</Text>
                    <Flex gap="3">
                      <Button variant="outline" onClick={() => setDialog('select')}>
                        Select Program
                      </Button>
                      <Button colorPalette="blue" onClick={() => setDialog('create')}>
                        Create New
                      </Button>
                    </Flex>
                  </Stack>
                )}
              </Dialog.Body>
              {program && (
                <Dialog.Footer borderTopWidth="1px" py="3">
                  <BuilderFooter
                    ensembles={footerEnsembles}
                    currentEnsembleId={ensembleId}
                    onCurrentEnsemble={currentProgram.setEnsemble}
                    onManage={openManage}
                  />
                </Dialog.Footer>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <SelectProgramDialog open={dialog === 'select'} onClose={() => setDialog(null)} onSelect={select} />
      <CreateProgramDialog
        open={dialog === 'create'}
        onClose={() => setDialog(null)}
        onCreated={created}
        onFailed={(request) => void createFailed(request)}
      />
      {program && (
        <>
          <ManageEnsemblesDialog
            open={dialog === 'manage'}
            program={program}
            onClose={() => setDialog(null)}
            onSaved={replaced}
          />
          <RenameProgramDialog
            open={dialog === 'rename'}
            program={program}
            onClose={() => setDialog(null)}
            onRenamed={replaced}
          />
          <ChangeDateDialog
            open={dialog === 'date'}
            program={program}
            onClose={() => setDialog(null)}
            onChanged={replaced}
          />
          <ConfirmDialog
            open={dialog === 'delete'}
            title="Delete program"
            message={deleteProgramMessage(program.title)}
            confirmLabel="Delete"
            onConfirm={confirmDelete}
            onClose={() => setDialog(null)}
          />
          <ConfirmDialog
            open={typeof dialog === 'object' && dialog !== null}
            title="Remove piece"
            message={typeof dialog === 'object' && dialog ? removePieceMessage(dialog.remove.title) : ''}
            confirmLabel="Remove"
            onConfirm={() => (typeof dialog === 'object' && dialog ? confirmRemove(dialog.remove) : undefined)}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </>
  );
}

/** The program without one piece, renumbered (what the server answers after a removal). */
function withoutPiece(program: Program, pieceId: number): Program {
  const pieces = inOrder(program.pieces.filter((p) => p.id !== pieceId)).map((p, i) => ({ ...p, order: i + 1 }));
  const total = totalDuration(pieces);
  return { ...program, pieces, total_duration: total, formatted_duration: formatDuration(total) };
}
