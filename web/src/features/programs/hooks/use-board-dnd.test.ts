import type { Active, ClientRect, CollisionDetection, DroppableContainer, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import type { Program, ProgramPiece } from '@app/shared/contracts/programs';
import { aProgram, aProgramPiece } from '../../../testing/fixtures';
import { applyPieceMove, piecesOf, UNASSIGNED } from '../board/board';
import {
  boardCollisions,
  dropTargetOf,
  ensembleDragId,
  pieceDragId,
  UNASSIGNED_DROP_ID,
  type DragData,
} from './use-board-dnd';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

/*
 * The board as laid out on screen (x, y, width, height):
 *   Unassigned (0, 0, 300, 600) with pieces 1 (0, 0) and 2 (0, 60), each 300 × 50
 *   Band, ensemble 10 (320, 0, 300, 300) with pieces 3 (320, 40) and 4 (320, 100)
 *   Choir, ensemble 20 (320, 320, 300, 180), empty
 */
const droppables: [string, DragData, ClientRect][] = [
  [UNASSIGNED_DROP_ID, { kind: 'list', list: UNASSIGNED }, rect(0, 0, 300, 600)],
  [ensembleDragId(10), { kind: 'ensemble', ensembleId: 10, name: 'Band' }, rect(320, 0, 300, 300)],
  [ensembleDragId(20), { kind: 'ensemble', ensembleId: 20, name: 'Choir' }, rect(320, 320, 300, 180)],
  [pieceDragId(1), { kind: 'piece', pieceId: 1, list: UNASSIGNED, title: 'One' }, rect(0, 0, 300, 50)],
  [pieceDragId(2), { kind: 'piece', pieceId: 2, list: UNASSIGNED, title: 'Two' }, rect(0, 60, 300, 50)],
  [pieceDragId(3), { kind: 'piece', pieceId: 3, list: 10, title: 'Three' }, rect(320, 40, 300, 50)],
  [pieceDragId(4), { kind: 'piece', pieceId: 4, list: 10, title: 'Four' }, rect(320, 100, 300, 50)],
];
const containers: DroppableContainer[] = droppables.map(([id, data, r]) => ({
  id,
  key: id,
  data: { current: data },
  disabled: false,
  node: { current: null },
  rect: { current: r },
}));
const droppableRects = new Map(droppables.map(([id, , r]) => [id, r]));
const dataOf = (id: string) => droppables.find(([d]) => d === id)![1];
const rectOf = (id: string) => droppables.find(([d]) => d === id)![2];

/** A dragged item whose rectangle is now at `at` (the drag overlay's place). */
const activeFor = (id: string, at: ClientRect | null): Active => ({
  id,
  data: { current: dataOf(id) },
  rect: { current: { initial: rectOf(id), translated: at } },
});
const overFor = (id: string): Over => ({ id, rect: rectOf(id), disabled: false, data: { current: dataOf(id) } });

const collide = (activeId: string, at: ClientRect, pointer: { x: number; y: number } | null) =>
  boardCollisions({
    active: activeFor(activeId, at),
    collisionRect: at,
    droppableRects,
    droppableContainers: containers,
    pointerCoordinates: pointer,
  } satisfies Parameters<CollisionDetection>[0]).map((c) => c.id);

describe('boardCollisions', () => {
  it('picks the piece of the list under the pointer nearest the dragged piece', () => {
    expect(collide(pieceDragId(1), rect(320, 95, 300, 50), { x: 400, y: 120 })).toEqual([pieceDragId(4)]);
    expect(collide(pieceDragId(1), rect(320, 30, 300, 50), { x: 400, y: 50 })).toEqual([pieceDragId(3)]);
  });

  it('never picks the dragged piece itself', () => {
    expect(collide(pieceDragId(3), rect(320, 40, 300, 50), { x: 400, y: 60 })).toEqual([pieceDragId(4)]);
  });

  it("ignores another list's pieces even when they are nearer the dragged piece", () => {
    // the pointer is just inside the Band, the dragged card still mostly over Unassigned's piece 2
    expect(collide(pieceDragId(1), rect(100, 60, 300, 50), { x: 330, y: 80 })).toEqual([pieceDragId(3)]);
  });

  it('targets an empty list itself, and nothing outside every list', () => {
    expect(collide(pieceDragId(1), rect(320, 380, 300, 50), { x: 400, y: 400 })).toEqual([ensembleDragId(20)]);
    expect(collide(pieceDragId(1), rect(700, 700, 300, 50), { x: 800, y: 720 })).toEqual([]);
  });

  it('uses the dragged rectangle instead of a pointer when dragging by keyboard', () => {
    // mostly over the Choir, a little over the Band
    expect(collide(pieceDragId(2), rect(320, 290, 300, 50), null)).toEqual([ensembleDragId(20)]);
    expect(collide(pieceDragId(2), rect(320, 110, 300, 50), null)).toEqual([pieceDragId(4)]);
  });

  it('moves an ensemble over the nearest ensemble section only, never over a piece or Unassigned', () => {
    const hits = collide(ensembleDragId(10), rect(320, 330, 300, 300), { x: 10, y: 10 });
    expect(hits[0]).toBe(ensembleDragId(20));
    expect([...hits].sort()).toEqual([ensembleDragId(10), ensembleDragId(20)]);
  });
});

const piece = (id: number, ensemble_id: number | null, order: number): ProgramPiece =>
  aProgramPiece({ id, ensemble_id, order });
/** Pieces 1, 2 unassigned, 3, 4 in the Band (10); the Choir (20) is empty. */
const concert: Program = aProgram({
  pieces: [piece(1, null, 1), piece(2, null, 2), piece(3, 10, 3), piece(4, 10, 4)],
  program_ensembles: [
    { ensemble_id: 10, order: 1, name: 'Band', type: 'concert_band' },
    { ensemble_id: 20, order: 2, name: 'Choir', type: 'mixed_choir' },
  ],
});
const listIds = (program: Program, list: number | typeof UNASSIGNED) => piecesOf(program, list).map((p) => p.id);

describe('dropTargetOf', () => {
  it('is before a piece when the dragged centre is above its midpoint, after it when below', () => {
    // piece 4's midpoint is at y 125
    expect(dropTargetOf(concert, activeFor(pieceDragId(1), rect(320, 95, 300, 50)), overFor(pieceDragId(4)))).toEqual({
      list: 10,
      index: 1,
      targetPieceId: 4,
      after: false,
    });
    expect(dropTargetOf(concert, activeFor(pieceDragId(1), rect(320, 105, 300, 50)), overFor(pieceDragId(4)))).toEqual({
      list: 10,
      index: 2,
      targetPieceId: 4,
      after: true,
    });
  });

  it('is the end of a list dropped on, not counting the dragged piece', () => {
    const overUnassigned = overFor(UNASSIGNED_DROP_ID);
    expect(dropTargetOf(concert, activeFor(pieceDragId(2), rect(0, 300, 300, 50)), overUnassigned)).toEqual({
      list: UNASSIGNED,
      index: 1,
      targetPieceId: null,
      after: true,
    });
    expect(
      dropTargetOf(concert, activeFor(pieceDragId(3), rect(320, 400, 300, 50)), overFor(ensembleDragId(20))),
    ).toEqual({ list: 20, index: 0, targetPieceId: null, after: true });
  });

  it('is nothing without a place under the piece, or for an ensemble being dragged', () => {
    expect(dropTargetOf(concert, activeFor(pieceDragId(1), rect(0, 0, 300, 50)), null)).toBeNull();
    expect(
      dropTargetOf(concert, activeFor(ensembleDragId(10), rect(320, 330, 300, 300)), overFor(ensembleDragId(20))),
    ).toBeNull();
  });

  it('gives the move that puts the piece where the line showed', () => {
    // piece 3 dragged just below piece 4 of its own Band
    const target = dropTargetOf(concert, activeFor(pieceDragId(3), rect(320, 110, 300, 50)), overFor(pieceDragId(4)))!;
    expect(target).toEqual({ list: 10, index: 1, targetPieceId: 4, after: true });
    const moved = applyPieceMove(concert, { pieceId: 3, to: target.list, index: target.index });
    expect(listIds(moved, 10)).toEqual([4, 3]);
    // Unassigned's piece 1 dropped above piece 3: it joins the Band first, and every order is renumbered
    const joined = dropTargetOf(concert, activeFor(pieceDragId(1), rect(320, 20, 300, 50)), overFor(pieceDragId(3)))!;
    const after = applyPieceMove(concert, { pieceId: 1, to: joined.list, index: joined.index });
    expect([listIds(after, UNASSIGNED), listIds(after, 10)]).toEqual([[2], [1, 3, 4]]);
    expect([...after.pieces].sort((a, b) => a.order - b.order).map((p) => [p.id, p.order])).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
      [4, 4],
    ]);
  });
});
