import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const STORAGE_KEY = 'podium.scrollPositions';

const savedPositions = (): Record<string, number> => {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
};

/**
 * React Router's `<ScrollRestoration>` for its declarative mode (that one needs the data router):
 * Back and Forward, and a reload, return to where that page was scrolled; a new page opens at its
 * top, or at the element its #hash names.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const positions = useRef<Record<string, number>>(undefined);
  positions.current ??= savedPositions();
  const key = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => (positions.current![key.current] = window.scrollY);
    const onPageHide = () => {
      positions.current![key.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch (error) {
        console.warn('[app] scroll positions could not be kept for a reload', error);
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    const saved = positions.current![location.key];
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // not a decodable element id: the page opens at its top
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash]);

  return null;
}
