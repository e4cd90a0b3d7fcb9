import { Badge, Box, Button, Flex, Heading, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { Recommendation } from '@app/shared/contracts/chat';
import { formatDuration } from '@app/shared/domain/duration';
import { uilListingText } from '@app/shared/domain/uil-listing';

export interface RecommendationCardProps {
  recommendation: Recommendation;
  /** Resolves once the piece is added (or failed: the caller shows its own notice). */
  onAdd(recommendation: Recommendation): Promise<unknown>;
  onInsights(recommendation: Recommendation): void;
  onMoreLikeThis(recommendation: Recommendation): void;
  /** The assistant is answering: "More like this" waits. */
  busy?: boolean;
}

/** Who wrote it: "Frank Ticheli", "arr. Dave Black", or both. */
export function creditsOf(r: Pick<Recommendation, 'composer' | 'arranger'>): string {
  return [r.composer, r.arranger ? `arr. ${r.arranger}` : null].filter(Boolean).join(' / ');
}

/** One piece the assistant recommends: its facts, why it fits, and what the director can do with it. */
export function RecommendationCard({
  recommendation: r,
  onAdd,
  onInsights,
  onMoreLikeThis,
  busy = false,
}: RecommendationCardProps) {
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const credits = creditsOf(r);

  const add = async () => {
    setAdding(true);
    try {
      await onAdd(r);
    } finally {
      setAdding(false);
    }
  };

  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      display="flex"
      flexDirection="column"
      gap="2"
      minW="0"
    >
      <Flex gap="2" align="flex-start" justify="space-between">
        <Box minW="0">
          <Heading as="h3" size="sm" id={titleId} lineHeight="short">
            {r.title}
          </Heading>
          {credits && (
            <Text fontSize="sm" color="fg.muted">
              {credits}
            </Text>
          )}
        </Box>
        <Badge colorPalette={r.source === 'library' ? 'green' : 'purple'} variant="subtle" flexShrink={0}>
          {r.source === 'library' ? 'Your library' : 'Catalogue'}
        </Badge>
      </Flex>
      <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
        {r.grade != null && <Text>Grade {r.grade}</Text>}
        {r.duration != null ? (
          <Text>
            <VisuallyHidden>Duration </VisuallyHidden>
            {formatDuration(r.duration)}
          </Text>
        ) : (
          r.source === 'catalog' && <Text>Duration not listed</Text>
        )}
        {r.uil && <Text>{uilListingText(r.uil)}</Text>}
      </HStack>
      <Text fontSize="sm">{r.reason}</Text>
      <Flex gap="2" wrap="wrap" mt="auto" pt="1">
        <Button
          size="xs"
          colorPalette="blue"
          onClick={() => void add()}
          loading={adding}
          aria-label={`Add to program: ${r.title}`}
        >
          Add to program
        </Button>
        <Button size="xs" variant="outline" onClick={() => onInsights(r)} aria-label={`Insights: ${r.title}`}>
          Insights
        </Button>
        <Button
          size="xs"
          variant="outline"
          onClick={() => onMoreLikeThis(r)}
          disabled={busy}
          aria-label={`More like this: ${r.title}`}
        >
          More like this
        </Button>
      </Flex>
    </Box>
  );
}
