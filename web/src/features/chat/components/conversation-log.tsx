import { Box, Heading, HStack, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { useEnsembles } from '../../../lib/ensembles';
import { useEffect, useRef } from 'react';
import type { Recommendation } from '@app/shared/contracts/chat';
import type { Turn } from '../hooks/use-conversation';
import { recommendationKey } from '../utils/recommendation-piece';
import { RecommendationCard } from './recommendation-card';
import styles from './thinking-dots.module.css';

const BUBBLE = {
  You: {
    alignSelf: 'flex-end',
    maxW: { base: '90%', md: '75%' },
    bg: 'blue.600',
    color: 'white',
    borderBottomRightRadius: 'sm',
  },
  'The assistant': {
    alignSelf: 'flex-start',
    maxW: { base: '100%', md: '85%' },
    bg: 'gray.100',
    borderBottomLeftRadius: 'sm',
  },
} as const;

/** One turn's words, on its speaker's side; a screen reader hears who said them. */
function Bubble({ speaker, content }: { speaker: keyof typeof BUBBLE; content: string }) {
  return (
    <Box px="4" py="2" borderRadius="lg" {...BUBBLE[speaker]}>
      <VisuallyHidden>{speaker} said: </VisuallyHidden>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {content}
      </Text>
    </Box>
  );
}

/** Room kept below what is scrolled into view: the Program Builder's bar covers the bottom of the window. */
export const BELOW_BAR = { base: '32', md: '20' } as const;

const ensembleName = (ensembles: readonly Ensemble[] | undefined, id: number | undefined) =>
  ensembles?.find((e) => e.id === id)?.name ?? 'the chosen ensemble';

export interface RecommendationActions {
  onAdd(recommendation: Recommendation): Promise<unknown>;
  onInsights(recommendation: Recommendation): void;
  onMoreLikeThis(recommendation: Recommendation): void;
}

export interface ConversationLogProps extends RecommendationActions {
  turns: Turn[];
  /** The assistant is answering the last message. */
  pending: boolean;
}

/**
 * The assistant's recommendations as cards (also used for the ensemble's suggestions). An answer
 * for several ensembles ("15 minutes for the band and 10 for the jazz band") shows each
 * ensemble's pieces under its name.
 */
export function RecommendationList({
  recommendations,
  busy,
  ...actions
}: RecommendationActions & { recommendations: Recommendation[]; busy: boolean }) {
  const ensembles = useEnsembles();
  if (!recommendations.length) return null;
  const groups = [...new Set(recommendations.map((r) => r.ensemble_id))];
  if (groups.length > 1 || groups[0] !== undefined)
    return (
      <Box display="flex" flexDirection="column" gap="3">
        {groups.map((id) => (
          <Box as="section" key={id ?? 'chosen'} aria-label={`For ${ensembleName(ensembles.data, id)}`}>
            <Heading as="h3" size="sm" mb="2">
              For {ensembleName(ensembles.data, id)}
            </Heading>
            <RecommendationList
              recommendations={recommendations.filter((r) => r.ensemble_id === id).map(({ ensemble_id: _, ...r }) => r)}
              busy={busy}
              {...actions}
            />
          </Box>
        ))}
      </Box>
    );
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" p="0" m="0">
      {recommendations.map((r, index) => (
        <li key={recommendationKey(r, index)} style={{ display: 'flex', minWidth: 0 }}>
          <Box flex="1" display="flex" minW="0">
            <RecommendationCard recommendation={r} busy={busy} {...actions} />
          </Box>
        </li>
      ))}
    </SimpleGrid>
  );
}

/**
 * The director's messages and the assistant's replies, as a live log: a screen reader hears each
 * new message. A new answer is scrolled into view from its start.
 */
export function ConversationLog({ turns, pending, ...actions }: ConversationLogProps) {
  const lastRef = useRef<HTMLLIElement>(null);
  const pendingRef = useRef<HTMLLIElement>(null);
  const last = turns.at(-1);

  useEffect(() => {
    if (pending) pendingRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    else if (last?.role === 'assistant') lastRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [pending, last]);

  return (
    // hidden while empty (no empty gap in the page); it shows with the director's first message, before any answer to announce
    <Box role="log" aria-live="polite" aria-label="Conversation" display={turns.length || pending ? 'block' : 'none'}>
      <Box as="ul" listStyleType="none" p="0" m="0" display="flex" flexDirection="column" gap="4">
        {turns.map((turn, index) => (
          <Box
            as="li"
            key={turn.key}
            ref={index === turns.length - 1 ? lastRef : undefined}
            scrollMarginTop="20"
            display="flex"
            flexDirection="column"
          >
            {turn.role === 'user' ? (
              <Bubble speaker="You" content={turn.content} />
            ) : (
              <Box alignSelf="stretch" display="flex" flexDirection="column" gap="3">
                <Bubble speaker="The assistant" content={turn.content} />
                <RecommendationList recommendations={turn.recommendations} busy={pending} {...actions} />
              </Box>
            )}
          </Box>
        ))}
        {pending && (
          <Box as="li" ref={pendingRef} alignSelf="flex-start" scrollMarginBottom={BELOW_BAR}>
            <HStack gap="2" bg="gray.100" px="4" py="2" borderRadius="lg" color="fg.muted">
              <span className={styles.dots} aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              <Text>The assistant is thinking…</Text>
            </HStack>
          </Box>
        )}
      </Box>
    </Box>
  );
}
