import { useSyncExternalStore } from 'react';
import type * as NoticesModule from './notices';

/**
 * The app's notices (every "Alert: …" the product shows): `notify.success(...)`, `notify.error(...)`,
 * shown by `<Toaster />`. The toast machinery (notices.tsx, ~8 kB of JS gzip) loads with the first
 * notice: most page loads show none.
 */
type Notices = typeof NoticesModule;

let loading: Promise<Notices> | undefined;
let loaded: Notices | undefined;
const listeners = new Set<() => void>();
/** Counts `clearNotices` calls: a notice asked for before the last one is not shown when its code arrives. */
let cleared = 0;

const withNotices = (show: (notices: Notices) => void) => {
  loading ??= import('./notices').then((notices) => {
    loaded = notices;
    for (const listener of listeners) listener();
    return notices;
  });
  const asked = cleared;
  loading.then(
    (notices) => asked === cleared && show(notices),
    (error: unknown) => {
      // offline, or a deploy removed the chunk: the next notice tries again
      loading = undefined;
      console.error('[notices] the notice could not be shown', error);
    },
  );
};

export const notify = {
  success: (title: string) => withNotices((notices) => notices.showNotice.success(title)),
  /** `retry`: the notice offers a Retry button that does the failed work again. */
  error: (title: string, description?: string, retry?: () => void) =>
    withNotices((notices) => notices.showNotice.error(title, description, retry)),
};

/** Removes every notice at once, those on their way too (a test starts with none: the notices live outside the page). */
export function clearNotices() {
  cleared += 1;
  loaded?.removeNotices();
}

const onLoaded = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the notices show; nothing until the first one. */
export function Toaster() {
  const notices = useSyncExternalStore(onLoaded, () => loaded);
  return notices ? <notices.NoticeToasters /> : null;
}
