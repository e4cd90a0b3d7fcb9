import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { NOTICE_CLEARANCE_VAR } from './toaster';

/**
 * The toast machinery behind `notify` (toaster.tsx), loaded with the first notice. Notices sit where
 * no control is: on a wide screen at the top, centred, below the top bar (the avatar and the Program
 * Builder's refresh and close buttons are at the right); on a phone, where a notice is as wide as the
 * screen, at the bottom, above the Program Builder's bar (28 units high), and above the open
 * builder's footer (its ensemble chips), which sets `NOTICE_CLEARANCE_VAR`. Two at most show at once
 * (the next wait their turn, errors first), so they never pile up over the page or a dialog.
 */
const wideToaster = createToaster({
  placement: 'top',
  offsets: { top: '4.5rem', bottom: '1rem', left: '1rem', right: '1rem' },
  pauseOnPageIdle: true,
  max: 2,
});
const phoneToaster = createToaster({
  placement: 'bottom',
  offsets: { top: '1rem', bottom: `max(7.5rem, var(${NOTICE_CLEARANCE_VAR}, 0px))`, left: '1rem', right: '1rem' },
  pauseOnPageIdle: true,
  max: 2,
});
const toasters = [wideToaster, phoneToaster];

/** Chakra's md breakpoint: from here on the sidebar shows and a notice is narrower than the screen. */
const WIDE_SCREEN = '(min-width: 48rem)';
const toasterForScreen = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN).matches ? wideToaster : phoneToaster;

/** How long an error shows; one that offers Retry a little longer (the connection may come back). */
export const ERROR_DURATION_MS = 6000;
export const RETRY_DURATION_MS = 10_000;

/**
 * The same failure again (same words) is one notice, not a pile: it shows again from the start, and
 * its Retry does every failed piece of work it stands for, in the order they failed.
 */
const errorId = (title: string, description: string | undefined) => `error:${title}\n${description ?? ''}`;

export const showNotice = {
  success: (title: string) => toasterForScreen().create({ type: 'success', title, duration: 4000, closable: true }),
  error: (title: string, description?: string, retry?: () => void) => {
    const toaster = toasterForScreen();
    const id = errorId(title, description);
    const earlier = toaster.isVisible(id) ? toaster.getVisibleToasts().find((t) => t.id === id)?.action : undefined;
    const again =
      retry && earlier
        ? () => {
            earlier.onClick();
            retry();
          }
        : (retry ?? earlier?.onClick);
    return toaster.create({
      id,
      type: 'error',
      title,
      description,
      duration: again ? RETRY_DURATION_MS : ERROR_DURATION_MS,
      closable: true,
      action: again && { label: 'Retry', onClick: again },
    });
  },
};

export function removeNotices() {
  for (const toaster of toasters) toaster.remove();
}

/** Closes the error notices showing (a dialog opened over what they were about). */
export function dismissErrors() {
  for (const toaster of toasters)
    for (const toast of toaster.getVisibleToasts()) if (toast.type === 'error') toaster.dismiss(toast.id);
}

export function NoticeToasters() {
  return (
    <Portal>
      {toasters.map((toaster, index) => (
        <ChakraToaster key={index} toaster={toaster}>
          {(toast) => (
            <Toast.Root width={{ base: 'full', md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
              {toast.closable && <Toast.CloseTrigger aria-label="Dismiss" />}
            </Toast.Root>
          )}
        </ChakraToaster>
      ))}
    </Portal>
  );
}
