/**
 * What the tooltip (tooltip.tsx) and its machine (tooltip-machine.tsx, loaded when a tooltip is
 * first wanted) both read: a file of its own, so the machine never imports the tooltip that loads it.
 */

/** Tooltips open 100 ms after the pointer enters; on touch after a 700 ms press, and close 1500 ms after it. */
export const TOOLTIP_TIMING = {
  openDelay: 100,
  closeDelay: 0,
  touchOpenDelay: 700,
  touchCloseDelay: 1500,
  maxWidth: '300px',
} as const;

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right' | 'bottom-end' | 'bottom-start';
