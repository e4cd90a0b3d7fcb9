import { Badge, Box, Button, Flex, Heading, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { Recommendation } from '@app/shared/contracts/chat';
import { formatDuration } from '@app/shared/domain/duration';
import { uilListingText } from '@app/shared/domain/uil-listing';

export interface RecommendationCardProps {
  recommendation: Recommendation;
  /** Resolves once the piece is added (or failed: the caller shows its own notice). */
  onAdd(recommendation: Recommendation): Promise<unknown>;
  /**
   * Where the program being built holds this piece already ("In Spring Concert (Concert Band)"):
   * the card says so and offers Remove instead of Add to program.
   */
  added?: string | null;
  /** Takes the piece out of the program again; resolves once done (or failed, with the caller's notice). */
  onRemove?(recommendation: Recommendation): Promise<unknown>;
  onInsights(recommendation: Recommendation): void;
  onMoreLikeThis(recommendation: Recommendation): void;
  /** The assistant is answering: "More like this" waits. */
  busy?: boolean;
}

/** The scales a catalogue grade can be on, as a director reads them beside the UIL's. */
const SCALE_WORDS: Record<NonNullable<Recommendation['grade_scale']>, string> = {
  uil: 'UIL',
  uil_class: 'UIL class',
  wrp: 'Wind Repertory Project',
  publisher: 'publisher',
};

/**
 * The piece's grade, with its scale when the card also shows the UIL's grade and the two differ
 * ("Grade 2 (publisher)" beside "UIL grade 3, …"), so the director can tell which is which.
 */
function gradeText(r: Recommendation): string | null {
  if (r.grade == null) return null;
  if (!r.uil || r.uil.grade === r.grade) return `Grade ${r.grade}`;
  const scale = r.grade_scale ? SCALE_WORDS[r.grade_scale] : r.source === 'library' ? 'your library' : 'catalogue';
  return `Grade ${r.grade} (${scale})`;
}

/** Who wrote it: "Frank Ticheli", "arr. Dave Black", or both. */
export function creditsOf(r: Pick<Recommendation, 'composer' | 'arranger'>): string {
  return [r.composer, r.arranger ? `arr. ${r.arranger}` : null].filter(Boolean).join(' / ');
}

/** One piece the assistant recommends: its facts, why it fits, and what the director can do with it. */
export function RecommendationCard({
  recommendation: r,
  onAdd,
  added = null,
  onRemove,
  onInsights,
  onMoreLikeThis,
  busy = false,
}: RecommendationCardProps) {
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  const credits = creditsOf(r);
  const grade = gradeText(r);

  const run = async (action: (r: Recommendation) => Promise<unknown>) => {
    setSaving(true);
    try {
      await action(r);
    } finally {
      setSaving(false);
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
        {grade && <Text>{grade}</Text>}
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
      {added && (
        <Text fontSize="sm" color="green.700" fontWeight="medium" mt="auto">
          <span aria-hidden="true">✓ </span>
          {added}
        </Text>
      )}
      <Flex gap="2" wrap="wrap" mt={added ? undefined : 'auto'} pt="1">
        {added ? (
          <Button
            size="xs"
            variant="outline"
            onClick={() => onRemove && void run(onRemove)}
            loading={saving}
            disabled={!onRemove}
            aria-label={`Remove from program: ${r.title}`}
          >
            Remove
          </Button>
        ) : (
          <Button
            size="xs"
            colorPalette="blue"
            onClick={() => void run(onAdd)}
            loading={saving}
            aria-label={`Add to program: ${r.title}`}
          >
            Add to program
          </Button>
        )}
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
