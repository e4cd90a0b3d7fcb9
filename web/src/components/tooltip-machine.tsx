import { Portal, Tooltip as ChakraTooltip, useTooltip } from '@chakra-ui/react';
import { memo, useLayoutEffect, type ReactNode } from 'react';
import { TOOLTIP_TIMING, type TooltipPlacement } from './tooltip-timing';

export interface TooltipMachineProps {
  label: ReactNode;
  placement: TooltipPlacement;
  disabled: boolean | undefined;
  triggerId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Receives the props the trigger must carry (handlers, ids, aria-describedby) after each change. */
  onTriggerProps(props: Record<string, unknown>): void;
}

/**
 * Chakra's tooltip behind `Tooltip` (tooltip.tsx), loaded when a tooltip is first wanted. It renders
 * the content only: the trigger stays where `Tooltip` rendered it (so it keeps its focus and hover)
 * and gets the machine's props through `onTriggerProps`. Memoised: `Tooltip` re-renders with
 * each new set of trigger props, which must not render the machine again.
 */
export const TooltipMachine = memo(function TooltipMachine({
  label,
  placement,
  disabled,
  triggerId,
  open,
  onOpenChange,
  onTriggerProps,
}: TooltipMachineProps) {
  const tooltip = useTooltip({
    open,
    onOpenChange: ({ open: next }) => onOpenChange(next),
    openDelay: TOOLTIP_TIMING.openDelay,
    closeDelay: TOOLTIP_TIMING.closeDelay,
    disabled,
    positioning: { placement },
    ids: { trigger: triggerId },
  });
  useLayoutEffect(() => onTriggerProps(tooltip.getTriggerProps()));

  return (
    // nothing in the page until it opens: a board or a list holds many of these
    <ChakraTooltip.RootProvider value={tooltip} lazyMount unmountOnExit>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content maxW={TOOLTIP_TIMING.maxWidth}>{label}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.RootProvider>
  );
});
