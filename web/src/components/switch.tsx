import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
  const styles = useSlotRecipe({ key: 'switch' })({});
  const state = checked ? 'checked' : 'unchecked';
  return (
    <chakra.label css={styles.root} data-part="root" data-state={state} {...rootProps}>
      <chakra.input
        type="checkbox"
        className="peer"
        srOnly
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
      <chakra.span
        aria-hidden
        css={styles.control}
        data-part="control"
        data-state={state}
        // the recipe's focus ring, shown while the hidden checkbox has the keyboard's focus
        _peerFocusVisible={{
          outlineWidth: '2px',
          outlineOffset: '2px',
          outlineStyle: 'solid',
          outlineColor: 'colorPalette.focusRing',
        }}
      >
        <chakra.span css={styles.thumb} data-part="thumb" data-state={state} />
      </chakra.span>
      <chakra.span css={styles.label} data-part="label">
        {children}
      </chakra.span>
    </chakra.label>
  );
}
