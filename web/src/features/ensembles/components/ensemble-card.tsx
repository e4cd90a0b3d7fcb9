import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { ensembleTypeLabel } from '@app/shared/domain/ensemble-labels';
import { uilStanding } from '../../../lib/uil-standing';

export interface EnsembleCardProps {
  ensemble: Ensemble;
  onEdit: (ensemble: Ensemble) => void;
  onDelete: (ensemble: Ensemble) => void;
  /** Opens the ensemble's repertoire history. */
  onHistory: (ensemble: Ensemble) => void;
  /** "Played 12 pieces in 3 concerts"; nothing before its first concert (or while the history loads). */
  played?: string | null;
}

/** "Level 4 · 55 members", or what of it is set. */
export const ensembleFacts = ({ level, size }: Pick<Ensemble, 'level' | 'size'>): string =>
  [level != null && `Level ${level}`, size != null && `${size} ${size === 1 ? 'member' : 'members'}`]
    .filter(Boolean)
    .join(' · ');

/**
 * One ensemble: name, type, its UIL conference and classification when set, level, size,
 * instrumentation, what it played in concerts, and its History, Edit and Delete buttons.
 */
export function EnsembleCard({ ensemble, onEdit, onDelete, onHistory, played }: EnsembleCardProps) {
  const facts = ensembleFacts(ensemble);
  const uil = uilStanding(ensemble.uil_conference, ensemble.uil_classification);
  return (
    <Box
      as="li"
      listStyleType="none"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      minW="0"
      display="flex"
      flexDirection="column"
      gap="3"
    >
      <Stack gap="1.5" flex="1" minW="0">
        <Heading as="h2" size="md" overflowWrap="anywhere">
          {ensemble.name}
        </Heading>
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette="blue" variant="subtle">
            {ensembleTypeLabel(ensemble.type)}
          </Badge>
          {uil && (
            <Badge colorPalette="orange" variant="subtle">
              {uil}
            </Badge>
          )}
          {facts && (
            <Text fontSize="sm" color="fg.muted">
              {facts}
            </Text>
          )}
        </HStack>
        {ensemble.instrumentation && (
          <Text
            fontSize="sm"
            whiteSpace="pre-line"
            overflowWrap="anywhere"
            lineClamp={4}
            title={ensemble.instrumentation}
          >
            {ensemble.instrumentation}
          </Text>
        )}
        {played && (
          <Text fontSize="sm" color="fg.muted">
            {played}
          </Text>
        )}
      </Stack>
      <Flex gap="2" justify="flex-end" wrap="wrap">
        <Button
          size="sm"
          variant="ghost"
          me="auto"
          aria-label={`History of ${ensemble.name}`}
          onClick={() => onHistory(ensemble)}
        >
          History
        </Button>
        <Button size="sm" variant="outline" aria-label={`Edit ${ensemble.name}`} onClick={() => onEdit(ensemble)}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={`Delete ${ensemble.name}`}
          onClick={() => onDelete(ensemble)}
        >
          Delete
        </Button>
      </Flex>
    </Box>
  );
}
