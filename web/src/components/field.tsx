// One field kit. A labelled control is a `Field` around Chakra's `Input`, the `NativeSelect` of
// native-select.tsx or a `Textarea` (Chakra's, or textarea.tsx's that grows): Chakra's Field ties the
// label to the control, describes it by its helper or error text and marks it required, invalid or
// disabled, so no form writes ids of its own. Only the chat's composer, whose texts share a line with
// a counter, lays out Chakra's Field parts itself.
import { Field as ChakraField } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface FieldProps extends Omit<ChakraField.RootProps, 'invalid' | 'ids' | 'label'> {
  label: ReactNode;
  /** The label's own props (a prompt in the body's weight). */
  labelProps?: ChakraField.LabelProps;
  /** Shown under the control while there is no error. */
  helper?: ReactNode;
  /** Marks the field invalid and shows in the helper's place. */
  error?: ReactNode;
}

/** A label (with `*` when required), its control (the children), and its helper or error text. */
export function Field({ label, labelProps, helper, error, children, ...rootProps }: FieldProps) {
  // the error takes the helper's place and its id, so the control is described by whichever shows
  // (aria-describedby), and the error is also its aria-errormessage
  const textId = useId();
  return (
    <ChakraField.Root invalid={Boolean(error)} ids={{ helperText: textId, errorText: textId }} {...rootProps}>
      <ChakraField.Label {...labelProps}>
        {label} <ChakraField.RequiredIndicator />
      </ChakraField.Label>
      {children}
      {error ? (
        <ChakraField.ErrorText>{error}</ChakraField.ErrorText>
      ) : (
        helper && <ChakraField.HelperText>{helper}</ChakraField.HelperText>
      )}
    </ChakraField.Root>
  );
}
