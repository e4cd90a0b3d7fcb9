import { Alert, Box, Button, Flex, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { Recommendation } from '@app/shared/contracts/chat';
import { ensembleChoiceLabel } from '@app/shared/domain/ensemble-labels';
import { EnsembleSelect } from '../../../components/ensemble-select';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { Field } from '../../../components/field';
import { Switch } from '../../../components/switch';
import { paths } from '../../../config/paths';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useEnsembles } from '../../../lib/ensembles';
import type { InsightsPiece } from '../../../lib/insights';
import { disambiguate } from '../api/disambiguate';
import { useChosenEnsemble } from '../hooks/use-chosen-ensemble';
import { useConversation, type AskKind } from '../hooks/use-conversation';
import { moreLikeThisMessage } from '../utils/more-like-this';
import { insightsPiece } from '../utils/recommendation-piece';
import { Composer } from './composer';
import { BELOW_BAR, ConversationLog } from './conversation-log';
import { EarlierMessages } from './earlier-messages';
import { EnsembleQuestion, type EnsembleChoice } from './ensemble-question';
import { EnsembleSuggestions } from './ensemble-suggestions';
import { PastSessionsCollapsible, PastSessionsPanel } from './past-sessions';
import { QuickEnsembles } from './quick-ensembles';
import { SuggestedPrompts } from './suggested-prompts';

// the dialog machinery loads with the first Insights click, not with the page
const InsightsDialog = lazy(() =>
  import('../../../components/insights-dialog').then((module) => ({ default: module.InsightsDialog })),
);

/**
 * Adding recommended pieces to the program being built comes from ProgramPicksContext, which app/
 * provides around the page (the programs feature implements it).
 */
export interface ChatPageProps {
  /** The program being built: the assistant does not recommend its pieces again. */
  programId: number | null;
}

const SESSION_PARAM = 'session';

function sessionIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get(SESSION_PARAM));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A question waiting for the director to say which ensemble it is for. */
interface OpenQuestion {
  text: string;
  kind: AskKind;
  question: string;
  choices: EnsembleChoice[];
}

/**
 * Chat with the assistant (/dashboard): choose an ensemble, ask for repertoire, refine the answer
 * with follow-ups, and act on each recommended piece (add it to the program, read its insights,
 * ask for more like it). Past conversations reopen from the list or the address (`?session=`).
 */
