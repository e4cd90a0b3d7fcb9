import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { NoteDraft } from '@app/shared/contracts/chat';
import { ErrorAlert } from '../../../components/error-alert';
import { draftEntryNotes } from '../api/draft-entry-notes';

/**
 * "Draft notes" under a saved entry's program notes: the longer draft from the entry's facts goes
 * into the field when it is empty; the director's own words are replaced only when they say so.
 */
export function DraftEntryNotes({
  entryId,
  current,
  onDraft,
}: {
  entryId: number;
  current: string;
  onDraft(text: string): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [draft, setDraft] = useState<NoteDraft | null>(null);
  const [asking, setAsking] = useState(false);

  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      const drafted = await draftEntryNotes(entryId);
      setDraft(drafted);
      if (current.trim()) setAsking(true);
      else onDraft(drafted.long);
    } catch (failure) {
      console.error('[library] drafting the notes failed', failure);
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="2" gridColumn="1 / -1">
      <Button
        size="xs"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => void ask()}
        loading={busy}
        loadingText="Drafting..."
      >
        Draft program notes from the facts
      </Button>
      {asking && draft && (
        <Stack role="alert" gap="2" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" p="3">
          <Text fontSize="sm">Replace your program notes with this draft? Nothing is saved until you press Save.</Text>
          <Text fontSize="sm" fontStyle="italic">
            {draft.long}
          </Text>
          <Flex gap="2">
            <Button
              size="xs"
              colorPalette="orange"
              onClick={() => {
                onDraft(draft.long);
                setAsking(false);
              }}
            >
              Replace my notes
            </Button>
            <Button size="xs" variant="outline" onClick={() => setAsking(false)}>
              Keep my notes
            </Button>
          </Flex>
        </Stack>
      )}
      {draft && draft.unknown.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          Not known from the facts (add it if you know it): {draft.unknown.join('; ')}.
        </Text>
      )}
      {error !== null && <ErrorAlert error={error} />}
    </Stack>
  );
}
