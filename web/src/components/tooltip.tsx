import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type * as TooltipMachineModule from './tooltip-machine';
import { TOOLTIP_TIMING, type TooltipPlacement } from './tooltip-timing';

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
 * Chakra's tooltip machinery (zag's tooltip and popper machines, floating-ui: ~15 kB of JS gzip)
 * loads when a tooltip is first wanted (a pointer over its trigger, keyboard focus, a press), not
 * with the page. Tests load it up front.
 */
let machineLoad: Promise<void> | undefined;
let machine: typeof TooltipMachineModule | undefined;
const machineListeners = new Set<() => void>();
export function loadTooltipMachine(): Promise<void> {
  machineLoad ??= import('./tooltip-machine').then(
    (module) => {
      machine = module;
      for (const listener of machineListeners) listener();
    },
    (error: unknown) => {
      // offline, or a deploy removed the chunk: the next pointer tries again
      machineLoad = undefined;
      console.error('[tooltip] the tooltip could not be loaded', error);
    },
  );
  return machineLoad;
}
const onMachineLoaded = (listener: () => void) => {
  machineListeners.add(listener);
  return () => machineListeners.delete(listener);
};

type Handler = (event: never) => void;
const isHandler = (name: string, value: unknown): value is Handler =>
  /^on[A-Z]/.test(name) && typeof value === 'function';

/** Props merged as Ark's `asChild` merges them: handlers of the same event all run, in order. */
function mergeProps(...sources: Record<string, unknown>[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const props of sources) {
    for (const [name, value] of Object.entries(props)) {
      const before = merged[name];
      merged[name] =
        isHandler(name, value) && isHandler(name, before)
          ? (event: never) => {
              before(event);
              value(event);
            }
          : value;
    }
  }
  return merged;
}

/**
 * The app's tooltip, with the timings of `TOOLTIP_TIMING`. Chakra's tooltip opens on hover and keyboard
 * focus but ignores touch; a press held for 700 ms opens it here, and it closes 1500 ms after the
 * finger lifts (the hover/blur close it would otherwise get at once is ignored meanwhile).
 */
export function Tooltip({ label, children, placement = 'bottom', disabled, triggerId }: TooltipProps) {
  const ownId = useId();
  const id = triggerId ?? `tooltip-trigger-${ownId}`;
  const loaded = useSyncExternalStore(onMachineLoaded, () => machine);
  const [open, setOpen] = useState(false);
  const [triggerProps, setTriggerProps] = useState<Record<string, unknown>>({});
  // what the first pointer or focus asked before the machine was there to hear it
  const waiting = useRef({ hover: false, focus: false });
  const touch = useRef<{ timer?: ReturnType<typeof setTimeout>; opened: boolean; x: number; y: number }>({
    opened: false,
    x: 0,
    y: 0,
  });

  const want = () => {
    if (!loaded && !disabled) void loadTooltipMachine();
  };

  const clearTouchTimer = () => {
    clearTimeout(touch.current.timer);
    touch.current.timer = undefined;
  };
  useEffect(() => clearTouchTimer, []);

  // the machine has come: a pointer still over the trigger, or keyboard focus still on it, opens it now
  const machineRunning = loaded !== undefined && 'onPointerMove' in triggerProps;
  useEffect(() => {
    if (!machineRunning) return;
    const { hover, focus } = waiting.current;
    waiting.current = { hover: false, focus: false };
    if (focus) setOpen(true);
    else if (hover) {
      const timer = setTimeout(() => setOpen(true), TOOLTIP_TIMING.openDelay);
      return () => clearTimeout(timer);
    }
  }, [machineRunning]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    waiting.current.hover = !machineRunning;
    want();
  };
  const onPointerLeave = () => (waiting.current.hover = false);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    waiting.current.focus = !machineRunning && focusVisible(event.currentTarget);
    want();
  };
  const onBlur = () => (waiting.current.focus = false);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch' || disabled) return;
    want();
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

  const onOpenChange = useCallback((next: boolean) => {
    // while a touch holds it open, only its own timer closes it
    if (!next && touch.current.opened) return;
    setOpen(next);
  }, []);

  const childProps = children.props as Record<string, unknown>;
  const childHandlers = Object.fromEntries(
    Object.entries(childProps).filter(([name, value]) => isHandler(name, value)),
  );
  const trigger = cloneElement(
    children,
    mergeProps(
      triggerProps,
      {
        onKeyDown,
        onPointerEnter,
        onPointerLeave,
        onFocus,
        onBlur,
        onPointerDown,
        onPointerMove,
        onPointerUp: onTouchEnd,
        onPointerCancel: onTouchEnd,
      },
      childHandlers,
      { id },
    ),
  );
  return (
    <>
      {trigger}
      {loaded && (
        <loaded.TooltipMachine
          label={label}
          placement={placement}
          disabled={disabled}
          triggerId={id}
          open={open}
          onOpenChange={onOpenChange}
          onTriggerProps={setTriggerProps}
        />
      )}
    </>
  );
}

/** Focus from the keyboard (a click's focus shows no tooltip). */
function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
