import { chakra, createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const { withProvider, withContext } = createSlotRecipeContext({ key: 'switch' });
const SwitchRoot = withProvider<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'root');
const SwitchControl = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'control');
const SwitchThumb = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'thumb');
const SwitchLabel = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'label');

export interface SwitchProps extends Omit<HTMLChakraProps<'label'>, 'onChange' | 'children'> {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** The visible label, which names the checkbox. */
  children: ReactNode;
}

/**
 * Chakra's switch as plain elements: a visually hidden native checkbox inside its label, drawn by
 * the theme's switch recipe. It looks and works like Chakra's Switch (a checkbox to assistive
 * technology, Space toggles it, a click on the label too) without its state machine (zag), which
 * a page would otherwise load for this one control.
 */
export function Switch({ checked, onCheckedChange, children, ...rootProps }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <SwitchRoot data-state={state} {...rootProps}>
      <chakra.input
        type="checkbox"
        className="peer"
        srOnly
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
      <SwitchControl
        aria-hidden
        data-state={state}
        // the recipe's focus ring, shown while the hidden checkbox has the keyboard's focus
        _peerFocusVisible={{
          outlineWidth: '2px',
          outlineOffset: '2px',
          outlineStyle: 'solid',
          outlineColor: 'colorPalette.focusRing',
        }}
      >
        <SwitchThumb data-state={state} />
      </SwitchControl>
      <SwitchLabel>{children}</SwitchLabel>
    </SwitchRoot>
  );
}
