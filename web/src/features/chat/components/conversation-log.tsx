import { Box, Button, Flex, Heading, HStack, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Recommendation } from '@app/shared/contracts/chat';
import { useProgramPicksContext, type ProgramPick } from '../../../lib/add-to-program';
import { useEnsembles } from '../../../lib/ensembles';
import type { Turn } from '../hooks/use-conversation';
import { pieceToAdd, recommendationKey } from '../utils/recommendation-piece';
import { RecommendationCard } from './recommendation-card';
import styles from './thinking-dots.module.css';

// asked only when some picks are in the program already: the dialog machinery loads then, not with the page
const AppDialog = lazy(() =>
  import('../../../components/app-dialog').then((module) => ({ default: module.AppDialog })),
);

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

/** What a recommendation offers; the program being built comes from ProgramPicksContext (app/ provides it). */
export interface RecommendationActions {
  /** The ensemble an answer is for when its picks do not say (an answer for one ensemble): the chosen one. */
  chosenEnsembleId: number | null;
  onInsights(recommendation: Recommendation): void;
  onMoreLikeThis(recommendation: Recommendation): void;
}

export interface ConversationLogProps extends RecommendationActions {
  turns: Turn[];
  /** The assistant is answering the last message. */
  pending: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Shenandoah" is / "A", "B" are / 5 of these 7 pieces are: a few are named, more are counted. */
function alreadyHeld(held: readonly Recommendation[], of: number): string {
  if (held.length > 3) return `${held.length} of these ${of} pieces are`;
  return `${held.map((r) => `"${r.title}"`).join(', ')} ${held.length === 1 ? 'is' : 'are'}`;
}

/**
 * "Add all 7 to Spring Concert": every pick of an answer (or of one ensemble's part) in one action,
 * each under the ensemble it was recommended for. Picks the program holds already are not added
 * twice: the director is asked first whether to add the others. Says so when all are in.
 */
export function AddAllButton({
  recommendations,
  forEnsemble,
  chosenEnsembleId,
}: Pick<RecommendationActions, 'chosenEnsembleId'> & {
  recommendations: Recommendation[];
  /** The part's ensemble, for a part of an answer for several ensembles. */
  forEnsemble?: string;
}) {
  const program = useProgramPicksContext();
  const [adding, setAdding] = useState(false);
  const [asking, setAsking] = useState(false);
  // mounted from the first ask on, so that it animates out as it closes
  const [asked, setAsked] = useState(false);
  const target = program.program ? program.program.title : 'a new program';
  const held = recommendations.filter((r) => program.placeOf(pieceToAdd(r)));
  const others = recommendations.filter((r) => !held.includes(r));
  const label = `Add all ${recommendations.length} to ${target}`;
  const toPicks = (rs: readonly Recommendation[]): ProgramPick[] =>
    rs.map((r) => ({ piece: pieceToAdd(r), ensembleId: r.ensemble_id ?? chosenEnsembleId }));
  const add = async (rs: readonly Recommendation[]) => {
    setAdding(true);
    try {
      await program.add(toPicks(rs));
    } finally {
      setAdding(false);
    }
  };

  if (program.program && !others.length)
    return (
      <Text fontSize="sm" color="green.700" fontWeight="medium">
        <span aria-hidden="true">✓ </span>
        {recommendations.length === 1 ? 'It is' : `All ${recommendations.length} are`} in {program.program.title}
      </Text>
    );
  return (
    <>
      <Button
        size="sm"
        colorPalette="blue"
        variant="subtle"
        loading={adding}
        onClick={() => {
          if (!held.length) return void add(recommendations);
          setAsked(true);
          setAsking(true);
        }}
        aria-label={forEnsemble ? `${label}, for ${forEnsemble}` : label}
      >
        {label}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <AppDialog
            open={asking}
            onClose={() => setAsking(false)}
            role="alertdialog"
            title={`Already in ${target}`}
            footer={
              <>
                <Button variant="outline" onClick={() => setAsking(false)}>
                  Cancel
                </Button>
                <Button
                  colorPalette="blue"
                  onClick={() => {
                    setAsking(false);
                    void add(others);
                  }}
                >
                  Add the other {others.length}
                </Button>
              </>
            }
          >
            <Text>
              {alreadyHeld(held, recommendations.length)} already in {target}. Add the other{' '}
              {plural(others.length, 'piece')}?
            </Text>
          </AppDialog>
        </Suspense>
      )}
    </>
  );
}

/** One card per pick, each saying whether the program being built holds it already. */
function RecommendationCards({
  recommendations,
  busy,
  chosenEnsembleId,
  ...actions
}: RecommendationActions & { recommendations: Recommendation[]; busy: boolean }) {
  const program = useProgramPicksContext();
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" p="0" m="0">
      {recommendations.map((r, index) => {
        const place = program.placeOf(pieceToAdd(r));
        return (
          <li key={recommendationKey(r, index)} style={{ display: 'flex', minWidth: 0 }}>
            <Box flex="1" display="flex" minW="0">
              <RecommendationCard
                recommendation={r}
                busy={busy}
                onAdd={() => program.add([{ piece: pieceToAdd(r), ensembleId: r.ensemble_id ?? chosenEnsembleId }])}
                added={place && program.program ? `In ${program.program.title} (${place.where})` : null}
                onRemove={() => (place ? program.remove({ ...place, title: r.title }) : Promise.resolve(false))}
                {...actions}
              />
            </Box>
          </li>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * The assistant's recommendations as cards (also used for the ensemble's suggestions), with an
 * "Add all" for the answer. An answer for several ensembles ("15 minutes for the band and 10 for
 * the jazz band") shows each ensemble's pieces under its name, each part with its own "Add all".
 */
export function RecommendationList({
  recommendations,
  busy,
  ...actions
}: RecommendationActions & { recommendations: Recommendation[]; busy: boolean }) {
  const ensembles = useEnsembles();
  if (!recommendations.length) return null;
  const groups = [...new Set(recommendations.map((r) => r.ensemble_id))];
  const addAll = (rs: Recommendation[], forEnsemble?: string) =>
    rs.length > 1 && (
      <AddAllButton recommendations={rs} forEnsemble={forEnsemble} chosenEnsembleId={actions.chosenEnsembleId} />
    );
  if (groups.length > 1 || groups[0] !== undefined)
    return (
      <Box display="flex" flexDirection="column" gap="3">
        {groups.length > 1 && <Box>{addAll(recommendations)}</Box>}
        {groups.map((id) => {
          const name = ensembleName(ensembles.data, id);
          const part = recommendations.filter((r) => r.ensemble_id === id);
          return (
            <Box as="section" key={id ?? 'chosen'} aria-label={`For ${name}`}>
              <Flex gap="2" mb="2" align="center" justify="space-between" wrap="wrap">
                <Heading as="h3" size="sm">
                  For {name}
                </Heading>
                {addAll(part, name)}
              </Flex>
              <RecommendationCards recommendations={part} busy={busy} {...actions} />
            </Box>
          );
        })}
      </Box>
    );
  return (
    <Box display="flex" flexDirection="column" gap="3" alignItems="stretch">
      {recommendations.length > 1 && <Box>{addAll(recommendations)}</Box>}
      <RecommendationCards recommendations={recommendations} busy={busy} {...actions} />
    </Box>
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
