import { CloseButton, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { RefreshIcon } from './icons';
import { Tooltip } from './tooltip';

/** Loads a list or a record again: the ↻ icon, named by `label` (also its tooltip). */
export function RefreshButton({ label, ...button }: IconButtonProps & { label: string }) {
  return (
    <Tooltip label={label}>
      <IconButton aria-label={label} variant="ghost" size="sm" {...button}>
        <RefreshIcon size={18} />
      </IconButton>
    </Tooltip>
  );
}

/** The ✕ that hides a notice for good; `label` names the notice it dismisses. */
export function DismissButton({ label, onClick, size = 'sm' }: { label: string; onClick(): void; size?: 'xs' | 'sm' }) {
  return (
    <Tooltip label="Dismiss">
      <CloseButton
        size={size}
        aria-label={label}
        onClick={onClick}
        alignSelf={size === 'sm' ? 'flex-start' : 'center'}
      />
    </Tooltip>
  );
}
