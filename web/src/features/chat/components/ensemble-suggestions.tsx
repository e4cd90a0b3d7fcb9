import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import { Loading } from '../../../components/loading';
import { messageOf } from '../../../lib/api-client';
import { useEnsembleRecommendations } from '../api/get-ensemble-recommendations';
import { RecommendationList, type RecommendationActions } from './conversation-log';

export interface EnsembleSuggestionsProps extends RecommendationActions {
  ensembleId: number;
  ensembleName: string;
  busy: boolean;
}

/** A balanced set for the chosen ensemble, before the director asks anything (nothing is stored). */
export function EnsembleSuggestions({ ensembleId, ensembleName, busy, ...actions }: EnsembleSuggestionsProps) {
  const { data, error } = useEnsembleRecommendations(ensembleId);
  return (
    <Box as="section" aria-labelledby="ensemble-suggestions-heading">
      <Heading as="h2" size="md" mb="2" id="ensemble-suggestions-heading">
        Suggestions for {ensembleName}
      </Heading>
      {error ? (
        <Text fontSize="sm" color="fg.muted">
          Suggestions could not be loaded just now ({messageOf(error)}). You can still ask the assistant below.
        </Text>
      ) : !data ? (
        <HStack gap="2" color="fg.muted">
          <Loading size="small" label="Loading suggestions" />
          <Text fontSize="sm">Finding pieces that suit {ensembleName}…</Text>
        </HStack>
      ) : (
        <Box display="flex" flexDirection="column" gap="3">
          <Text fontSize="sm" color="fg.muted">
            {data.reply}
          </Text>
          <RecommendationList recommendations={data.recommendations} busy={busy} {...actions} />
        </Box>
      )}
    </Box>
  );
}