export function ChatPage({ programId }: ChatPageProps) {
  const [params, setParams] = useSearchParams();
  const openSessionId = sessionIdOf(params);
  const ensembles = useEnsembles();
  const [ensembleId, chooseEnsemble] = useChosenEnsemble(ensembles.data);
  const [useLibraryOnly, setUseLibraryOnly] = useState(false);
  const [draft, setDraft] = useState('');
  const [question, setQuestion] = useState<OpenQuestion | null>(null);
  const [asking, setAsking] = useState(false);
  const [insightsFor, setInsightsFor] = useState<InsightsPiece | null>(null);
  // mounted from the first Insights on, so the dialog can animate closed (React: state from earlier renders)
  const [insightsOpened, setInsightsOpened] = useState(false);
  if (insightsFor && !insightsOpened) setInsightsOpened(true);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // a director who came without ensembles keeps the quick add in view while adding several
  const [settingUp, setSettingUp] = useState(false);
  if (ensembles.data?.length === 0 && !settingUp) setSettingUp(true);

  const conversation = useConversation({
    openSessionId,
    useLibraryOnly,
    programId,
    onSessionStarted: useCallback(
      (id: number) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set(SESSION_PARAM, String(id));
            return next;
          },
          { replace: true },
        ),
      [setParams],
    ),
    onHistoryLoaded: (history) => {
      if (history.ensemble_id !== null) chooseEnsemble(history.ensemble_id);
    },
    onAnsweredFor: chooseEnsemble,
  });
  const busy = conversation.pending || asking;

  /** Sends a question for a known ensemble; a typed one leaves the box, and comes back if it fails. */
  const send = async (text: string, kind: AskKind, forEnsemble: number) => {
    setQuestion(null);
    if (kind === 'message') setDraft((d) => (d.trim() === text ? '' : d));
    const outcome = await conversation.ask(text, kind, forEnsemble);
    if (outcome === 'failed' && kind === 'message') setDraft((d) => (d.trim() === '' ? text : d));
  };

  /** Sends a question; without a chosen ensemble the assistant first asks which one it is for. */
  const submit = async (text: string, kind: AskKind) => {
    if (ensembleId !== null) return send(text, kind, ensembleId);
    setAsking(true);
    let open: OpenQuestion;
    try {
      const answer = await disambiguate({ message: text });
      const choices = answer.choices.filter((c): c is EnsembleChoice => 'ensemble_id' in c);
      if (!answer.question && choices.length === 1) {
        chooseEnsemble(choices[0]!.ensemble_id);
        return send(text, kind, choices[0]!.ensemble_id);
      }
      open = { text, kind, question: answer.question ?? 'Which ensemble is this for?', choices };
    } catch (error) {
      // the question can be asked from the list already loaded
      console.error('[chat] disambiguate failed', error);
      const choices = (ensembles.data ?? []).map((e) => ({ label: ensembleChoiceLabel(e), ensemble_id: e.id }));
      open = { text, kind, question: 'Which ensemble is this for?', choices };
    } finally {
      setAsking(false);
    }
    setQuestion(open);
  };

  const choosePrompt = (prompt: string) => {
    setDraft(prompt);
    void submit(prompt, 'message');
  };

  const answerQuestion = (chosen: number) => {
    if (!question) return;
    chooseEnsemble(chosen);
    void send(question.text, question.kind, chosen);
  };

  // "Fill a 40-minute spring concert" for both ensembles: the message names them, and the assistant
  // answers for each (it shares the concert's length out among them)
  const answerForAll = () => {
    if (!question) return;
    const names = question.choices.flatMap((c) => ensembles.data?.find((e) => e.id === c.ensemble_id)?.name ?? []);
    const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
    const first = question.choices[0]!.ensemble_id;
    chooseEnsemble(first);
    void send(`${question.text.replace(/[.!?\s]+$/, '')} for ${listed}`, question.kind, first);
  };

  const retry = () => {
    const failed = conversation.failure;
    if (!failed) return;
    conversation.dismissFailure();
    void submit(failed.text, failed.kind);
  };

  const startNew = () => {
    conversation.reset();
    setQuestion(null);
    if (openSessionId !== null)
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(SESSION_PARAM);
        return next;
      });
    textareaRef.current?.focus();
  };

  const openSession = (id: number) => {
    setQuestion(null);
    if (id !== openSessionId) setParams({ [SESSION_PARAM]: String(id) });
  };

  const actions = {
    chosenEnsembleId: ensembleId,
    onInsights: (r: Recommendation) => setInsightsFor(insightsPiece(r)),
    onMoreLikeThis: (r: Recommendation) => void submit(moreLikeThisMessage(r), 'vector'),
  };

  const ensemble = ensembles.data?.find((e) => e.id === ensembleId);
  const empty = openSessionId === null && conversation.turns.length === 0 && !conversation.pending;
  const failure = conversation.failure;
  // the failure shows right above the box that holds the message again: both come into view
  const composerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) composerRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [failure]);

  return (
    <Box>
      <PageHeader title="Chat with the assistant">
        Ask for repertoire that fits your ensembles, refine the answer, and add the pieces you like to your program.
      </PageHeader>

      <Flex gap={{ base: '3', md: '5' }} wrap="wrap" align="flex-end" mb="5">
        <Field label="Ensemble" w={{ base: 'full', sm: '96' }}>
          {ensembles.error ? (
            <Text fontSize="sm" color="red.700">
              Failed to load ensembles.{' '}
              <Button
                variant="plain"
                size="sm"
                px="0"
                h="auto"
                textDecoration="underline"
                onClick={() => void ensembles.mutate()}
              >
                Retry
              </Button>
            </Text>
          ) : ensembles.data && !ensembles.data.length ? (
            <Text fontSize="sm">
              No ensembles yet: add one below, or in{' '}
              <Link asChild textDecoration="underline">
                <RouterLink to={paths.ensembles.getHref()}>My Ensembles</RouterLink>
              </Link>
              .
            </Text>
          ) : (
            <EnsembleSelect
              bg="bg"
              ensembles={ensembles.data}
              value={ensembleId}
              placeholder="Choose an ensemble"
              onChange={(id) => {
                chooseEnsemble(id);
                if (id !== null) setQuestion(null);
              }}
            />
          )}
        </Field>
        <Switch checked={useLibraryOnly} onCheckedChange={setUseLibraryOnly} colorPalette="blue" minH="10">
          Use my library only
        </Switch>
        <Button variant="outline" onClick={startNew} ms={{ sm: 'auto' }} disabled={empty && !question && !failure}>
          New conversation
        </Button>
      </Flex>

      {settingUp && ensembles.data && <QuickEnsembles ensembles={ensembles.data} />}

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' }} gap="6" alignItems="start">
        <Stack gap="4" minW="0">
          <Box hideFrom="lg">
            <PastSessionsCollapsible currentSessionId={openSessionId} onOpen={openSession} />
          </Box>
          <Stack
            as="section"
            aria-label="Chat"
            gap="5"
            bg="bg"
            borderWidth="1px"
            borderRadius="lg"
            p={{ base: '3', md: '5' }}
          >
            {empty && <SuggestedPrompts disabled={busy} onChoose={choosePrompt} />}

            {conversation.loadingHistory && (
              <HStack gap="2" color="fg.muted">
                <Loading size="small" label="Opening the conversation" />
                <Text>Opening the conversation…</Text>
              </HStack>
            )}
            {conversation.historyError !== undefined && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    This conversation could not be opened: {messageOf(conversation.historyError)}
                  </Alert.Title>
                  <Flex gap="2" mt="2" wrap="wrap">
                    {!(conversation.historyError instanceof ApiError && conversation.historyError.status === 404) && (
                      <Button size="xs" variant="outline" onClick={conversation.reloadHistory}>
                        Retry
                      </Button>
                    )}
                    <Button size="xs" variant="outline" onClick={startNew}>
                      Start a new conversation
                    </Button>
                  </Flex>
                </Alert.Content>
              </Alert.Root>
            )}

            {conversation.hasEarlier && !conversation.loadingHistory && (
              <EarlierMessages
                loading={conversation.earlierLoading}
                error={conversation.earlierError}
                onLoad={conversation.loadEarlier}
              />
            )}

            {/* while another conversation opens, the one being left is not shown under its loading line */}
            <ConversationLog
              turns={conversation.loadingHistory ? [] : conversation.turns}
              pending={conversation.pending}
              {...actions}
            />

            {question && (
              <EnsembleQuestion
                question={question.question}
                choices={question.choices}
                onChoose={answerQuestion}
                {...(question.kind === 'message' ? { onChooseAll: answerForAll } : {})}
              />
            )}

            {failure && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{messageOf(failure.error)}</Alert.Title>
                  <Alert.Description>
                    {failure.kind === 'message'
                      ? 'Your message is still in the box below.'
                      : `You asked: "${failure.text}".`}
                    {failure.error instanceof ApiError && failure.error.requestId
                      ? ` Reference: ${failure.error.requestId}`
                      : ''}
                  </Alert.Description>
                  <Flex gap="2" mt="2">
                    <Button size="xs" colorPalette="red" onClick={retry} disabled={busy}>
                      Retry
                    </Button>
                    <Button size="xs" variant="ghost" onClick={conversation.dismissFailure}>
                      Dismiss
                    </Button>
                  </Flex>
                </Alert.Content>
              </Alert.Root>
            )}

            <Box ref={composerRef} scrollMarginBottom={BELOW_BAR}>
              <Composer
                value={draft}
                onChange={setDraft}
                onSend={(text) => void submit(text, 'message')}
                pending={busy}
                disabled={conversation.loadingHistory}
                textareaRef={textareaRef}
              />
            </Box>

            {empty && ensemble && (
              <EnsembleSuggestions ensembleId={ensemble.id} ensembleName={ensemble.name} busy={busy} {...actions} />
            )}
          </Stack>
        </Stack>
        <Box hideBelow="lg" position="sticky" top="20">
          <PastSessionsPanel currentSessionId={openSessionId} onOpen={openSession} />
        </Box>
      </Grid>

      {insightsOpened && (
        <Suspense fallback={null}>
          <InsightsDialog piece={insightsFor} ensembleId={ensembleId} onClose={() => setInsightsFor(null)} />
        </Suspense>
      )}
    </Box>
  );
}
