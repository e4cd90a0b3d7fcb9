import { Input } from '@chakra-ui/react';
import { useRef } from 'react';
import { Field } from '../../../../components/field';
import { FormDialog } from '../../../../components/form-dialog';
import { useForm } from '../../../../components/use-form';

export interface ProgramTitleDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  /** The field's label. */
  label: string;
  /** A prompt rather than a label: in the body's weight. */
  prompt?: boolean;
  required?: boolean;
  helper?: string;
  /** The field's text on each opening. */
  initialValue: string;
  /** The field takes the focus with its text selected, to be typed over. */
  selectOnOpen?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Sends the trimmed title; the dialog closes when it resolves. */
  send(title: string): Promise<unknown>;
  failureLog: string;
  failureNotice: string;
}

/**
 * A program title to type (Rename, Duplicate): trimmed; the submit button is disabled and
 * ignored while it is empty; Enter sends. A failure is a notice and the dialog stays as it was.
 */
export function ProgramTitleDialog({
  open,
  onClose,
  label,
  prompt,
  required,
  helper,
  initialValue,
  selectOnOpen,
  send,
  ...dialog
}: ProgramTitleDialogProps) {
  // each opening starts from `initialValue`; what the director types is theirs
  const { values, change } = useForm(() => ({ title: initialValue }), open);
  const input = useRef<HTMLInputElement>(null);
  const trimmed = values.title.trim();

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      canSubmit={Boolean(trimmed)}
      submit={() => send(trimmed)}
      initialFocusEl={selectOnOpen ? () => input.current : undefined}
      {...dialog}
    >
      <Field
        label={label}
        labelProps={prompt ? { fontWeight: 'normal' } : undefined}
        required={required}
        helper={helper}
      >
        <Input
          ref={input}
          value={values.title}
          placeholder="Program name"
          autoComplete="off"
          maxLength={200}
          onChange={(e) => change('title', e.target.value)}
          onFocus={selectOnOpen ? (e) => e.target.select() : undefined}
        />
      </Field>
    </FormDialog>
  );
}
