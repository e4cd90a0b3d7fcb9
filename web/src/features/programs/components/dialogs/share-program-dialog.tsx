import { Box, Button, Flex, Image, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { Program } from '@app/shared/contracts/programs';
import { AppDialog } from '../../../../components/app-dialog';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ErrorAlert } from '../../../../components/error-alert';
import { Field } from '../../../../components/field';
import { notify } from '../../../../components/toaster';
import { shareProgram, sharedProgramUrl, stopSharingProgram } from '../../api/share-program';

export interface ShareProgramDialogProps {
  open: boolean;
  program: Pick<Program, 'id' | 'title' | 'share'>;
  onClose(): void;
  /** The program as the server now has it (shared, or no longer). */
  onChanged(program: Program): void;
}

export const SHARE_EXPLAINED =
  'A read-only page of this program for your audience: its title, date and time, venue, ensembles and running order with composers, arrangers and program notes. Anyone with the link or the QR code can open it, without signing in; nothing else of yours is shown.';
export const STOP_SHARING_MESSAGE =
  'The link and its QR code stop working at once, also where they are printed. Sharing again makes a new link.';

/** The QR code of `url`: an SVG to show and a PNG to download (the library is loaded when a link is shown). */
function useQrCode(url: string | null) {
  const [codes, setCodes] = useState<{ svg: string; png: string } | null>(null);
  useEffect(() => {
    setCodes(null);
    if (!url) return;
    let current = true;
    void import('qrcode').then(async (qr) => {
      const options = { errorCorrectionLevel: 'M' as const, margin: 2 };
      const [svg, png] = await Promise.all([
        qr.toString(url, { ...options, type: 'svg' }),
        qr.toDataURL(url, { ...options, width: 1024 }),
      ]);
      if (current) setCodes({ svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, png });
    });
    return () => {
      current = false;
    };
  }, [url]);
  return codes;
}

/**
 * Share: a public page of the program at a link of its own, with its QR code to print or download;
 * Stop sharing (after a confirmation) makes the link 404 at once.
 */
export function ShareProgramDialog({ open, program, onClose, onChanged }: ShareProgramDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [confirmingStop, setConfirmingStop] = useState(false);
  const url = program.share ? sharedProgramUrl(program.share.token) : null;
  const qr = useQrCode(url);

  const share = async () => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await shareProgram(program.id));
    } catch (failure) {
      console.error('[programs] sharing the program failed', failure);
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const stop = async () => {
    onChanged(await stopSharingProgram(program.id));
    notify.success(`"${program.title}" is no longer shared`);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url!);
      notify.success('Link copied');
    } catch {
      notify.error('The link could not be copied: select it and copy it by hand.');
    }
  };

  return (
    <>
      <AppDialog
        open={open && !confirmingStop}
        onClose={onClose}
        busy={busy}
        title={`Share "${program.title}"`}
        closeLabel="Close sharing"
        footer={
          url ? (
            <Flex gap="2" wrap="wrap" justify="space-between" w="full">
              <Button variant="outline" colorPalette="red" onClick={() => setConfirmingStop(true)}>
                Stop sharing
              </Button>
              <Button variant="outline" onClick={onClose}>
                Done
              </Button>
            </Flex>
          ) : (
            <>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button colorPalette="blue" onClick={() => void share()} loading={busy} loadingText="Sharing...">
                Share
              </Button>
            </>
          )
        }
      >
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            {SHARE_EXPLAINED}
          </Text>
          {url && (
            <>
              <Field label="Link to the program" gap="1">
                <Flex gap="2" w="full">
                  <Input value={url} readOnly onFocus={(e) => e.currentTarget.select()} fontSize="sm" />
                  <Button variant="outline" onClick={() => void copy()} flexShrink={0}>
                    Copy link
                  </Button>
                </Flex>
                <Link href={url} target="_blank" rel="noopener" fontSize="sm" colorPalette="blue" variant="underline">
                  Open the page
                </Link>
              </Field>
              <Stack gap="2" align="center">
                <Box borderWidth="1px" borderRadius="md" p="2" bg="white" minH="200px" minW="200px">
                  {qr && <Image src={qr.svg} alt={`QR code of the link to "${program.title}"`} w="200px" h="200px" />}
                </Box>
                {qr && (
                  <Link href={qr.png} download={`${program.title} QR code.png`} fontSize="sm" colorPalette="blue">
                    Download the QR code (PNG)
                  </Link>
                )}
              </Stack>
            </>
          )}
          {error !== null && <ErrorAlert error={error} />}
        </Stack>
      </AppDialog>
      <ConfirmDialog
        open={open && confirmingStop}
        title="Stop sharing"
        message={STOP_SHARING_MESSAGE}
        confirmLabel="Stop sharing"
        busyLabel="Stopping..."
        onConfirm={stop}
        onClose={() => setConfirmingStop(false)}
      />
    </>
  );
}
