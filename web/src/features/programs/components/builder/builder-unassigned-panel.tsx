import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useDroppable } from '@dnd-kit/core';
import { memo } from 'react';
import type { ProgramPiece } from '@app/shared/contracts/programs';
import { UNASSIGNED } from '../../board/board';
import { UNASSIGNED_DROP_ID, type DragData, type DropTarget } from '../../hooks/use-board-dnd';
import { EmptyDropZone } from './empty-drop-zone';
import { BuilderPieceCard } from './builder-piece-card';

export interface BuilderUnassignedPanelProps {
  pieces: ProgramPiece[];
  dropTarget: DropTarget | null;
  onRemove(piece: ProgramPiece): void;
  /** Opens the piece's program notes (the director's, or a draft from its facts). */
  onNotes(piece: ProgramPiece): void;
}

export const indicatorAt = (dropTarget: DropTarget | null, pieceId: number) =>
  dropTarget?.targetPieceId === pieceId ? (dropTarget.after ? 'after' : 'before') : null;

/** The panel's heading and count: memoised, as the panel re-renders at every drag's start and end. */
const UnassignedHeading = memo(function UnassignedHeading({ count }: { count: number }) {
  return (
    <Box px="3" pt={{ base: '2', md: '3' }} pb={{ base: '1', md: '2' }}>
      <Flex align="center" gap="2">
        <Heading as="h3" size="sm" id="unassigned-heading">
          Unassigned Pieces
        </Heading>
        <Badge aria-label={`${count} unassigned`}>{count}</Badge>
      </Flex>
      <Text fontSize="xs" color="fg.muted">
        Drag pieces to ensembles to assign them
      </Text>
    </Box>
  );
});

/** The left panel (30%): pieces of the program without an ensemble. */
export function BuilderUnassignedPanel({ pieces, dropTarget, onRemove, onNotes }: BuilderUnassignedPanelProps) {
  const data: DragData = { kind: 'list', list: UNASSIGNED };
  const { setNodeRef } = useDroppable({ id: UNASSIGNED_DROP_ID, data });
  const targeted = dropTarget?.list === UNASSIGNED;
  const atEnd = targeted && dropTarget.targetPieceId === null;
  return (
    <Flex
      ref={setNodeRef}
      as="section"
      aria-labelledby="unassigned-heading"
      data-drop-target={targeted}
      direction="column"
      minH="0"
      h="full"
      borderWidth="1px"
      borderRadius="md"
      bg={targeted ? 'blue.50' : 'gray.50'}
      borderColor={targeted ? 'blue.300' : 'gray.200'}
      transition="background 0.15s"
    >
      <UnassignedHeading count={pieces.length} />
      <Stack
        gap="2"
        px="3"
        pb={{ base: '2', md: '3' }}
        overflowY={{ md: 'auto' }}
        flex="1"
        data-testid="unassigned-list"
      >
        {pieces.length === 0 ? (
          // smaller on a phone, where the lists stack and the ensembles' pieces come below it
          <EmptyDropZone targeted={atEnd} py={{ base: '1.5', md: '6' }} px="2">
            <Text fontWeight="medium" fontSize={{ base: 'sm', md: 'md' }}>
              No unassigned pieces
            </Text>
            <Text fontSize={{ base: 'xs', md: 'sm' }} lineHeight={{ base: 'short', md: 'inherit' }} color="fg.muted">
              Pieces will appear here when added to the program without an ensemble
            </Text>
          </EmptyDropZone>
        ) : (
          pieces.map((piece, i) => (
            <BuilderPieceCard
              key={piece.id}
              piece={piece}
              list={UNASSIGNED}
              indicator={indicatorAt(dropTarget, piece.id) ?? (atEnd && i === pieces.length - 1 ? 'after' : null)}
              onRemove={onRemove}
              onNotes={onNotes}
            />
          ))
        )}
      </Stack>
    </Flex>
  );
}
