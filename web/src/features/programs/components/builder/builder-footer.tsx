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
 * library and chat pages add pieces to (none selected: they go to Unassigned). From md up it is one
 * line (label, chips, the manage button at the end); on a phone the label and the manage button
 * share the first line and the chips a second one that scrolls sideways, so the strip takes two
 * short lines of the phone's screen. A chip shows its ensemble's whole name (its accessible name);
 * one longer than the screen is cut with an ellipsis, the whole name in its tooltip.
 */
export const BuilderFooter = memo(function BuilderFooter({
  ensembles,
  currentEnsembleId,
  onCurrentEnsemble,
  onManage,
}: BuilderFooterProps) {
  return (
    <Flex align="center" columnGap="2" rowGap="1" wrap="wrap" width="full">
      <Text fontSize="sm" color="fg.muted" id="current-ensemble-label">
        Add pieces to:
      </Text>
      <Flex
        order={{ base: 1, md: 0 }}
        flexBasis={{ base: 'full', md: 'auto' }}
        minW="0"
        gap="2"
        align="center"
        wrap={{ base: 'nowrap', md: 'wrap' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        // a finger scrolls the chips: no scrollbar there (a mouse gets a thin one); the end fades while more follows
        css={{
          scrollbarWidth: 'none',
          '@media (pointer: fine)': { scrollbarWidth: 'thin' },
          '& > *': { flexShrink: 0 },
        }}
        p={{ base: '1', md: '0' }}
        m={{ base: '-1', md: '0' }}
        pe={{ base: '6', md: '0' }}
        maskImage={{ base: 'linear-gradient(to right, black calc(100% - 1.5rem), transparent)', md: 'none' }}
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
              maxW={{ base: '80vw', md: 'full' }}
              title={ensemble.name}
              onClick={() => onCurrentEnsemble(current ? null : ensemble.ensemble_id)}
            >
              <Text as="span" truncate>
                {ensemble.name}
              </Text>
            </Button>
          );
        })}
        {currentEnsembleId === null && ensembles.length > 0 && (
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
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
