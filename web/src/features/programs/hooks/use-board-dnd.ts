import {
  closestCenter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type Over,
} from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Program } from '@app/shared/contracts/programs';
import { insertIndex, moveEnsemble, piecesOf, UNASSIGNED, type ListKey, type PieceMove } from '../board/board';

/** Activation distance 3 (mouse), delay 50 ms with tolerance 5 (touch), keyboard steps of 25 px. */
export const DRAG = { distance: 3, delay: 50, tolerance: 5, keyboardStep: 25 } as const;

/** What each draggable or droppable of the board carries in its `data`. Ids never collide: each kind has its own prefix. */
export type DragData =
  | { kind: 'piece'; pieceId: number; list: ListKey; title: string }
  | { kind: 'ensemble'; ensembleId: number; name: string }
  | { kind: 'list'; list: ListKey };

export const pieceDragId = (pieceId: number) => `piece-${pieceId}`;
export const ensembleDragId = (ensembleId: number) => `ensemble-${ensembleId}`;
export const UNASSIGNED_DROP_ID = 'list-unassigned';

const dataOf = (item: Active | Over | null | undefined) => item?.data.current as DragData | undefined;

/** The insert line: in `list`, before or after `targetPieceId` (none: at the end of the list). */
export interface DropTarget {
  list: ListKey;
  index: number;
  targetPieceId: number | null;
  after: boolean;
}

/** Arrow keys move the dragged item 25 px. */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const step = DRAG.keyboardStep;
  switch (event.code) {
    case 'ArrowDown':
      return { ...currentCoordinates, y: currentCoordinates.y + step };
    case 'ArrowUp':
      return { ...currentCoordinates, y: currentCoordinates.y - step };
    case 'ArrowRight':
      return { ...currentCoordinates, x: currentCoordinates.x + step };
    case 'ArrowLeft':
      return { ...currentCoordinates, x: currentCoordinates.x - step };
    default:
      return undefined;
  }
};

/**
 * Pieces: the list under the pointer (the dragged item's rectangle when dragging by keyboard),
 * then the piece of that list nearest the dragged item; an empty list is itself the target.
 * Ensembles: the nearest ensemble section.
 */
export const boardCollisions: CollisionDetection = (args) => {
  const dragged = dataOf(args.active);
  const kindOf = (container: (typeof args.droppableContainers)[number]) =>
    (container.data.current as DragData | undefined)?.kind;
  if (dragged?.kind === 'ensemble') {
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((c) => kindOf(c) === 'ensemble'),
    });
  }
  const within = args.pointerCoordinates ? pointerWithin : rectIntersection;
  const lists = args.droppableContainers.filter((c) => kindOf(c) === 'list' || kindOf(c) === 'ensemble');
  const list = within({ ...args, droppableContainers: lists })[0];
  if (!list) return [];
  const listData = lists.find((c) => c.id === list.id)?.data.current as DragData | undefined;
  const listKey =
    listData?.kind === 'ensemble' ? listData.ensembleId : listData?.kind === 'list' ? listData.list : undefined;
  const pieces = args.droppableContainers.filter((c) => {
    const data = c.data.current as DragData | undefined;
    return data?.kind === 'piece' && data.list === listKey && c.id !== args.active.id;
  });
  const nearest = pieces.length ? closestCenter({ ...args, droppableContainers: pieces }) : [];
  return nearest.length ? [nearest[0]!] : [list];
};

/** Where the dragged piece would land over `over` (before or after, by its centre against the target's midpoint). */
export function dropTargetOf(program: Program, active: Active, over: Over | null): DropTarget | null {
  const dragged = dataOf(active);
  const target = dataOf(over);
  if (!over || dragged?.kind !== 'piece' || !target) return null;
  if (target.kind === 'piece') {
    const rect = active.rect.current.translated;
    const after = rect ? rect.top + rect.height / 2 > over.rect.top + over.rect.height / 2 : false;
    const ids = piecesOf(program, target.list).map((p) => p.id);
    return {
      list: target.list,
      index: insertIndex(ids, dragged.pieceId, target.pieceId, after),
      targetPieceId: target.pieceId,
      after,
    };
  }
  const list = target.kind === 'ensemble' ? target.ensembleId : target.list;
  const others = piecesOf(program, list).filter((p) => p.id !== dragged.pieceId);
  return { list, index: others.length, targetPieceId: null, after: true };
}

const sameTarget = (a: DropTarget | null, b: DropTarget | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.list === b.list &&
    a.index === b.index &&
    a.targetPieceId === b.targetPieceId &&
    a.after === b.after);

// one object each for every render: with new options dnd-kit makes new sensors, gives every card and
// section new listeners, and all of them re-render at each step of a drag and at the drop
const MOUSE_OPTIONS = { activationConstraint: { distance: DRAG.distance } };
const TOUCH_OPTIONS = { activationConstraint: { delay: DRAG.delay, tolerance: DRAG.tolerance } };
const KEYBOARD_OPTIONS = { coordinateGetter: keyboardCoordinates };

export interface BoardDndOptions {
  /** Undefined while no program is loaded (nothing can be dragged then). */
  program: Program | undefined;
  onPieceMove(move: PieceMove): void;
  onEnsembleOrder(ensembleIds: number[]): void;
}

/**
 * The drag wiring of the builder: sensors with the constraints of `DRAG`, collisions, the insert
 * line while dragging, the move on drop (where the line showed), Escape restoring everything, and
 * announcements that name the piece and its new place.
 */
