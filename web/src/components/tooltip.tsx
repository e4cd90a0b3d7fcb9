import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/** Tooltips open 100 ms after the pointer enters; on touch after a 700 ms press, and close 1500 ms after it. */
export const TOOLTIP_TIMING = {
  openDelay: 100,
  closeDelay: 0,
  touchOpenDelay: 700,
  touchCloseDelay: 1500,
  maxWidth: '300px',
} as const;

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right' | 'bottom-end' | 'bottom-start';

export interface TooltipProps {
  /** What the tooltip says (usually the button's accessible name). */
  label: ReactNode;
  /** One focusable element (a button or a link) that forwards its ref and props. */
  children: ReactElement;
  placement?: TooltipPlacement;
  disabled?: boolean;
  /**
   * The trigger's id, when the child is another component's trigger too (a menu's): both must
   * give the element the same id, or one of them cannot find it.
   */
  triggerId?: string;
}

/** A finger that moves this far is scrolling or dragging, not asking for a tooltip. */
const TOUCH_SLOP_PX = 10;

/**
 * The app's tooltip, with the timings of `TOOLTIP_TIMING`. Chakra's tooltip opens on hover and keyboard
 * focus but ignores touch; a press held for 700 ms opens it here, and it closes 1500 ms after the
 * finger lifts (the hover/blur close it would otherwise get at once is ignored meanwhile).
 */
export function Tooltip({ label, children, placement = 'bottom', disabled, triggerId }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const touch = useRef<{ timer?: ReturnType<typeof setTimeout>; opened: boolean; x: number; y: number }>({
    opened: false,
    x: 0,
    y: 0,
  });

  const clearTouchTimer = () => {
    clearTimeout(touch.current.timer);
    touch.current.timer = undefined;
  };
  useEffect(() => clearTouchTimer, []);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch' || disabled) return;
    clearTouchTimer();
    touch.current.x = event.clientX;
    touch.current.y = event.clientY;
    touch.current.timer = setTimeout(() => {
      touch.current.opened = true;
      touch.current.timer = undefined;
      setOpen(true);
    }, TOOLTIP_TIMING.touchOpenDelay);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType !== 'touch' || touch.current.opened || !touch.current.timer) return;
    if (Math.hypot(event.clientX - touch.current.x, event.clientY - touch.current.y) > TOUCH_SLOP_PX) clearTouchTimer();
  };
  const onTouchEnd = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    clearTouchTimer();
    if (!touch.current.opened) return;
    touch.current.timer = setTimeout(() => {
      touch.current.opened = false;
      touch.current.timer = undefined;
      setOpen(false);
    }, TOOLTIP_TIMING.touchCloseDelay);
  };

  // pressing the trigger from the keyboard acts on it: the tooltip goes, and with it its Escape
  // handler, which would otherwise swallow the Escape that cancels a keyboard drag
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === ' ' || event.key === 'Enter') setOpen(false);
  };

  return (
    <ChakraTooltip.Root
      open={open}
      onOpenChange={({ open: next }) => {
        // while a touch holds it open, only its own timer closes it
        if (!next && touch.current.opened) return;
        setOpen(next);
      }}
      openDelay={TOOLTIP_TIMING.openDelay}
      closeDelay={TOOLTIP_TIMING.closeDelay}
      disabled={disabled}
      positioning={{ placement }}
      ids={triggerId ? { trigger: triggerId } : undefined}
      // nothing in the page until it opens: a board or a list holds many of these
      lazyMount
      unmountOnExit
    >
      <ChakraTooltip.Trigger
        asChild
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onTouchEnd}
        onPointerCancel={onTouchEnd}
      >
        {children}
      </ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content maxW={TOOLTIP_TIMING.maxWidth}>{label}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
