import {
  Badge,
  Box,
  Button,
  Checkbox,
  Flex,
  Heading,
  HStack,
  IconButton,
  Menu,
  Portal,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { DocumentFormat } from '@app/shared/contracts/documents';
import type { Program, ProgramSummary } from '@app/shared/contracts/programs';
import { programDurationText } from '../../utils/program-duration';
import { programName, summaryOf } from '../../utils/program-summary';
import { ErrorAlert } from '../../../../components/error-alert';
import { PageLoading } from '../../../../components/loading';
import { PageHeader } from '../../../../components/page-header';
import { notify } from '../../../../components/toaster';
import { Tooltip } from '../../../../components/tooltip';
import { deleteProgram } from '../../api/delete-program';
import { updateProgram } from '../../api/update-program';
import { usePrograms } from '../../api/get-programs';
import { inOrder } from '../../board/board';
import { DOCUMENT_FORMATS } from '../../utils/document-formats';
import { revalidatePrograms } from '../../api/program-keys';
import { currentProgram, useCurrentProgram } from '../../hooks/current-program';
import { useExportProgram, type ExportChoice } from '../../hooks/use-export-program';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { EmptyState } from '../../../../components/empty-state';
import { FormDialog } from '../../../../components/form-dialog';
import { useForm } from '../../../../components/use-form';
import { MoreIcon, ProgramIcon } from '../../../../components/icons';
import { performanceWhen } from '../../utils/performance-text';
import { ChangeDateDialog } from '../dialogs/change-date-dialog';
import { deleteProgramMessage } from '../dialogs/program-confirmations';
import { CreateProgramDialog } from '../dialogs/create-program-dialog';
import { DuplicateProgramDialog } from '../dialogs/duplicate-program-dialog';
import { ShareProgramDialog } from '../dialogs/share-program-dialog';
import { FINALIZE_NOTICE } from '../builder/finalize-notice';
import { RenameProgramDialog } from '../dialogs/rename-program-dialog';
import { ProgramStatusBadge } from './program-status-badge';
import { ProgramsViewSwitch, useProgramsView } from './programs-view-switch';
import { SeasonView } from './season-view';

type Action = 'rename' | 'date' | 'duplicate' | 'export' | 'share' | 'reopen' | 'delete';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap="2" fontSize="sm" minW="0">
      <Text as="dt" color="fg.muted" flexShrink={0} w="24">
        {label}
      </Text>
      <Text as="dd" minW="0" wordBreak="break-word">
        {children}
      </Text>
    </Flex>
  );
}

