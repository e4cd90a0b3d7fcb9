import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';

// Chakra's Field is Ark's field, which brings zag's runtime with it; these are the same elements
// styled by the theme's field recipe. The ids (label for its control, helper and error text the
// control is described by) are the caller's.
const { withProvider, withContext } = createSlotRecipeContext({ key: 'field' });

/** A field's group: its label, its control and their texts. */
export const FieldRoot = withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'root', {
  defaultProps: { role: 'group' },
});
export const FieldLabel = withContext<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'label');
export const FieldHelperText = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'helperText');
export const FieldErrorText = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'errorText', {
  defaultProps: { 'aria-live': 'polite' },
});
