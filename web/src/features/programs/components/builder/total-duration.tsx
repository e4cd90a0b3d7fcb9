import { chakra } from '@chakra-ui/react';
import type { ProgramPiece } from '@app/shared/contracts/programs';
import { totalDurationParts } from '@app/shared/domain/duration';

/**
 * A list's running time: the known lengths' m:ss ("—" when none is known), then "+ 2 pieces
 * without a length", which narrow screens leave out below `noteFrom` (each piece shows its "—").
 */
export function TotalDuration({ pieces, noteFrom }: { pieces: readonly ProgramPiece[]; noteFrom: 'sm' | 'md' }) {
  const { time, without } = totalDurationParts(pieces);
  return (
    <>
      {time}
      {without && <chakra.span display={{ base: 'none', [noteFrom]: 'inline' }}> {without}</chakra.span>}
    </>
  );
}
