import { Badge, Flex, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { memo, useCallback, useMemo, useState, type CSSProperties } from 'react';
import type { ProgramEnsemble, ProgramPiece } from '@app/shared/contracts/programs';
import { ensembleTypeLabel } from '@app/shared/domain/ensemble-labels';
import type { Intermission } from '@app/shared/domain/intermission';
import { TotalDuration } from './total-duration';
import { ChevronDownIcon, ExpandIcon, GripIcon } from '../../../../components/icons';
import { ensembleDragId, type DragData, type DropTarget } from '../../hooks/use-board-dnd';
import { pmlKey, type PmlListing } from '../../utils/uil-check';
import { EmptyDropZone } from './empty-drop-zone';
import { BuilderIntermission } from './builder-intermission';
import { BuilderPieceCard } from './builder-piece-card';
import { indicatorAt } from './builder-unassigned-panel';
import styles from './builder-ensemble-section.module.css';

export interface BuilderEnsembleSectionProps {
  ensemble: ProgramEnsemble;
  pieces: ProgramPiece[];
  /** The drag's insert place when it is in this section (null otherwise, so other sections do not re-render). */
  dropTarget: DropTarget | null;
  /** For a half concert: where the intermission falls (drawn below this section when it follows its set). */
  intermission: Intermission | null;
  onRemove(piece: ProgramPiece): void;
  /** Opens the piece's program notes (the director's, or a draft from its facts). */
  onNotes(piece: ProgramPiece): void;
  /** A program marked UIL Concert & Sight-Reading: its pieces' PML listings (`pmlByPiece`). */
  pml?: ReadonlyMap<string, PmlListing>;
}

/** The ensemble's name: up to two lines below md (then cut), one line from md up (then cut). */
const NAME_ON_TWO_LINES_ON_PHONE = {
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  lineHeight: '1.3',
  md: { display: 'block', whiteSpace: 'nowrap', textOverflow: 'ellipsis', lineHeight: 'inherit' },
} as const;

interface SectionHeaderProps {
  ensemble: ProgramEnsemble;
  pieces: ProgramPiece[];
  expanded: boolean;
  bodyId: string;
  onToggle(): void;
  grip: Pick<ReturnType<typeof useSortable>, 'setActivatorNodeRef' | 'attributes' | 'listeners'>;
}

/**
 * The section's header: its grip, name, type, piece count and running time. Memoised apart from the
 * section: dnd-kit re-renders every sortable section at a drag's start and end, and the header's
 * Chakra components are most of a section's render.
 */
const SectionHeader = memo(
  function SectionHeader({ ensemble, pieces, expanded, bodyId, onToggle, grip }: SectionHeaderProps) {
    return (
      <Flex align="center" gap="1" px="2" py="2">
        {/* the browser's own tooltip, as on each piece's handle (see builder-piece-card.tsx) */}
        <IconButton
          ref={grip.setActivatorNodeRef}
          {...grip.attributes}
          {...grip.listeners}
          aria-label={`Move ensemble ${ensemble.name}`}
          title="Drag to reorder the ensembles"
          variant="ghost"
          size="xs"
          color="fg.muted"
          cursor="grab"
        >
          <GripIcon size={16} />
        </IconButton>
        <chakra.button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          display="flex"
          alignItems="center"
          gap="2"
          flex="1"
          minW="0"
          textAlign="left"
          cursor="pointer"
          borderRadius="sm"
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
        >
          {expanded ? <ChevronDownIcon size={16} /> : <ExpandIcon size={16} />}
          {/* a phone shows the whole name on up to two lines; wider screens cut it, its whole name in the tooltip */}
          <Text fontWeight="semibold" title={ensemble.name} css={NAME_ON_TWO_LINES_ON_PHONE}>
            {ensemble.name}
          </Text>
          <Text fontSize="xs" color="fg.muted" display={{ base: 'none', sm: 'inline' }} truncate>
            {ensembleTypeLabel(ensemble.type)}
          </Text>
          <Badge ml="auto" aria-label={`${pieces.length} pieces`}>
            {pieces.length}
          </Badge>
          <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="ensemble-duration">
            <TotalDuration pieces={pieces} noteFrom="sm" />
          </Text>
        </chakra.button>
      </Flex>
    );
  },
  (a, b) =>
    a.ensemble.name === b.ensemble.name &&
    a.ensemble.type === b.ensemble.type &&
    a.expanded === b.expanded &&
    a.bodyId === b.bodyId &&
    a.onToggle === b.onToggle &&
    a.grip.setActivatorNodeRef === b.grip.setActivatorNodeRef &&
    a.grip.attributes === b.grip.attributes &&
    a.grip.listeners === b.grip.listeners &&
    samePieces(a.pieces, b.pieces),
);

interface SectionPiecesProps {
  ensembleId: number;
  pieces: ProgramPiece[];
  dropTarget: DropTarget | null;
  bodyId: string;
  onRemove(piece: ProgramPiece): void;
  /** Opens the piece's program notes (the director's, or a draft from its facts). */
  onNotes(piece: ProgramPiece): void;
  pml: ReadonlyMap<string, PmlListing> | undefined;
}

/** The section's pieces, or its empty drop zone; memoised apart from the section, as its header. */
const SectionPieces = memo(
  function SectionPieces({ ensembleId, pieces, dropTarget, bodyId, onRemove, onNotes, pml }: SectionPiecesProps) {
    const atEnd = dropTarget?.list === ensembleId && dropTarget.targetPieceId === null;
    return (
      <Stack id={bodyId} gap="2" px="3" pb="3">
        {pieces.length === 0 ? (
          <EmptyDropZone targeted={atEnd} py="4" color="fg.muted" fontSize="sm">
            Drop pieces here
          </EmptyDropZone>
        ) : (
          pieces.map((piece, i) => (
            <BuilderPieceCard
              key={piece.id}
              piece={piece}
              list={ensembleId}
              indicator={indicatorAt(dropTarget, piece.id) ?? (atEnd && i === pieces.length - 1 ? 'after' : null)}
              onRemove={onRemove}
              onNotes={onNotes}
              pml={pml?.get(pmlKey(ensembleId, piece.id))}
            />
          ))
        )}
      </Stack>
    );
  },
  (a, b) =>
    a.ensembleId === b.ensembleId &&
    a.dropTarget === b.dropTarget &&
    a.bodyId === b.bodyId &&
    a.onRemove === b.onRemove &&
    a.onNotes === b.onNotes &&
    a.pml === b.pml &&
    samePieces(a.pieces, b.pieces),
);

/**
 * One ensemble of the program: a sortable section (drag it by its grip to reorder the ensembles),
 * expanded by default and toggled by a click on its header, and a drop area for pieces.
 */
export const BuilderEnsembleSection = memo(function BuilderEnsembleSection({
  ensemble,
  pieces,
  dropTarget,
  intermission,
  onRemove,
  onNotes,
  pml,
}: BuilderEnsembleSectionProps) {
  const [expanded, setExpanded] = useState(true);
  const toggle = useCallback(() => setExpanded((was) => !was), []);
  const data: DragData = { kind: 'ensemble', ensembleId: ensemble.ensemble_id, name: ensemble.name };
  const sortable = useSortable({
    id: ensembleDragId(ensemble.ensemble_id),
    data,
    attributes: { roleDescription: 'movable ensemble' },
  });
  const { setActivatorNodeRef, attributes, listeners } = sortable;
  const grip = useMemo(
    () => ({ setActivatorNodeRef, attributes, listeners }),
    [setActivatorNodeRef, attributes, listeners],
  );
  const targeted = dropTarget?.list === ensemble.ensemble_id;
  const bodyId = `ensemble-${ensemble.ensemble_id}-pieces`;
  return (
    <>
      <section
        ref={sortable.setNodeRef}
        aria-label={ensemble.name}
        data-testid="builder-ensemble"
        data-ensemble-id={ensemble.ensemble_id}
        data-drop-target={targeted}
        data-dragging={sortable.isDragging}
        className={styles.section}
        style={
          {
            transform: sortable.transform
              ? `translate3d(${sortable.transform.x}px, ${sortable.transform.y}px, 0)`
              : undefined,
            transition: sortable.transition,
            '--pieces': expanded ? pieces.length : 0,
          } as CSSProperties
        }
      >
        <SectionHeader
          ensemble={ensemble}
          pieces={pieces}
          expanded={expanded}
          bodyId={bodyId}
          onToggle={toggle}
          grip={grip}
        />
        {expanded && (
          <SectionPieces
            ensembleId={ensemble.ensemble_id}
            pieces={pieces}
            dropTarget={dropTarget}
            bodyId={bodyId}
            onRemove={onRemove}
            onNotes={onNotes}
            pml={pml}
          />
        )}
      </section>
      {intermission?.afterEnsembleId === ensemble.ensemble_id && <BuilderIntermission intermission={intermission} />}
    </>
  );
}, sameSection);

const samePieces = (a: readonly ProgramPiece[], b: readonly ProgramPiece[]) =>
  a.length === b.length &&
  a.every((p, i) => {
    const q = b[i]!;
    return (
      p.id === q.id &&
      p.title === q.title &&
      p.composer === q.composer &&
      p.arranger === q.arranger &&
      p.duration === q.duration
    );
  });

/** A move renumbers every piece: a section re-renders only when what it shows changed. */
function sameSection(a: BuilderEnsembleSectionProps, b: BuilderEnsembleSectionProps) {
  return (
    a.ensemble.ensemble_id === b.ensemble.ensemble_id &&
    a.ensemble.name === b.ensemble.name &&
    a.ensemble.type === b.ensemble.type &&
    a.dropTarget === b.dropTarget &&
    a.onRemove === b.onRemove &&
    a.onNotes === b.onNotes &&
    a.pml === b.pml &&
    (a.intermission?.afterEnsembleId ?? null) === (b.intermission?.afterEnsembleId ?? null) &&
    (a.intermission?.at ?? null) === (b.intermission?.at ?? null) &&
    (a.intermission?.withoutLength ?? null) === (b.intermission?.withoutLength ?? null) &&
    samePieces(a.pieces, b.pieces)
  );
}
