import { Button, Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { ProgramEnsemble } from '@app/shared/contracts/programs';

export interface BuilderFooterProps {
  ensembles: ProgramEnsemble[];
  currentEnsembleId: number | null;
  onCurrentEnsemble(ensembleId: number | null): void;
  onManage(): void;
}

/**
 * The strip of the program's ensemble chips: the selected one is the current ensemble, which the
 * library and chat pages add pieces to (none selected: they go to Unassigned).
 */
export const BuilderFooter = memo(function BuilderFooter({
  ensembles,
  currentEnsembleId,
  onCurrentEnsemble,
  onManage,
}: BuilderFooterProps) {
  return (
    <Flex align="center" gap="2" wrap="wrap" width="full">
      <Text fontSize="sm" color="fg.muted" id="current-ensemble-label">
        Add pieces to:
      </Text>
      <Flex
        gap="2"
        wrap={{ base: 'nowrap', md: 'wrap' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        maxW="full"
        role="group"
        aria-labelledby="current-ensemble-label"
      >
        {ensembles.map((ensemble) => {
          const current = ensemble.ensemble_id === currentEnsembleId;
          return (
            <Button
              key={ensemble.ensemble_id}
              size="xs"
              borderRadius="full"
              variant={current ? 'solid' : 'outline'}
              colorPalette={current ? 'blue' : 'gray'}
              aria-pressed={current}
              onClick={() => onCurrentEnsemble(current ? null : ensemble.ensemble_id)}
            >
              {ensemble.name}
            </Button>
          );
        })}
        {currentEnsembleId === null && ensembles.length > 0 && (
          <Text fontSize="xs" color="fg.muted" alignSelf="center">
            (none selected: Unassigned)
          </Text>
        )}
      </Flex>
      <Button size="xs" variant="ghost" ml="auto" onClick={onManage}>
        Manage Ensembles
      </Button>
    </Flex>
  );
});
