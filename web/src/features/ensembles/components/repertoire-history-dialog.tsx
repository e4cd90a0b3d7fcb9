import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { useMemo } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { useRepertoireHistory } from '../../../lib/repertoire-history';
import { concertHeading, concertsOf, type Concert } from '../../../lib/repertoire-history-text';

export const NO_CONCERTS =
  'No concerts yet. A program counts here once it is finalized (exported) and its date has passed.';

export interface RepertoireHistoryDialogProps {
  open: boolean;
  /** The ensemble whose concerts are shown (kept while the dialog closes). */
  ensemble: Ensemble | undefined;
  onClose(): void;
}

/** "Frank Ticheli · arr. Dave Black", or what of it is known. */
const credits = ({ composer, arranger }: Concert['pieces'][number]) =>
  [composer, arranger && `arr. ${arranger}`].filter(Boolean).join(' · ');

function ConcertItem({ concert }: { concert: Concert }) {
  const heading = concertHeading(concert);
  return (
    <Box as="li" listStyleType="none">
      <Heading as="h3" size="sm" overflowWrap="anywhere">
        {heading}
      </Heading>
      <Stack as="ul" gap="1.5" mt="2" ps="3" borderStartWidth="2px" aria-label={`Pieces played at ${heading}`}>
        {concert.pieces.map((piece, i) => (
          <Box as="li" key={i} listStyleType="none" minW="0">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {piece.title}
            </Text>
            {credits(piece) && (
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {credits(piece)}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * "<Ensemble>: repertoire history": the ensemble's concerts (finalized programs whose date has
 * passed), newest first, each with the pieces the ensemble played there.
 */
export function RepertoireHistoryDialog({ open, ensemble, onClose }: RepertoireHistoryDialogProps) {
  const { data: history, error, isValidating, mutate } = useRepertoireHistory();
  const concerts = useMemo(() => (history && ensemble ? concertsOf(history, ensemble.id) : []), [history, ensemble]);

  let body;
  if (error && !history) {
    body = (
      <LoadFailed
        message="The repertoire history could not be loaded."
        error={error}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    );
  } else if (!history) {
    body = (
      <HStack gap="3">
        <Loading size="small" label="Loading the repertoire history" />
        <Text color="fg.muted">Loading…</Text>
      </HStack>
    );
  } else if (concerts.length === 0) {
    body = <Text color="fg.muted">{NO_CONCERTS}</Text>;
  } else {
    body = (
      <Stack as="ol" gap="5" p="0" m="0" aria-label="Concerts, newest first">
        {concerts.map((concert) => (
          <ConcertItem key={concert.programId} concert={concert} />
        ))}
      </Stack>
    );
  }

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={`${ensemble?.name ?? ''}: repertoire history`}
      headerProps={{ pe: '12', overflowWrap: 'anywhere' }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
      closeLabel="Close repertoire history"
    >
      {body}
    </AppDialog>
  );
}
