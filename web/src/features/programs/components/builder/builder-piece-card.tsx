import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo, type KeyboardEventHandler, type SyntheticEvent } from 'react';
import type { ProgramPiece } from '@app/shared/contracts/programs';
import { formatPieceDuration } from '@app/shared/domain/duration';
import { CloseIcon, GripIcon } from '../../../../components/icons';
import type { ListKey } from '../../board/board';
import { pieceDragId, type DragData } from '../../hooks/use-board-dnd';
import styles from './builder-piece-card.module.css';

export interface BuilderPieceCardProps {
  piece: ProgramPiece;
  list: ListKey;
  /** The insert line of the drag in progress, when it is at this piece. */
  indicator: 'before' | 'after' | null;
  /** Asks to remove the piece (the board ignores it while a drag is in progress). */
  onRemove(piece: ProgramPiece): void;
}

const credit = (piece: Pick<ProgramPiece, 'composer' | 'arranger'>) =>
  [piece.composer, piece.arranger && `arr. ${piece.arranger}`].filter(Boolean).join(', ');

function PieceSummary({ piece }: { piece: ProgramPiece }) {
  const by = credit(piece);
  return (
    <div className={styles.summary}>
      <p className={styles.title} data-testid="piece-title">
        {piece.title}
      </p>
      {by && <p className={styles.credit}>{by}</p>}
    </div>
  );
}

/** The piece's length, or "—" when nobody gave one. */
function PieceDuration({ seconds }: { seconds: number | null }) {
  return (
    <span className={styles.duration} title={seconds ? undefined : 'Length unknown'}>
      {formatPieceDuration(seconds)}
    </span>
  );
}

/** The copy of a piece that follows the pointer while it is dragged. */
export function PieceDragPreview({ piece }: { piece: ProgramPiece }) {
  return (
    <div className={styles.overlay}>
      <PieceSummary piece={piece} />
      <PieceDuration seconds={piece.duration} />
    </div>
  );
}

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A piece in a list: the whole card drags with the mouse or a finger; the grip is the keyboard's
 * handle (focus it, Space, arrows, Space). The card is also the drop target the insert line is drawn on.
 */
export const BuilderPieceCard = memo(
  function BuilderPieceCard({ piece, list, indicator, onRemove }: BuilderPieceCardProps) {
    const id = pieceDragId(piece.id);
    const data: DragData = { kind: 'piece', pieceId: piece.id, list, title: piece.title };
    const drag = useDraggable({ id, data, attributes: { roleDescription: 'movable piece' } });
    const drop = useDroppable({ id, data });
    const { onKeyDown, ...pointerListeners } = drag.listeners ?? {};
    return (
      <div
        ref={(node) => {
          drag.setNodeRef(node);
          drop.setNodeRef(node);
        }}
        className={styles.card}
        data-testid="builder-piece"
        data-piece-id={piece.id}
        data-dragging={drag.isDragging}
        {...pointerListeners}
      >
        {indicator && (
          <div
            aria-hidden="true"
            data-testid="insert-indicator"
            className={`${styles.indicator} ${styles[indicator]}`}
          />
        )}
        <div className={styles.row}>
          {/* the browser's own tooltip (title), as on the library table's rows: a Chakra tooltip runs a
              state machine from its first render, and two per piece tripled the builder's open and
              drop times on a 100-piece program (npm run bench -- --builder-only) */}
          <button
            type="button"
            ref={drag.setActivatorNodeRef}
            {...drag.attributes}
            onKeyDown={onKeyDown as KeyboardEventHandler | undefined}
            aria-label={`Move "${piece.title}"`}
            title="Drag to move the piece"
            className={`${styles.icon} ${styles.handle}`}
          >
            <GripIcon size={16} />
          </button>
          <PieceSummary piece={piece} />
          <PieceDuration seconds={piece.duration} />
          <button
            type="button"
            aria-label={`Remove "${piece.title}"`}
            title="Remove from the program"
            className={`${styles.icon} ${styles.remove}`}
            onMouseDown={stop}
            onTouchStart={stop}
            onClick={() => onRemove(piece)}
          >
            <CloseIcon size={14} />
          </button>
        </div>
      </div>
    );
  },
  // a move renumbers every piece (new objects): re-render only for what the card shows
  (a, b) =>
    a.list === b.list &&
    a.indicator === b.indicator &&
    a.onRemove === b.onRemove &&
    a.piece.id === b.piece.id &&
    a.piece.title === b.piece.title &&
    a.piece.composer === b.piece.composer &&
    a.piece.arranger === b.piece.arranger &&
    a.piece.duration === b.piece.duration,
);
