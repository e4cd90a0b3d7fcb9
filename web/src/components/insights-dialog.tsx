import { Badge, Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { InsightFit, PieceInsights } from '@app/shared/contracts/chat';
import { uilListingText } from '@app/shared/domain/uil-listing';
import { useEnsembles } from '../lib/ensembles';
import { useInsights, type InsightsPiece } from '../lib/insights';
import { ErrorAlert } from './error-alert';
import { Loading } from './loading';
import { AppDialog } from './app-dialog';
import { EnsembleSelect } from './ensemble-select';
import { Field } from './field';

const FIT: Record<InsightFit, { label: string; palette: string }> = {
  comfortable: { label: 'A comfortable fit', palette: 'green' },
  stretch: { label: 'A stretch', palette: 'orange' },
  too_hard: { label: 'Too hard for now', palette: 'red' },
  too_easy: { label: 'Below their level', palette: 'gray' },
};
/** "About 45 minutes of rehearsal"; from 90 minutes on, in half hours ("About 5½ hours …"). */
export function rehearsalText(minutes: number): string {
  if (minutes < 90) return `About ${minutes} minutes of rehearsal`;
  const halfHours = Math.round(minutes / 30);
  return `About ${Math.floor(halfHours / 2)}${halfHours % 2 ? '½' : ''} hours of rehearsal`;
}

const PLACEMENT = { opener: 'an opener', middle: 'the middle of the concert', closer: 'a closer' } as const;

export interface InsightsDialogProps {
  /** The piece to analyse; the dialog is open while it is set. */
  piece: InsightsPiece | null;
  /** The ensemble chosen at first (else the director's first ensemble); the dialog lets them change it. */
  ensembleId: number | null;
  onClose(): void;
}

/** "Insights": the educational analysis of a piece for one of the director's ensembles. */
export function InsightsDialog({ piece, ensembleId, onClose }: InsightsDialogProps) {
  const { data: ensembles, error: ensemblesError } = useEnsembles(piece !== null);
  const [chosen, setChosen] = useState<number | null>(ensembleId);
  useEffect(() => {
    if (piece) setChosen(ensembleId);
  }, [piece, ensembleId]);
  const current = chosen !== null && ensembles?.some((e) => e.id === chosen) ? chosen : (ensembles?.[0]?.id ?? null);
  const insights = useInsights(piece, current);

  return (
    <AppDialog
      open={piece !== null}
      onClose={onClose}
      title={`Insights: ${piece?.title ?? ''}`}
      headerProps={{ pe: '12' }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
      closeLabel="Close insights"
    >
      <Stack gap="4">
        {ensemblesError ? (
          <Text color="red.700">Failed to load ensembles</Text>
        ) : ensembles && ensembles.length === 0 ? (
          <Text>Add an ensemble in My Ensembles to see how this piece fits it.</Text>
        ) : (
          <Field label="For ensemble">
            <EnsembleSelect size="sm" ensembles={ensembles} value={current} onChange={setChosen} />
          </Field>
        )}
        {insights.error ? (
          <ErrorAlert error={insights.error} />
        ) : insights.isLoading || (!insights.data && current !== null) ? (
          <HStack gap="3">
            <Loading size="small" label="Analysing the piece" />
            <Text color="fg.muted">Analysing the piece…</Text>
          </HStack>
        ) : insights.data ? (
          <InsightsBody insights={insights.data} />
        ) : null}
      </Stack>
    </AppDialog>
  );
}

function InsightsBody({ insights }: { insights: PieceInsights }) {
  const fit = FIT[insights.fit];
  return (
    <Stack gap="4" aria-live="polite">
      <Box>
        <HStack gap="2" mb="1" wrap="wrap">
          <Badge colorPalette={fit.palette} size="md">
            {fit.label}
          </Badge>
          <Badge variant="outline" size="md">
            {rehearsalText(insights.rehearsal_estimate_minutes)}
          </Badge>
        </HStack>
        <Text>{insights.fit_reason}</Text>
      </Box>
      <Text>{insights.summary}</Text>
      {insights.uil && (
        <Box>
          <Heading as="h3" size="sm" mb="1">
            Texas UIL Prescribed Music List
          </Heading>
          <Text>{uilListingText(insights.uil)}</Text>
        </Box>
      )}
      <Section title="Teaching points" items={insights.teaching_points} />
      <Section title="Instrumentation" items={insights.instrumentation_notes} />
      <Box>
        <Heading as="h3" size="sm" mb="1">
          Where it goes in the concert
        </Heading>
        <Text>
          Best as {PLACEMENT[insights.placement]}. {insights.placement_reason}
        </Text>
      </Box>
    </Stack>
  );
}

function Section({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <Box>
      <Heading as="h3" size="sm" mb="1">
        {title}
      </Heading>
      <List.Root ps="5" gap="1">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
