import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Flex,
  HStack,
  Link,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { ProgramSummary } from '@app/shared/contracts/programs';
import { programDurationText } from '../../utils/program-duration';
import { getPrograms, uniqueById } from '../../api/get-programs';
import { programsKey } from '../../api/program-keys';
import { AppDialog } from '../../../../components/app-dialog';
import { RefreshButton } from '../../../../components/tooltip-buttons';
import { Tooltip } from '../../../../components/tooltip';
import { paths } from '../../../../config/paths';
import { currentProgram } from '../../hooks/current-program';
import { EXPORTED_PROGRAMS_NOTICE, exportedProgramNotice } from '../builder/finalize-notice';

/** The selector's transition. */
const TRANSITION = '300ms';

export interface SelectProgramDialogProps {
  open: boolean;
  onClose(): void;
  onSelect(program: ProgramSummary): void;
  /**
   * The title of the program being built when it has been exported (finalized): it is not listed
   * here, so the dialog says where it went.
   */
  exported?: string | null;
}

type ListState = { phase: 'idle' | 'loading' | 'loaded' | 'failed'; programs: ProgramSummary[] };
const CLEARED: ListState = { phase: 'idle', programs: [] };

/**
 * Select Program: the programs in progress, fetched again on every open
 * (GET /programs?status=in_progress) and forgotten on close. A failed refresh leaves the list
 * empty. The fresh list also goes into the shared swr cache.
 */
export function SelectProgramDialog({ open, onClose, onSelect, exported = null }: SelectProgramDialogProps) {
  const [list, setList] = useState<ListState>(CLEARED);
  const { mutate } = useSWRConfig();
  // answers of an earlier refresh, or of one made before the dialog closed, are dropped
  const latestRequest = useRef(0);

  const refresh = useCallback(async () => {
    const request = ++latestRequest.current;
    setList((current) => ({ ...current, phase: 'loading' }));
    try {
      const programs = await getPrograms('in_progress');
      if (request !== latestRequest.current) return;
      setList({ phase: 'loaded', programs: uniqueById(programs.filter((p) => p.status !== 'finalized')) });
      void mutate(programsKey('in_progress'), programs, { revalidate: false });
    } catch (error) {
      if (request !== latestRequest.current) return;
      console.error('[programs] refreshing the program list failed', error);
      setList({ phase: 'failed', programs: [] });
    }
  }, [mutate]);

  useEffect(() => {
    if (open) {
      void refresh();
    } else {
      latestRequest.current++;
      setList(CLEARED);
    }
  }, [open, refresh]);

  // whole screen on a phone (a responsive size would mix the two variants' styles)
  const size = useBreakpointValue<'full' | 'md'>({ base: 'full', sm: 'md' }) ?? 'md';
  const loading = list.phase === 'loading' || (open && list.phase === 'idle');
  const choose = (program: ProgramSummary) => {
    onSelect(program);
    onClose();
  };
  const loaded = list.phase === 'loaded';
  // where finalized programs are: the one being built, or any, when nothing is in progress
  const whereFinalized =
    loaded && (exported !== null || list.programs.length === 0) ? (
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {exported !== null ? exportedProgramNotice(exported) : EXPORTED_PROGRAMS_NOTICE}{' '}
        <Link asChild textDecoration="underline">
          <RouterLink
            to={paths.programs.getHref()}
            onClick={() => {
              onClose();
              currentProgram.close();
            }}
          >
            Go to Programs
          </RouterLink>
        </Link>
      </Text>
    ) : null;

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      scrollBehavior="inside"
      size={size}
      backdropProps={{ _open: { animationDuration: TRANSITION }, _closed: { animationDuration: TRANSITION } }}
      contentProps={{
        _open: { animationDuration: TRANSITION },
        _closed: { animationDuration: TRANSITION },
        mx: { sm: '4' },
      }}
      headerProps={{ alignItems: 'center' }}
      header={
        <>
          <Dialog.Title flex="1">Select Program</Dialog.Title>
          <HStack gap="1">
            <RefreshButton label="Refresh programs" onClick={() => void refresh()} disabled={loading} />
            <Tooltip label="Close">
              <CloseButton aria-label="Close" size="sm" onClick={onClose} />
            </Tooltip>
          </HStack>
        </>
      }
    >
      {loading && list.programs.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center" role="status">
          Loading programs...
        </Text>
      ) : list.programs.length === 0 ? (
        <Stack align="center" gap="3" py="6" textAlign="center">
          <Text fontWeight="medium">No programs available</Text>
          {list.phase === 'failed' && (
            <Text fontSize="sm" color="fg.muted">
              The list could not be loaded.
            </Text>
          )}
          {whereFinalized}
          <Button variant="outline" size="sm" onClick={() => void refresh()}>
            Refresh
          </Button>
        </Stack>
      ) : (
        <Stack gap="4">
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Programs in progress" aria-busy={loading}>
            {list.programs.map((program) => (
              <Box as="li" key={program.id}>
                <Button
                  variant="outline"
                  width="100%"
                  height="auto"
                  py="3"
                  px="4"
                  justifyContent="space-between"
                  textAlign="left"
                  whiteSpace="normal"
                  onClick={() => choose(program)}
                >
                  <Flex direction="column" align="flex-start" gap="1" minW="0">
                    <Text fontWeight="semibold" wordBreak="break-word">
                      {program.name || program.title}
                    </Text>
                    {program.status === 'in_progress' && (
                      <Badge colorPalette="blue" variant="subtle" size="sm">
                        In Progress
                      </Badge>
                    )}
                  </Flex>
                  <Text fontVariantNumeric="tabular-nums" color="fg.muted" flexShrink={0}>
                    {programDurationText(program)}
                  </Text>
                </Button>
              </Box>
            ))}
          </Stack>
          {whereFinalized}
        </Stack>
      )}
    </AppDialog>
  );
}
