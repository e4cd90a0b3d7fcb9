import { Box, Checkbox, Heading, Input, SimpleGrid, Stack, Textarea, useBreakpointValue } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import {
  createProgramSchema,
  ENSEMBLES_REQUIRED,
  MAX_PROGRAM_ENSEMBLES,
  PROGRAM_NAME_REQUIRED,
  TARGET_DURATION_NOT_NUMBER,
  type Program,
} from '@app/shared/contracts/programs';
import { ErrorAlert } from '../../../../components/error-alert';
import { Field } from '../../../../components/field';
import { FormDialog } from '../../../../components/form-dialog';
import { useForm } from '../../../../components/use-form';
import { useOnOpen } from '../../../../components/use-on-open';
import { fieldErrorsOf, issueMessages } from '../../../../lib/field-errors';
import { useEnsembles } from '../../../../lib/ensembles';
import { createProgram, type CreateProgramRequest } from '../../api/create-program';
import { revalidatePrograms } from '../../api/program-keys';
import { seasonalConcertName } from '../../utils/concert-name';
import { EnsembleChecklist } from './manage-ensembles-dialog';

/** Timings of the creation flow. */
const FORCE_REFRESH_MS = 500;
const CLOSE_AFTER_SUCCESS_MS = 100;
const CLOSE_AFTER_FAILURE_MS = 2000;

/** The failure notice, word for word as the product's texts require. */
export const CREATE_FAILED_MESSAGE =
  'Error during program creation, but the program may have been created. It will be available in Select Existing.';

export interface ProgramForm {
  name: string;
  performanceDate: string;
  performanceTime: string;
  venue: string;
  isHalfConcert: boolean;
  targetDuration: string;
  notes: string;
  ensembleIds: number[];
}

const EMPTY_FORM: ProgramForm = {
  name: '',
  performanceDate: '',
  performanceTime: '',
  venue: '',
  isHalfConcert: false,
  targetDuration: '',
  notes: '',
  ensembleIds: [],
};

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What the dialog sends: empty values become null, the target duration an integer. */
export function toCreateRequest(form: ProgramForm): CreateProgramRequest {
  const duration = form.targetDuration.trim();
  return {
    title: form.name.trim(),
    ensemble_ids: form.ensembleIds,
    performance_date: orNull(form.performanceDate),
    performance_time: orNull(form.performanceTime),
    venue: orNull(form.venue),
    is_half_concert: form.isHalfConcert,
    target_duration: duration === '' ? null : Number.parseInt(duration, 10),
    notes: orNull(form.notes),
  };
}

/**
 * The three messages of program creation, then anything else the API's own schema would
 * refuse (a target of 0 minutes, a name too long…), so a bad value never reaches the server.
 */
export function validateProgramForm(form: ProgramForm): string[] {
  const problems: string[] = [];
  if (!form.name.trim()) problems.push(PROGRAM_NAME_REQUIRED);
  if (form.ensembleIds.length === 0) problems.push(ENSEMBLES_REQUIRED);
  const duration = form.targetDuration.trim();
  if (duration !== '' && !NUMERIC.test(duration)) problems.push(TARGET_DURATION_NOT_NUMBER);
  if (problems.length) return problems;
  const parsed = createProgramSchema.safeParse(toCreateRequest(form));
  return parsed.success ? [] : issueMessages(parsed.error.issues);
}

const targetDurationProblem = (form: ProgramForm): string | undefined => {
  const duration = form.targetDuration.trim();
  if (duration === '') return undefined;
  if (!NUMERIC.test(duration)) return TARGET_DURATION_NOT_NUMBER;
  const parsed = createProgramSchema.safeParse({ ...toCreateRequest(form), title: 'x', ensemble_ids: [1] });
  return parsed.success ? undefined : fieldErrorsOf<'target_duration'>(parsed.error.issues).target_duration;
};

/**
 * The ensembles ticked when the dialog opens: the ones in use (`preselected`, those that still
 * exist), else all of the director's ensembles (most directors plan a concert for all of them).
 */
export function defaultEnsembleIds(ensembles: readonly Ensemble[] | undefined, preselected?: readonly number[]) {
  if (!ensembles) return [];
  const inUse = ensembles.filter((e) => preselected?.includes(e.id)).map((e) => e.id);
  return inUse.length ? inUse : ensembles.slice(0, MAX_PROGRAM_ENSEMBLES).map((e) => e.id);
}

export interface CreateProgramDialogProps {
  open: boolean;
  /** The ensembles in use (the ones pieces are being added for): ticked at first instead of all. */
  preselectedEnsembleIds?: readonly number[];
  onClose(): void;
  onCreated(program: Program): void;
  onFailed(request: CreateProgramRequest): void;
}

/** After the answer the form stays disabled until the dialog closes itself. */
type Phase = 'editing' | 'created' | 'failed';

/**
 * Create New Program: on success the caller gets the program at
 * once, the program lists are refreshed now and again after 500 ms, and the dialog closes 100 ms
 * later. On failure it says the program may exist anyway, closes after 2 s and hands the request
 * back (the builder then looks for the program or uses a placeholder).
 */
