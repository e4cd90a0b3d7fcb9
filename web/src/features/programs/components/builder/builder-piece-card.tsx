import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo, useCallback, useMemo, type KeyboardEventHandler, type SyntheticEvent } from 'react';
import type { ProgramPiece } from '@app/shared/contracts/programs';
import { formatPieceDuration } from '@app/shared/domain/duration';
import { CloseIcon, GripIcon, NotesIcon } from '../../../../components/icons';
import type { ListKey } from '../../board/board';
import type { PmlListing } from '../../utils/uil-check';
import { pieceDragId, type DragData } from '../../hooks/use-board-dnd';
import styles from './builder-piece-card.module.css';

export interface BuilderPieceCardProps {
  piece: ProgramPiece;
  list: ListKey;
  /** The insert line of the drag in progress, when it is at this piece. */
  indicator: 'before' | 'after' | null;
  /** Asks to remove the piece (the board ignores it while a drag is in progress). */
  onRemove(piece: ProgramPiece): void;
  /** Opens the piece's program notes (the director's, or a draft from its facts). */
  onNotes(piece: ProgramPiece): void;
  /** In a program marked UIL Concert & Sight-Reading: its PML listing (null: not on the list); undefined shows nothing. */
  pml?: PmlListing;
}

const credit = (piece: Pick<ProgramPiece, 'composer' | 'arranger'>) =>
  [piece.composer, piece.arranger && `arr. ${piece.arranger}`].filter(Boolean).join(', ');

function PieceSummary({ piece, pml }: { piece: ProgramPiece; pml?: PmlListing }) {
  const by = credit(piece);
  return (
    <div className={styles.summary}>
      <p className={styles.title} data-testid="piece-title">
        {piece.title}
      </p>
      {by && <p className={styles.credit}>{by}</p>}
      {pml !== undefined && <PmlBadge pml={pml} />}
    </div>
  );
}

/** The piece's UIL Prescribed Music List code ("PML 100-4-12345"), or "Not on PML". */
function PmlBadge({ pml }: { pml: PmlListing }) {
  return (
    <span
      className={styles.pml}
      data-listed={pml !== null}
      data-testid="pml-badge"
      title={pml ? `On the UIL Prescribed Music List, grade ${pml.grade}` : 'Not on the UIL Prescribed Music List'}
    >
      {pml ? `PML ${pml.code}` : 'Not on PML'}
    </span>
  );
}

const samePml = (a: PmlListing | undefined, b: PmlListing | undefined) =>
  a === b || (!!a && !!b && a.code === b.code && a.grade === b.grade);

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

/** A move renumbers every piece (new objects): a card compares what it shows. */
const samePiece = (a: ProgramPiece, b: ProgramPiece) =>
  a.id === b.id &&
  a.title === b.title &&
  a.composer === b.composer &&
  a.arranger === b.arranger &&
  a.duration === b.duration &&
  a.notes === b.notes;

interface PieceCardBodyProps {
  piece: ProgramPiece;
  pml: PmlListing | undefined;
  indicator: 'before' | 'after' | null;
  onRemove(piece: ProgramPiece): void;
  /** Opens the piece's program notes (the director's, or a draft from its facts). */
  onNotes(piece: ProgramPiece): void;
  handle: {
    setActivatorNodeRef(node: HTMLElement | null): void;
    attributes: ReturnType<typeof useDraggable>['attributes'];
    onKeyDown: KeyboardEventHandler | undefined;
  };
}

/**
 * What a card shows, memoised apart from its drag wiring: dnd-kit re-renders every draggable and
 * droppable at a drag's start and end, and at a drop only the cards whose piece, insert line or
 * handle changed need their content rendered again.
 */
const PieceCardBody = memo(
  function PieceCardBody({ piece, pml, indicator, onRemove, onNotes, handle }: PieceCardBodyProps) {
    return (
      <>
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
            ref={handle.setActivatorNodeRef}
            {...handle.attributes}
            onKeyDown={handle.onKeyDown}
            aria-label={`Move "${piece.title}"`}
            title="Drag to move the piece"
            className={`${styles.icon} ${styles.handle}`}
          >
            <GripIcon size={16} />
          </button>
          <PieceSummary piece={piece} pml={pml} />
          <PieceDuration seconds={piece.duration} />
          <button
            type="button"
            aria-label={`Program notes for "${piece.title}"${piece.notes ? ' (written)' : ''}`}
            title={piece.notes ? 'Program notes (written)' : 'Program notes: write or draft them'}
            className={`${styles.icon} ${styles.notes}`}
            data-written={Boolean(piece.notes)}
            onMouseDown={stop}
            onTouchStart={stop}
            onClick={() => onNotes(piece)}
          >
            <NotesIcon size={15} />
          </button>
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
      </>
    );
  },
  (a, b) =>
    a.indicator === b.indicator &&
    a.onRemove === b.onRemove &&
    a.onNotes === b.onNotes &&
    a.handle === b.handle &&
    samePml(a.pml, b.pml) &&
    samePiece(a.piece, b.piece),
);

/**
 * A piece in a list: the whole card drags with the mouse or a finger; the grip is the keyboard's
 * handle (focus it, Space, arrows, Space). The card is also the drop target the insert line is drawn on.
 */
export const BuilderPieceCard = memo(
  function BuilderPieceCard({ piece, list, indicator, onRemove, onNotes, pml }: BuilderPieceCardProps) {
    const id = pieceDragId(piece.id);
    const data: DragData = { kind: 'piece', pieceId: piece.id, list, title: piece.title };
    const drag = useDraggable({ id, data, attributes: { roleDescription: 'movable piece' } });
    const drop = useDroppable({ id, data });
    const { setNodeRef: setDragNode, setActivatorNodeRef, attributes, listeners } = drag;
    const { setNodeRef: setDropNode } = drop;
    // one ref for every render (a new one would be detached and attached again at each commit)
    const setNodeRef = useCallback(
      (node: HTMLElement | null) => {
        setDragNode(node);
        setDropNode(node);
      },
      [setDragNode, setDropNode],
    );
    const { onKeyDown, ...pointerListeners } = listeners ?? {};
    const handle = useMemo(
      () => ({ setActivatorNodeRef, attributes, onKeyDown: onKeyDown as KeyboardEventHandler | undefined }),
      [setActivatorNodeRef, attributes, onKeyDown],
    );
    return (
      <div
        ref={setNodeRef}
        className={styles.card}
        data-testid="builder-piece"
        data-piece-id={piece.id}
        data-dragging={drag.isDragging}
        {...pointerListeners}
      >
        <PieceCardBody
          piece={piece}
          pml={pml}
          indicator={indicator}
          onRemove={onRemove}
          onNotes={onNotes}
          handle={handle}
        />
      </div>
    );
  },
  (a, b) =>
    a.list === b.list &&
    a.indicator === b.indicator &&
    a.onRemove === b.onRemove &&
    a.onNotes === b.onNotes &&
    samePml(a.pml, b.pml) &&
    samePiece(a.piece, b.piece),
);
