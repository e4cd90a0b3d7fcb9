import { Dialog, Portal } from '@chakra-ui/react';
import type { ComponentProps, FormEvent, ReactNode, Ref } from 'react';
import { DialogCloseButton } from './dialog-close-button';

export interface AppDialogProps extends Omit<Dialog.RootProps, 'open' | 'onOpenChange' | 'children' | 'title'> {
  open: boolean;
  onClose(): void;
  /** While true nothing closes the dialog: not Escape, an outside click, Cancel nor the ✕. */
  busy?: boolean;
  /** The dialog's name, in its header. */
  title?: ReactNode;
  /** The whole header instead of `title` (it must hold a `Dialog.Title`). */
  header?: ReactNode;
  /** The buttons at the end; none without. */
  footer?: ReactNode;
  /** The accessible name of the corner ✕; no ✕ without. */
  closeLabel?: string;
  /** The content becomes a form (header, body and footer inside it): Enter in a field submits. */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  formProps?: Omit<ComponentProps<'form'>, 'onSubmit'>;
  backdropProps?: Dialog.BackdropProps;
  contentProps?: Dialog.ContentProps;
  headerProps?: Dialog.HeaderProps;
  bodyProps?: Dialog.BodyProps;
  footerProps?: Dialog.FooterProps;
  /** The footer's element, while it shows. */
  footerRef?: Ref<HTMLDivElement>;
  /** The body. */
  children?: ReactNode;
}

/**
 * A dialog full-screen on a phone and sized from a tablet up (`{ base: 'full', md: 'lg' }`): Chakra's
 * full size sets a full height that the other sizes do not undo, so a short dialog would still fill
 * a desktop's height.
 */
const fullOnPhone = (size: AppDialogProps['size']) =>
  typeof size === 'object' && size !== null && (size as Record<string, unknown>).base === 'full';
const sizedFromTablet = { minH: { md: 'auto' }, rounded: { md: 'l3' } } as const;

/**
 * Every dialog of the app: centred over a backdrop, a header with its title, the body, the
 * footer's buttons and, if asked, the corner ✕. Other props go to Chakra's `Dialog.Root`.
 */
export function AppDialog({
  open,
  onClose,
  busy = false,
  title,
  header,
  footer,
  closeLabel,
  onSubmit,
  formProps,
  backdropProps,
  contentProps,
  headerProps,
  bodyProps,
  footerProps,
  footerRef,
  children,
  ...root
}: AppDialogProps) {
  const parts = (
    <>
      <Dialog.Header {...headerProps}>{header ?? <Dialog.Title>{title}</Dialog.Title>}</Dialog.Header>
      <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
      {footer && (
        <Dialog.Footer ref={footerRef} {...footerProps}>
          {footer}
        </Dialog.Footer>
      )}
      {closeLabel && <DialogCloseButton label={closeLabel} disabled={busy} />}
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      placement="center"
      closeOnInteractOutside={!busy}
      {...root}
    >
      <Portal>
        <Dialog.Backdrop {...backdropProps} />
        <Dialog.Positioner>
          {/* a sized dialog sets its own margins (a phone's full-screen one has none) */}
          <Dialog.Content
            mx={root.size ? undefined : '4'}
            {...(fullOnPhone(root.size) ? sizedFromTablet : {})}
            {...contentProps}
          >
            {onSubmit ? (
              // display: contents keeps the content's layout; the form groups the fields for Enter
              <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }} {...formProps}>
                {parts}
              </form>
            ) : (
              parts
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
