import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';
import type { Ref } from 'react';

// The one select of the app (the field kit: field.tsx): Chakra's NativeSelect as one element
export interface NativeSelectProps extends Omit<ChakraNativeSelect.FieldProps, 'size'> {
  size?: ChakraNativeSelect.RootProps['size'];
  /** The width of the select with its indicator (the select fills it). */
  w?: ChakraNativeSelect.RootProps['w'];
  disabled?: boolean;
  /** Drawn as invalid; in a `Field`, its error does it. */
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with Chakra's chevron; in a `Field` it takes the field's label, texts and state. */
export function NativeSelect({ size, w, disabled, invalid, ...selectProps }: NativeSelectProps) {
  // in a Field, the field's state wins over the root's: a select disabled on its own (while its
  // choices load) is disabled by its own attribute
  const own = { disabled };
  return (
    <ChakraNativeSelect.Root size={size} w={w} disabled={disabled} invalid={invalid}>
      <ChakraNativeSelect.Field {...own} {...selectProps} />
      <ChakraNativeSelect.Indicator />
    </ChakraNativeSelect.Root>
  );
}
