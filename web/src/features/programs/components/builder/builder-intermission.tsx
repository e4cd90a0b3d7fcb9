import { Box, Flex, chakra } from '@chakra-ui/react';
import { formatDuration, withoutDurationText } from '@app/shared/domain/duration';
import type { Intermission } from '@app/shared/domain/intermission';

const rule = <Box flex="1" borderTopWidth="2px" borderStyle="dashed" borderColor="orange.300" />;

/**
 * The intermission line between two ensembles' sets, where the printed program puts it: "Intermission
 * after 15:00", with "+ 1 piece without a length" from sm up when lengths before it are unknown.
 */
export function BuilderIntermission({ intermission }: { intermission: Intermission }) {
  const { at, withoutLength } = intermission;
  const known = at > 0 || withoutLength === 0;
  return (
    <Flex
      align="center"
      gap="2"
      py="1"
      color="orange.700"
      fontSize="xs"
      fontWeight="semibold"
      data-testid="intermission"
    >
      {rule}
      <span>
        Intermission{known && ` after ${formatDuration(at)}`}
        {known && withoutLength > 0 && (
          <chakra.span display={{ base: 'none', sm: 'inline' }}> {withoutDurationText(withoutLength)}</chakra.span>
        )}
      </span>
      {rule}
    </Flex>
  );
}
