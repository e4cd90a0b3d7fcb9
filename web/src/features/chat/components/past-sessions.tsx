import {
  Box,
  Button,
  chakra,
  createSlotRecipeContext,
  Heading,
  Stack,
  Text,
  type HTMLChakraProps,
} from '@chakra-ui/react';
import { useId, useLayoutEffect, useRef, useState, type AnimationEvent } from 'react';
import type { ChatSessionSummary } from '@app/shared/contracts/chat';
import { ChevronDownIcon } from '../../../components/icons';
import { Loading } from '../../../components/loading';
import { messageOf } from '../../../lib/api-client';
import { useUserSessions } from '../api/get-user-sessions';
import { formatRecent } from '../../../lib/date-time';

export interface PastSessionsProps {
  currentSessionId: number | null;
  onOpen(sessionId: number): void;
}

const SessionButton = chakra('button', {
  base: {
    display: 'block',
    width: 'full',
    textAlign: 'start',
    px: '3',
    py: '2',
    borderRadius: 'md',
    cursor: 'pointer',
    _hover: { bg: 'gray.100' },
    _currentPage: { bg: 'blue.50', boxShadow: 'inset 3px 0 0 var(--chakra-colors-blue-600)' },
  },
});

function SessionList({ currentSessionId, onOpen }: PastSessionsProps) {
  const { data: sessions, error, isValidating, mutate } = useUserSessions();
  if (error)
    return (
      <Stack gap="2" align="flex-start" px="3">
        <Text fontSize="sm" color="red.700">
          Past conversations could not be loaded: {messageOf(error)}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void mutate()} loading={isValidating}>
          Retry
        </Button>
      </Stack>
    );
  if (!sessions)
    return (
      <Box px="3" py="2">
        <Loading size="small" label="Loading past conversations" />
      </Box>
    );
  if (!sessions.length)
    return (
      <Text fontSize="sm" color="fg.muted" px="3">
        No conversations yet. Your questions and the assistant&apos;s answers are kept here.
      </Text>
    );
  return (
    <Stack gap="3">
      {byEnsemble(sessions).map((group) => (
        <Box as="section" key={group.key} aria-label={group.name}>
          <Text fontSize="xs" fontWeight="semibold" color="gray.600" textTransform="uppercase" px="3" mb="1">
            {group.name}
          </Text>
          <Stack as="ul" listStyleType="none" p="0" m="0" gap="1">
            {group.sessions.map((s) => (
              <li key={s.session_id}>
                <SessionButton
                  type="button"
                  onClick={() => onOpen(s.session_id)}
                  aria-current={s.session_id === currentSessionId ? 'page' : undefined}
                >
                  <SessionLines session={s} />
                </SessionButton>
              </li>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

interface EnsembleSessions {
  /** The ids of the group's ensembles. */
  key: string;
  name: string;
  sessions: ChatSessionSummary[];
}

/** "Jazz Band I, Lincoln Symphonic Band": the ensembles a conversation was held for, or No ensemble when they are gone. */
const ensemblesOf = (session: ChatSessionSummary) => session.ensembles.map((e) => e.name).join(', ') || 'No ensemble';

/**
 * The conversations under the ensembles each was held for (one about several under all their
 * names), the ensembles of the latest one first (the list comes newest first).
 */
export function byEnsemble(sessions: ChatSessionSummary[]): EnsembleSessions[] {
  const groups = new Map<string, EnsembleSessions>();
  for (const session of sessions) {
    const key = session.ensembles.map((e) => e.id).join(',');
    const group = groups.get(key) ?? { key, name: ensemblesOf(session), sessions: [] };
    group.sessions.push(session);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function SessionLines({ session: s }: { session: ChatSessionSummary }) {
  return (
    <>
      <Text as="span" display="block" fontWeight="medium" lineClamp={2}>
        {s.title}
      </Text>
      {/* darker than fg.muted: it stays readable on the highlighted and hovered backgrounds */}
      <Text as="span" display="block" fontSize="xs" color="gray.600">
        {[
          ensemblesOf(s),
          formatRecent(s.updated_at),
          `${s.message_count} ${s.message_count === 1 ? 'message' : 'messages'}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </>
  );
}

/** The director's past conversations as a side panel (wide screens). */
export function PastSessionsPanel(props: PastSessionsProps) {
  return (
    <Box as="nav" aria-labelledby="past-sessions-heading" bg="bg" borderWidth="1px" borderRadius="lg" py="3" px="1">
      <Heading as="h2" size="sm" id="past-sessions-heading" px="3" mb="2">
        Past conversations
      </Heading>
      <Box maxH="calc(100vh - 18rem)" overflowY="auto">
        <SessionList {...props} />
      </Box>
    </Box>
  );
}

const { withProvider } = createSlotRecipeContext({ key: 'collapsible' });
const CollapsibleContent = withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'content');

/**
 * The same list folded away on phones and narrow windows; it folds again once one is opened.
 * A disclosure button (aria-expanded, aria-controls) and its content, which the theme's collapsible
 * recipe animates open and closed as Chakra's Collapsible does, without its state machine (zag).
 */
export function PastSessionsCollapsible({ currentSessionId, onOpen }: PastSessionsProps) {
  const [open, setOpen] = useState(false);
  // the content stays shown while it animates closed (React: state from earlier renders)
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);
  const contentId = useId();
  const content = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = content.current;
    if (!element || !shown) return;
    // the animations run between no height and the content's
    element.style.setProperty('--height', `${element.scrollHeight}px`);
    // without a closing animation (reduced motion, a test's DOM) it hides at once
    const { animationName } = getComputedStyle(element);
    if (!open && (!animationName || animationName === 'none')) setShown(false);
  }, [open, shown]);

  const closed = (event: AnimationEvent<HTMLDivElement>) => {
    if (!open && event.target === event.currentTarget) setShown(false);
  };

  return (
    <Box as="nav" aria-label="Past conversations" bg="bg" borderWidth="1px" borderRadius="lg">
      <Button
        variant="ghost"
        w="full"
        justifyContent="space-between"
        px="4"
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(!open)}
      >
        Past conversations
        <Box
          as="span"
          transform={open ? 'rotate(180deg)' : undefined}
          transition="transform 0.2s"
          display="inline-flex"
        >
          <ChevronDownIcon />
        </Box>
      </Button>
      <CollapsibleContent
        ref={content}
        id={contentId}
        data-state={open ? 'open' : 'closed'}
        hidden={!shown}
        onAnimationEnd={closed}
      >
        <Box px="1" pb="2" maxH="60vh" overflowY="auto">
          <SessionList
            currentSessionId={currentSessionId}
            onOpen={(id) => {
              setOpen(false);
              onOpen(id);
            }}
          />
        </Box>
      </CollapsibleContent>
    </Box>
  );
}
