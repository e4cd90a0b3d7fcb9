import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/**
 * The app's notices (every "Alert: …" the product shows): `notify.success(...)`, `notify.error(...)`.
 * Top right, so they never cover the Program Builder's bottom bar.
 */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

export const notify = {
  success: (title: string) => toaster.create({ type: 'success', title, duration: 4000, closable: true }),
  error: (title: string, description?: string) =>
    toaster.create({ type: 'error', title, description, duration: 8000, closable: true }),
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
