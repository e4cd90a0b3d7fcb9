import { Badge } from '@chakra-ui/react';
import type { ProgramStatus } from '@app/shared/contracts/programs';

/** A program's status as the Programs page shows it: "Finalized" (green) or "In Progress" (blue). */
export function ProgramStatusBadge({ status }: { status: ProgramStatus }) {
  return status === 'finalized' ? (
    <Badge colorPalette="green" variant="subtle">
      Finalized
    </Badge>
  ) : (
    <Badge colorPalette="blue" variant="subtle">
      In Progress
    </Badge>
  );
}
