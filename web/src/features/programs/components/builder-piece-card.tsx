import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo, type KeyboardEventHandler, type MouseEvent } from 'react';
import type { ProgramPiece } from '@app/shared/contracts/programs';
import { formatDuration } from '@app/shared/domain/duration';
import { CloseIcon, GripIcon } from '../../../components/icons';
import type { ListKey } from '../board/board';
import { pieceDragId, type DragData } from '../hooks/use-board-dnd';

export interface BuilderPieceCardProps {
  piece: ProgramPiece;
  list: ListKey;
  /** The insert line of the drag in progress, when it is at this piece. */
  indicator: 'before' | 'after' | null;
  /** A drag is in progress somewhere: removing is blocked (spec §4). */
  dragging: boolean;
  onRemove(piece: ProgramPiece): void;
}

const credit = (piece: Pick<ProgramPiece, 'composer' | 'arranger'>) =>
  [piece.composer, piece.arranger && `arr. ${piece.arranger}`].filter(Boolean).join(', ');

/** What the card shows; also the preview that follows the pointer while dragging. */
export function PieceSummary({ piece }: { piece: ProgramPiece }) {
  return (
    <Box minW="0" flex="1">
      <Text fontWeight="medium" lineClamp={2} data-testid="piece-title">
        {piece.title}
      </Text>
      {credit(piece) && (
        <Text fontSize="sm" color="fg.muted" truncate>
          {credit(piece)}
        </Text>
      )}
    </Box>
  );
}

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A piece in a list: the whole card drags with the mouse or a finger; the grip is the keyboard's
 * handle (focus it, Space, arrows, Space). The card is also the drop target the insert line is drawn on.
 */
export const BuilderPieceCard = memo(function BuilderPieceCard({ piece, list, indicator, dragging, onRemove }: BuilderPieceCardProps) {
  const id = pieceDragId(piece.id);
  const data: DragData = { kind: 'piece', pieceId: piece.id, list, title: piece.title };
  const drag = useDraggable({ id, data, attributes: { roleDescription: 'movable piece' } });
  const drop = useDroppable({ id, data });
  const { onKeyDown, ...pointerListeners } = drag.listeners ?? {};
  return (
    <Box
      ref={(node: HTMLElement | null) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      position="relative"
      data-testid="builder-piece"
      data-piece-id={piece.id}
      {...pointerListeners}
      cursor="grab"
      touchAction="manipulation"
      opacity={drag.isDragging ? 0.4 : 1}
    >
      {indicator && (
        <Box
          aria-hidden="true"
          data-testid="insert-indicator"
          position="absolute"
          left="0"
          right="0"
          h="3px"
          borderRadius="full"
          bg="blue.500"
          zIndex="1"
          {...(indicator === 'before' ? { top: '-5px' } : { bottom: '-5px' })}
        />
      )}
      <Flex align="center" gap="2" bg="white" borderWidth="1px" borderRadius="md" px="2" py="2" _hover={{ borderColor: 'gray.400' }}>
        <IconButton
          ref={drag.setActivatorNodeRef}
          {...drag.attributes}
          onKeyDown={onKeyDown as KeyboardEventHandler | undefined}
          aria-label={`Move "${piece.title}"`}
          variant="ghost"
          size="xs"
          color="fg.muted"
          cursor="grab"
        >
          <GripIcon size={16} />
        </IconButton>
        <PieceSummary piece={piece} />
        <Text fontSize="sm" fontVariantNumeric="tabular-nums" color="fg.muted" flexShrink={0}>
          {formatDuration(piece.duration ?? 0)}
        </Text>
        <IconButton
          aria-label={`Remove "${piece.title}"`}
          variant="ghost"
          size="xs"
          color="fg.muted"
          disabled={dragging}
          onMouseDown={stop}
          onTouchStart={(event) => event.stopPropagation()}
          onClick={() => !dragging && onRemove(piece)}
        >
          <CloseIcon size={14} />
        </IconButton>
      </Flex>
    </Box>
  );
});
