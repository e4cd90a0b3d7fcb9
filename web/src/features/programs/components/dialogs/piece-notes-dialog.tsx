import { Box, Button, Flex, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { NoteDraft } from '@app/shared/contracts/chat';
import type { Program, ProgramPiece } from '@app/shared/contracts/programs';
import { AppDialog } from '../../../../components/app-dialog';
import { ErrorAlert } from '../../../../components/error-alert';
import { draftPieceNotes, savePieceNotes } from '../../api/draft-notes';

export interface PieceNotesDialogProps {
  open: boolean;
  programId: number;
  piece: ProgramPiece;
  onClose(): void;
  onSaved(program: Program): void;
}

export const DRAFT_EXPLAINED =
  'A first version from what is known of the piece (its composer, year, kind and the catalogue’s sourced description), and nothing else. Read it, change it, then save.';

/**
 * A piece's program notes: the director's words, or a draft from the facts (short or longer) that
 * replaces them only when asked; printed under the piece when the export includes notes.
 */
export function PieceNotesDialog({ open, programId, piece, onClose, onSaved }: PieceNotesDialogProps) {
  const [text, setText] = useState(piece.notes ?? '');
  const [draft, setDraft] = useState<NoteDraft | null>(null);
  const [drafting, setDrafting] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // a draft chosen while the field holds the director's own words: replaced only once they say so
  const [pending, setPending] = useState<string | null>(null);

  const askDraft = async () => {
    setDrafting(true);
    setError(null);
    try {
      setDraft(await draftPieceNotes(programId, piece.id));
    } catch (failure) {
      console.error('[programs] drafting the notes failed', failure);
      setError(failure);
    } finally {
      setDrafting(false);
    }
  };

  const use = (version: string) => {
    if (text.trim() && text.trim() !== version.trim()) setPending(version);
    else setText(version);
  };

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      onSaved(await savePieceNotes(programId, piece.id, text.trim() ? text.trim() : null));
      onClose();
    } catch (failure) {
      console.error('[programs] saving the notes failed', failure);
      setError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      busy={saving}
      title={`Program notes: ${piece.title}`}
      closeLabel="Close program notes"
      size={{ base: 'full', md: 'lg' }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button colorPalette="blue" onClick={() => void save()} loading={saving} loadingText="Saving...">
            Save notes
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Textarea
          aria-label="Program notes"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPending(null);
          }}
          rows={6}
          maxLength={2000}
          placeholder="Printed under the piece when the export includes program notes"
        />
        {pending !== null && (
          <Box role="alert" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" p="3">
            <Text fontSize="sm" mb="2">
              Replace your notes with the draft? Nothing is saved until you press Save notes.
            </Text>
            <Flex gap="2" wrap="wrap">
              <Button
                size="sm"
                colorPalette="orange"
                onClick={() => {
                  setText(pending);
                  setPending(null);
                }}
              >
                Replace my notes
              </Button>
              <Button size="sm" variant="outline" onClick={() => setPending(null)}>
                Keep my notes
              </Button>
            </Flex>
          </Box>
        )}
        {draft ? (
          <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" aria-label="Drafts" role="group">
            {(
              [
                ['Short', draft.short],
                ['Longer', draft.long],
              ] as const
            ).map(([label, version]) => (
              <Stack key={label} gap="1">
                <Text fontSize="sm" fontWeight="medium">
                  {label}
                </Text>
                <Text fontSize="sm">{version}</Text>
                <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => use(version)}>
                  Use the {label.toLowerCase()} version
                </Button>
              </Stack>
            ))}
            {draft.unknown.length > 0 && (
              <Text fontSize="sm" color="fg.muted">
                Not known from the facts (add it if you know it): {draft.unknown.join('; ')}.
              </Text>
            )}
            {draft.sources.length > 0 && (
              <Text fontSize="sm" color="fg.muted">
                From:{' '}
                {draft.sources.map((url, i) => (
                  <span key={url}>
                    {i > 0 && ', '}
                    <Link href={url} target="_blank" rel="noopener noreferrer" colorPalette="blue" variant="underline">
                      {new URL(url).hostname}
                    </Link>
                  </span>
                ))}
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {DRAFT_EXPLAINED}
            </Text>
            <Button
              variant="outline"
              alignSelf="flex-start"
              onClick={() => void askDraft()}
              loading={drafting}
              loadingText="Drafting..."
            >
              Draft notes
            </Button>
          </Stack>
        )}
        {error !== null && <ErrorAlert error={error} />}
      </Stack>
    </AppDialog>
  );
}