export function CreateProgramDialog({
  open,
  preselectedEnsembleIds,
  onClose,
  onCreated,
  onFailed,
}: CreateProgramDialogProps) {
  const ensembles = useEnsembles(open);
  // the name starts as this season's concert ("Spring Concert"), a value the director keeps or changes
  const { values: typed, change } = useForm(() => ({ ...EMPTY_FORM, name: seasonalConcertName('', new Date()) }), open);
  // until the director ticks or unticks one, the ensembles are the defaults (they may load after the dialog opens)
  const [ticked, setTicked] = useState<number[] | null>(null);
  const form = { ...typed, ensembleIds: ticked ?? defaultEnsembleIds(ensembles.data, preselectedEnsembleIds) };
  const [phase, setPhase] = useState<Phase>('editing');
  const [alert, setAlert] = useState<string | null>(null);
  const alertBox = useRef<HTMLDivElement>(null);
  // whole screen on a phone (a responsive size would mix the two variants' styles)
  const size = useBreakpointValue<'full' | 'lg'>({ base: 'full', sm: 'lg' }) ?? 'lg';
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const failedRequest = useRef<CreateProgramRequest | null>(null);
  // the timers call whatever the parent passes now, not what it passed when they were set
  const latest = useRef({ onClose, onFailed });
  latest.current = { onClose, onFailed };

  useOnOpen(open, () => {
    setPhase('editing');
    setAlert(null);
    setTicked(null);
  });
  useEffect(() => {
    if (open) failedRequest.current = null;
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // the alert sits under the last field: bring it into view in the scrolling body
  useEffect(() => {
    if (alert) alertBox.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [alert]);

  const problems = validateProgramForm(form);

  /** Closes the dialog; after a failure the caller also gets the request (at once if closed early). */
  const close = () => {
    clearTimeout(closeTimer.current);
    const request = failedRequest.current;
    failedRequest.current = null;
    latest.current.onClose();
    if (request) latest.current.onFailed(request);
  };

  /** Sends the program; the dialog then closes itself (soon after a success, 2 s after a failure). */
  const submit = async () => {
    const request = toCreateRequest(form);
    setAlert(null);
    try {
      const program = await createProgram(request);
      setPhase('created');
      onCreated(program);
      void revalidatePrograms();
      setTimeout(() => void revalidatePrograms(), FORCE_REFRESH_MS);
      closeTimer.current = setTimeout(close, CLOSE_AFTER_SUCCESS_MS);
    } catch (error) {
      console.error('[programs] creating the program failed', error);
      setPhase('failed');
      setAlert(CREATE_FAILED_MESSAGE);
      failedRequest.current = request;
      void revalidatePrograms();
      closeTimer.current = setTimeout(close, CLOSE_AFTER_FAILURE_MS);
    }
    return false;
  };

  const set = <K extends keyof ProgramForm>(key: K, value: ProgramForm[K]) => {
    if (key === 'ensembleIds') setTicked(value as number[]);
    else change(key, value);
    // a name the director has not changed follows the season of the performance date
    if (key === 'performanceDate' && form.name === seasonalConcertName(form.performanceDate, new Date()))
      change('name', seasonalConcertName(value as string, new Date()));
    if (phase === 'editing') setAlert(null);
  };
  const durationProblem = targetDurationProblem(form);

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Create New Program"
      submitLabel="Create Program"
      busyLabel="Creating..."
      canSubmit={problems.length === 0 && phase === 'editing'}
      onRefused={() => phase === 'editing' && setAlert(problems.join('. '))}
      enterAlwaysSubmits
      submit={submit}
      scrollBehavior="inside"
      size={size}
      contentProps={{ mx: { sm: '4' } }}
      closeOnInteractOutside={false}
    >
      {(sending) => {
        const busy = sending || phase !== 'editing';
        return (
          <Stack gap="6">
            <Stack as="section" gap="4" aria-labelledby="create-program-required">
              <Heading as="h3" size="sm" id="create-program-required">
                Required Information
              </Heading>
              <Field label="Program name" required disabled={busy}>
                <Input value={form.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
              </Field>
              <EnsembleChecklist
                legend="Ensembles"
                required
                ensembles={ensembles}
                selected={form.ensembleIds}
                onChange={(ids) => set('ensembleIds', ids)}
                disabled={busy}
                onLeave={close}
              />
            </Stack>
            <Stack as="section" gap="4" aria-labelledby="create-program-optional">
              <Heading as="h3" size="sm" id="create-program-optional">
                Additional Details (Optional)
              </Heading>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <Field label="Performance date" disabled={busy}>
                  <Input
                    type="date"
                    value={form.performanceDate}
                    onChange={(e) => set('performanceDate', e.target.value)}
                  />
                </Field>
                <Field label="Performance time" disabled={busy}>
                  <Input
                    type="time"
                    value={form.performanceTime}
                    onChange={(e) => set('performanceTime', e.target.value)}
                  />
                </Field>
                <Field label="Venue" disabled={busy}>
                  <Input value={form.venue} onChange={(e) => set('venue', e.target.value)} autoComplete="off" />
                </Field>
                <Field label="Target duration (minutes)" disabled={busy} error={durationProblem}>
                  <Input
                    inputMode="numeric"
                    value={form.targetDuration}
                    onChange={(e) => set('targetDuration', e.target.value)}
                    autoComplete="off"
                  />
                </Field>
              </SimpleGrid>
              <Checkbox.Root
                checked={form.isHalfConcert}
                onCheckedChange={(e) => set('isHalfConcert', e.checked === true)}
                disabled={busy}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal">Half concert</Checkbox.Label>
              </Checkbox.Root>
              <Field label="Notes" disabled={busy}>
                <Textarea value={form.notes} onChange={(e) => set('notes', e.target.value)} rows={3} />
              </Field>
            </Stack>
            {alert && (
              <Box ref={alertBox}>
                <ErrorAlert>{alert}</ErrorAlert>
              </Box>
            )}
          </Stack>
        );
      }}
    </FormDialog>
  );
}
