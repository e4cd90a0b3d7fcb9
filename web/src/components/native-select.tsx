import { createSlotRecipeContext, type HTMLChakraProps, type NativeSelectRootProps } from '@chakra-ui/react';
import { ChevronDownIcon } from './icons';

// Chakra's NativeSelect is built on Ark's field (and so on zag's runtime, ~8 kB of JS gzip with
// its small chunks); the same elements styled by the theme's nativeSelect recipe need neither
const { withProvider, withContext } = createSlotRecipeContext({ key: 'nativeSelect' });
const Root = withProvider<HTMLDivElement, HTMLChakraProps<'div'> & Pick<NativeSelectRootProps, 'size' | 'variant'>>(
  'div',
  'root',
);
const Field = withContext<HTMLSelectElement, HTMLChakraProps<'select'>>('select', 'field');
const Indicator = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'indicator');

export interface NativeSelectProps extends Omit<HTMLChakraProps<'select'>, 'size'> {
  size?: NativeSelectRootProps['size'];
  /** The width of the select with its indicator (the select fills it). */
  w?: HTMLChakraProps<'div'>['w'];
}

/** A native select drawn like Chakra's NativeSelect (the same recipe, chevron and states). */
export function NativeSelect({ size, w, disabled, ...selectProps }: NativeSelectProps) {
  return (
    <Root size={size} w={w}>
      <Field disabled={disabled} {...selectProps} />
      <Indicator data-disabled={disabled ? '' : undefined}>
        <ChevronDownIcon />
      </Indicator>
    </Root>
  );
}
