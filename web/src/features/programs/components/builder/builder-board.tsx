import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import type { ProgramPiece } from '@app/shared/contracts/programs';
import { UNASSIGNED, type Board } from '../../board/board';
import type { intermissionPoint } from '../../board/time-budget';
import { ensembleDragId, type useBoardDnd } from '../../hooks/use-board-dnd';
import type { PmlListing } from '../../utils/uil-check';
import { BuilderEnsembleSection } from './builder-ensemble-section';
import { PieceDragPreview } from './builder-piece-card';
import { BuilderUnassignedPanel } from './builder-unassigned-panel';

export interface BuilderBoardProps {
  board: Board;
  dnd: ReturnType<typeof useBoardDnd>;
  /** The program's pieces (the one dragged is drawn under the pointer). */
  pieces: readonly ProgramPiece[];
  intermission: ReturnType<typeof intermissionPoint>;
  onRemove(piece: ProgramPiece): void;
  /** Opens the piece's program notes (the director's, or a draft from its facts). */
  onNotes(piece: ProgramPiece): void;
  onManage(): void;
  /** A program marked UIL Concert & Sight-Reading: its pieces' PML listings, shown on their cards. */
  pml?: ReadonlyMap<string, PmlListing>;
}

// one element for every render: React skips it when the board re-renders on a drag or a drop
const tip = (
  <Text fontSize="xs" lineHeight={{ base: 'short', md: 'inherit' }} color="fg.muted">
    Tip: drag pieces between the lists to assign and order them; drag an ensemble by its grip to change the concert
    order.
  </Text>
);

/** The builder's board: Unassigned beside the ensembles in concert order, each a drop target. */
export function BuilderBoard({
  board,
  dnd,
  pieces,
  intermission,
  onRemove,
  onNotes,
  onManage,
  pml,
}: BuilderBoardProps) {
  const dragged = dnd.active;
  const activePiece = dragged?.kind === 'piece' ? pieces.find((p) => p.id === dragged.pieceId) : undefined;
  // a new list of ids re-renders every section: a new one only when the ensembles change
  const ensembleIds = useMemo(
    () => board.ensembles.map((e) => ensembleDragId(e.ensemble.ensemble_id)),
    [board.ensembles],
  );
  return (
    <DndContext {...dnd.contextProps}>
      {/* on a phone the whole body scrolls; from md up each panel scrolls on its own */}
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        flex={{ base: 'none', md: '1' }}
        minH="0"
        minW="0"
        data-dragging-board={dnd.dragging}
      >
        {/* on a phone, where the lists stack, an empty Unassigned comes after the ensembles' pieces (it holds nothing to reach) */}
        <Box
          w={{ base: 'full', md: '30%' }}
          flexShrink={0}
          minH="0"
          order={{ base: board.unassigned.pieces.length ? 0 : 1, md: 0 }}
        >
          <BuilderUnassignedPanel
            pieces={board.unassigned.pieces}
            dropTarget={dnd.dropTarget?.list === UNASSIGNED ? dnd.dropTarget : null}
            onRemove={onRemove}
            onNotes={onNotes}
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
          {tip}
          {board.ensembles.length === 0 ? (
            <Stack align="center" py="8" gap="3" borderWidth="1px" borderStyle="dashed" borderRadius="md">
              <Text>No ensembles added to this program</Text>
              <Button size="sm" onClick={onManage}>
                Manage Ensembles
              </Button>
            </Stack>
          ) : (
            <SortableContext items={ensembleIds} strategy={verticalListSortingStrategy}>
              {board.ensembles.map((list) => (
                <BuilderEnsembleSection
                  key={list.ensemble.ensemble_id}
                  ensemble={list.ensemble}
                  pieces={list.pieces}
                  dropTarget={dnd.dropTarget?.list === list.key ? dnd.dropTarget : null}
                  intermission={intermission}
                  onRemove={onRemove}
                  onNotes={onNotes}
                  pml={pml}
                />
              ))}
            </SortableContext>
          )}
        </Stack>
      </Flex>
      <DragOverlay dropAnimation={null}>{activePiece ? <PieceDragPreview piece={activePiece} /> : null}</DragOverlay>
    </DndContext>
  );
}