export function useBoardDnd({ program, onPieceMove, onEnsembleOrder }: BoardDndOptions) {
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const [active, setActive] = useState<DragData | null>(null);
  const [dropTarget, setDropTarget] = useState<DropTarget | null>(null);
  // the drop lands where the line was last shown, even if the last pointer event moved nothing
  const targetRef = useRef<DropTarget | null>(null);
  const programRef = useRef(program);
  programRef.current = program;

  const listName = useCallback((list: ListKey) => {
    if (list === UNASSIGNED) return 'Unassigned Pieces';
    return programRef.current?.program_ensembles.find((e) => e.ensemble_id === list)?.name ?? 'an ensemble';
  }, []);

  const placeText = useCallback(
    (target: DropTarget, pieceId: number) => {
      const count =
        (programRef.current ? piecesOf(programRef.current, target.list) : []).filter((p) => p.id !== pieceId).length +
        1;
      return `${listName(target.list)}, place ${target.index + 1} of ${count}`;
    },
    [listName],
  );

  const updateTarget = useCallback((event: DragMoveEvent) => {
    const next = programRef.current ? dropTargetOf(programRef.current, event.active, event.over) : null;
    if (!sameTarget(targetRef.current, next)) {
      targetRef.current = next;
      setDropTarget(next); // only when it changes: dnd-kit calls this on every pointer move
    }
  }, []);

  // true from a drag's start until just after it ends: the Escape that cancels a drag must not
  // also close the dialog around the board (both listen to the same key press)
  const inDragRef = useRef(false);
  // false from the moment a drag ends: dnd-kit may still deliver a move's "over" announcement
  // queued before the drop or Escape, which would replace "was cancelled" with a stale place
  const announcingMovesRef = useRef(false);
  // what was picked up: the end and cancel announcements name it even when the drag's own data is
  // gone by then (its list re-rendered during the drag)
  const pickedRef = useRef<DragData | null>(null);

  const reset = useCallback(() => {
    announcingMovesRef.current = false;
    targetRef.current = null;
    setDropTarget(null);
    setActive(null);
    setTimeout(() => (inDragRef.current = false), 0);
  }, []);

  const onDragStart = useCallback((event: DragStartEvent) => {
    inDragRef.current = true;
    announcingMovesRef.current = true;
    pickedRef.current = dataOf(event.active) ?? null;
    setActive(pickedRef.current);
    targetRef.current = null;
  }, []);

  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      const dragged = dataOf(event.active);
      const target = targetRef.current;
      reset();
      if (dragged?.kind === 'piece' && target) {
        performance.mark('podium:builder-drop');
        onPieceMove({ pieceId: dragged.pieceId, to: target.list, index: target.index });
      } else if (dragged?.kind === 'ensemble') {
        const over = dataOf(event.over);
        if (over?.kind === 'ensemble' && over.ensembleId !== dragged.ensembleId && programRef.current) {
          performance.mark('podium:builder-drop');
          onEnsembleOrder(moveEnsemble(programRef.current, dragged.ensembleId, over.ensembleId));
        }
      }
    },
    [onPieceMove, onEnsembleOrder, reset],
  );

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart({ active }) {
        const data = dataOf(active);
        if (data?.kind === 'piece')
          return `Picked up "${data.title}" in ${listName(data.list)}. Move it with the arrow keys; Space drops it, Escape cancels.`;
        if (data?.kind === 'ensemble')
          return `Picked up the ensemble ${data.name}. Move it with the arrow keys; Space drops it, Escape cancels.`;
        return undefined;
      },
      onDragOver({ active, over }) {
        if (!announcingMovesRef.current) return undefined;
        const data = dataOf(active);
        if (data?.kind === 'piece') {
          const target = programRef.current ? dropTargetOf(programRef.current, active, over) : null;
          return target
            ? `"${data.title}" will go to ${placeText(target, data.pieceId)}.`
            : `"${data.title}" is not over a list.`;
        }
        const onto = dataOf(over);
        if (data?.kind === 'ensemble' && onto?.kind === 'ensemble')
          return `${data.name} will take the place of ${onto.name}.`;
        return undefined;
      },
      onDragEnd({ active, over }) {
        const data = dataOf(active);
        if (data?.kind === 'piece') {
          const target = programRef.current ? dropTargetOf(programRef.current, active, over) : null;
          return target
            ? `"${data.title}" moved to ${placeText(target, data.pieceId)}.`
            : `"${data.title}" stays where it was.`;
        }
        const onto = dataOf(over);
        if (data?.kind === 'ensemble')
          return onto?.kind === 'ensemble' && onto.ensembleId !== data.ensembleId
            ? `${data.name} moved to the place of ${onto.name}.`
            : `${data.name} stays where it was.`;
        return undefined;
      },
      onDragCancel({ active }) {
        const data = dataOf(active) ?? pickedRef.current;
        if (data?.kind === 'piece')
          return `Moving "${data.title}" was cancelled; it is back in ${listName(data.list)}.`;
        if (data?.kind === 'ensemble') return `Moving ${data.name} was cancelled.`;
        return undefined;
      },
    }),
    [listName, placeText],
  );

  return {
    contextProps: {
      sensors,
      collisionDetection: boardCollisions,
      onDragStart,
      onDragMove: updateTarget,
      onDragOver: updateTarget,
      onDragEnd,
      onDragCancel: reset,
      accessibility: {
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a piece or an ensemble, press Space or Enter, move it with the arrow keys, then press Space or Enter to drop it or Escape to cancel.',
        },
      },
    },
    active,
    dropTarget,
    /** Removing a piece is blocked while dragging. */
    dragging: active !== null,
    /** For key handlers around the board: is a drag in progress (or did this key press just end one)? */
    isDragging: useCallback(() => inDragRef.current, []),
  };
}