function ProgramCard({
  program,
  isCurrent,
  exporting,
  onAction,
}: {
  program: ProgramSummary;
  isCurrent: boolean;
  exporting: boolean;
  onAction(action: Action): void;
}) {
  const name = programName(program);
  const headingId = `program-${program.id}-title`;
  // the menu and the tooltip both name their trigger: one id for both
  const actionsId = `program-${program.id}-actions`;
  const ensembles = inOrder(program.program_ensembles).map((e) => e.name);
  const pieces = program.piece_count;
  const when = performanceWhen(program.performance_date, program.performance_time);

  return (
    <Stack
      as="article"
      aria-labelledby={headingId}
      bg="bg"
      borderWidth="1px"
      borderColor={isCurrent ? 'blue.300' : 'border'}
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
      gap="4"
      minW="0"
    >
      <Flex justify="space-between" align="flex-start" gap="3">
        <Stack gap="2" minW="0">
          <Heading as="h2" size="md" id={headingId} wordBreak="break-word">
            {name}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <ProgramStatusBadge status={program.status} />
            {isCurrent && (
              <Badge colorPalette="purple" variant="outline">
                Current program
              </Badge>
            )}
            {program.is_half_concert && <Badge variant="outline">Half concert</Badge>}
            {program.share && (
              <Badge colorPalette="teal" variant="subtle">
                Shared
              </Badge>
            )}
          </HStack>
        </Stack>
        <Menu.Root
          ids={{ trigger: actionsId }}
          positioning={{ placement: 'bottom-end' }}
          onSelect={({ value }) => onAction(value as Action)}
        >
          <Tooltip label="More actions" triggerId={actionsId}>
            <Menu.Trigger asChild>
              <IconButton aria-label={`More actions for ${name}`} variant="ghost" size="sm" flexShrink={0}>
                <MoreIcon size={18} />
              </IconButton>
            </Menu.Trigger>
          </Tooltip>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="48">
                <Menu.Item value="rename">Rename</Menu.Item>
                <Menu.Item value="date">Change date & time</Menu.Item>
                <Menu.Item value="duplicate">Duplicate</Menu.Item>
                <Menu.Separator />
                <Menu.Item value="delete" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
                  Delete
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Flex>

      <Stack as="dl" gap="1.5">
        <Detail label="Performance">{when ?? 'No date yet'}</Detail>
        <Detail label="Venue">{program.venue ?? 'No venue yet'}</Detail>
        <Detail label="Ensembles">{ensembles.length ? ensembles.join(', ') : 'None'}</Detail>
        <Detail label="Pieces">
          {pieces} {pieces === 1 ? 'piece' : 'pieces'}
        </Detail>
        <Detail label="Duration">
          {programDurationText(program)}
          {program.target_duration !== null && ` (target ${program.target_duration} min)`}
        </Detail>
      </Stack>

      <Flex gap="2" wrap="wrap" mt="auto">
        <Button size="sm" colorPalette="blue" onClick={() => currentProgram.select(program.id, { open: true })}>
          Open in builder
        </Button>
        {program.status === 'finalized' && (
          <Button size="sm" variant="outline" onClick={() => onAction('reopen')}>
            Reopen
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={() => onAction('export')}
          loading={exporting}
          loadingText="Generating..."
        >
          Export
        </Button>
        <Button size="sm" variant="outline" onClick={() => onAction('share')}>
          {program.share ? 'Link & QR code' : 'Share'}
        </Button>
      </Flex>
    </Stack>
  );
}

/** Format and program notes for the Word document (standard, notes off by default). */
function ExportDialog({
  open,
  program,
  exporting,
  onClose,
  onExport,
}: {
  open: boolean;
  program: ProgramSummary | null;
  exporting: boolean;
  onClose(): void;
  /** Resolves to whether the document was made (a failure has its own notice): the dialog closes if so. */
  onExport(choice: ExportChoice): Promise<boolean>;
}) {
  // kept between openings for one program (a new program mounts a new dialog)
  const { values, change } = useForm<ExportChoice>(() => ({ format: 'standard', includeProgramNotes: false }));
  const { format, includeProgramNotes } = values;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      busy={exporting}
      title="Export Program"
      submitLabel="Download .docx"
      busyLabel="Generating..."
      submit={() => onExport({ format, includeProgramNotes })}
    >
      <Stack gap="5">
        {program && <Text fontWeight="medium">{programName(program)}</Text>}
        <RadioGroup.Root
          value={format}
          onValueChange={(e) => e.value && change('format', e.value as DocumentFormat)}
          aria-label="Format"
          disabled={exporting}
        >
          <Text fontWeight="medium" mb="2">
            Format
          </Text>
          <Stack gap="3">
            {DOCUMENT_FORMATS.map((option) => (
              <RadioGroup.Item key={option.value} value={option.value} alignItems="flex-start">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {option.label}
                  <Text as="span" display="block" color="fg.muted" fontWeight="normal" fontSize="sm">
                    {option.hint}
                  </Text>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        <Checkbox.Root
          checked={includeProgramNotes}
          onCheckedChange={(e) => change('includeProgramNotes', e.checked === true)}
          disabled={exporting}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Include program notes</Checkbox.Label>
        </Checkbox.Root>
        {program?.status !== 'finalized' && (
          <Text fontSize="sm" color="fg.muted">
            {FINALIZE_NOTICE}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}

/**
 * The Programs page (/programs, its list cached by `usePrograms`): every program, in progress and finalized,
 * with its date, venue, ensembles, pieces and duration, and what can be done with it: open it in
 * the builder, rename, re-date, duplicate, export and delete; and a new program. The cards, or
 * (`?view=season`) the season view: the programs by school season, each a calendar, to find a past
 * concert and duplicate it as the start of a new one.
 */
export function ProgramsPage() {
  const programs = usePrograms('all');
  const { programId: currentId } = useCurrentProgram();
  const { exportProgram, exportingId } = useExportProgram();
  const [view, chooseView] = useProgramsView();
  const [action, setAction] = useState<Action | 'create' | null>(null);
  // kept after a dialog closes, so it can animate out with its contents
  const [target, setTarget] = useState<ProgramSummary | null>(null);

  const close = () => setAction(null);
  const open = (program: ProgramSummary, next: Action) => {
    if (next === 'reopen') return void reopen(program);
    setTarget(program);
    setAction(next);
  };

  /** The list as the server answered a change, shown at once; then every list is refreshed. */
  const updateList = (change: (list: ProgramSummary[]) => ProgramSummary[], id?: number) => {
    void programs.mutate((list) => (list ? change(list) : list), { revalidate: false });
    void revalidatePrograms(id);
  };
  const replace = (next: Program) =>
    updateList((list) => list.map((p) => (p.id === next.id ? summaryOf(next) : p)), next.id);

  const remove = async (program: ProgramSummary) => {
    try {
      await deleteProgram(program.id);
      if (currentProgram.get().programId === program.id) currentProgram.clear();
      updateList((list) => list.filter((p) => p.id !== program.id), program.id);
    } catch (error) {
      console.error('[programs] deleting the program failed', error);
      notify.error('Failed to delete program. Please try again.');
    }
  };

  // a finalized program is in progress again: back in Select Program, and its document can change
  const reopen = async (program: ProgramSummary) => {
    try {
      replace(await updateProgram(program.id, { status: 'in_progress' }));
      notify.success(`"${programName(program)}" is in progress again`);
    } catch (error) {
      console.error('[programs] reopening the program failed', error);
      notify.error('Failed to reopen program. Please try again.');
    }
  };

  const runExport = async (program: ProgramSummary, choice: ExportChoice) => {
    const made = await exportProgram(program, choice);
    if (made)
      void programs.mutate(
        (list) => list?.map((p) => (p.id === program.id ? { ...p, status: 'finalized' as const } : p)),
        { revalidate: false },
      );
    return made;
  };

  const list = programs.data;
  const newProgramButton = (
    <Button colorPalette="blue" onClick={() => setAction('create')} flexShrink={0}>
      New program
    </Button>
  );

  let content;
  if (programs.error && !list) {
    content = (
      <Stack gap="3" align="flex-start">
        <ErrorAlert error={programs.error}>Your programs could not be loaded.</ErrorAlert>
        <Button variant="outline" onClick={() => void programs.mutate()}>
          Try again
        </Button>
      </Stack>
    );
  } else if (!list) {
    content = <PageLoading label="Loading programs" />;
  } else if (list.length === 0) {
    content = (
      <EmptyState
        icon={<ProgramIcon size={40} />}
        title="No programs yet"
        titleAs="h2"
        description="Create a concert program, choose its ensembles, then add pieces from your library or the assistant."
      >
        {newProgramButton}
      </EmptyState>
    );
  } else if (view === 'season') {
    content = (
      <SeasonView programs={list} currentId={currentId} onDuplicate={(program) => open(program, 'duplicate')} />
    );
  } else {
    content = (
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '5' }}>
        {list.map((program) => (
          <ProgramCard
            key={program.id}
            program={program}
            isCurrent={program.id === currentId}
            exporting={exportingId === program.id}
            onAction={(next) => open(program, next)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Box>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-start' }}
        gap={{ base: '0', sm: '4' }}
        mb={{ base: '4', sm: '0' }}
      >
        <PageHeader title="Programs">Your concert programs, in progress and finalized.</PageHeader>
        {list && list.length > 0 && newProgramButton}
      </Flex>
      {list && list.length > 0 && (
        <Box mb={{ base: '4', md: '5' }}>
          <ProgramsViewSwitch view={view} onChange={chooseView} />
        </Box>
      )}
      {content}

      <CreateProgramDialog
        open={action === 'create'}
        onClose={close}
        onCreated={(program) => {
          currentProgram.select(program.id);
          void programs.mutate(
            (current) => (current ? [summaryOf(program), ...current.filter((p) => p.id !== program.id)] : current),
            { revalidate: false },
          );
        }}
        onFailed={() => void programs.mutate()}
      />
      {target && (
        <>
          <RenameProgramDialog open={action === 'rename'} program={target} onClose={close} onRenamed={replace} />
          <ChangeDateDialog open={action === 'date'} program={target} onClose={close} onChanged={replace} />
          <DuplicateProgramDialog
            open={action === 'duplicate'}
            program={target}
            onClose={close}
            onDuplicated={(copy) => {
              updateList((list) => {
                const at = list.findIndex((p) => p.id === target.id);
                return [...list.slice(0, at + 1), summaryOf(copy), ...list.slice(at + 1)];
              });
              notify.success(`Duplicated as "${programName(copy)}"`);
            }}
          />
          <ShareProgramDialog
            open={action === 'share'}
            // as the list now has it: sharing changes it while the dialog is open
            program={programs.data?.find((p) => p.id === target.id) ?? target}
            onClose={close}
            onChanged={replace}
          />
          <ExportDialog
            key={target.id}
            open={action === 'export'}
            program={target}
            exporting={exportingId === target.id}
            onClose={close}
            onExport={(choice) => runExport(target, choice)}
          />
          <ConfirmDialog
            open={action === 'delete'}
            title="Delete program"
            message={deleteProgramMessage(programName(target))}
            confirmLabel="Delete"
            onConfirm={() => remove(target)}
            onClose={close}
          />
        </>
      )}
    </Box>
  );
}
