import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/**
 * The toast machinery behind `notify` (toaster.tsx), loaded with the first notice. Notices sit where
 * no control is: on a wide screen at the top, centred, below the top bar (the avatar and the Program
 * Builder's refresh and close buttons are at the right); on a phone, where a notice is as wide as the
 * screen, at the bottom, above the Program Builder's bar (28 units high).
 */
const wideToaster = createToaster({
  placement: 'top',
  offsets: { top: '4.5rem', bottom: '1rem', left: '1rem', right: '1rem' },
  pauseOnPageIdle: true,
  max: 4,
});
const phoneToaster = createToaster({
  placement: 'bottom',
  offsets: { top: '1rem', bottom: '7.5rem', left: '1rem', right: '1rem' },
  pauseOnPageIdle: true,
  max: 3,
});

/** Chakra's md breakpoint: from here on the sidebar shows and a notice is narrower than the screen. */
const WIDE_SCREEN = '(min-width: 48rem)';
const toasterForScreen = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN).matches ? wideToaster : phoneToaster;

export const showNotice = {
  success: (title: string) => toasterForScreen().create({ type: 'success', title, duration: 4000, closable: true }),
  error: (title: string, description?: string, retry?: () => void) =>
    toasterForScreen().create({
      type: 'error',
      title,
      description,
      // one to retry stays longer: the director may want to wait for the connection to return
      duration: retry ? 20_000 : 8000,
      closable: true,
      action: retry && { label: 'Retry', onClick: retry },
    }),
};

export function removeNotices() {
  wideToaster.remove();
  phoneToaster.remove();
}

export function NoticeToasters() {
  return (
    <Portal>
      {[wideToaster, phoneToaster].map((toaster, index) => (
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
