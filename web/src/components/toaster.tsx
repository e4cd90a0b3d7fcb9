import { useSyncExternalStore } from 'react';
import type * as NoticesModule from './notices';

/**
 * The app's notices (every "Alert: …" the product shows): `notify.success(...)`, `notify.error(...)`,
 * shown by `<Toaster />`. The toast machinery (notices.tsx, ~8 kB of JS gzip) is fetched with the first
 * notice, or earlier by `preloadNotices` (signed in, once the browser is idle), and mounted with the
 * first notice: most page loads show none.
 */
type Notices = typeof NoticesModule;

let loading: Promise<Notices> | undefined;
let loaded: Notices | undefined;
const listeners = new Set<() => void>();
/** Counts `clearNotices` calls: a notice asked for before the last one is not shown when its code arrives. */
let cleared = 0;

/** The notices' code, fetched once (a failed fetch, offline or after a deploy, is tried again next time). */
const importNotices = () =>
  (loading ??= import('./notices').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

const withNotices = (show: (notices: Notices) => void) => {
  const asked = cleared;
  importNotices().then(
    (notices) => {
      if (!loaded) {
        loaded = notices;
        for (const listener of listeners) listener();
      }
      if (asked === cleared) show(notices);
    },
    (error: unknown) => console.error('[notices] the notice could not be shown', error),
  );
};

/**
 * Fetches the notices' code once the browser is idle, without showing anything: a notice that must
 * be shown after the connection dropped (a move that could not be saved) then needs no download.
 * Called where a signed-in director works (the Program Builder's bar); returns a cancel.
 */
export function preloadNotices(): () => void {
  const load = () => void importNotices().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 2000);
  return () => clearTimeout(timer);
}

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

/**
 * Closes the error notices showing: a dialog opened over the work they were about (a failed save,
 * then Change Date & Time) is not covered by them. Notices that come later still show.
 */
export function dismissErrorNotices() {
  loaded?.dismissErrors();
}

/**
 * The CSS variable (on the root element) that lifts a phone's notices: they sit at the bottom of the
 * screen, at least this far from its bottom edge (and always above the Program Builder's bar).
 */
export const NOTICE_CLEARANCE_VAR = '--podium-notice-clearance';

/**
 * Keeps a phone's notices above something pinned to the bottom of the screen (the open builder's
 * footer): `clearance` is a CSS length from the window's bottom edge; null lets them sit above the
 * bar again. Wide screens show notices at the top, which this does not change.
 */
export function setNoticeClearance(clearance: string | null) {
  const root = document.documentElement.style;
  if (clearance === null) root.removeProperty(NOTICE_CLEARANCE_VAR);
  else root.setProperty(NOTICE_CLEARANCE_VAR, clearance);
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
