/**
 * Asks before a link click leaves the page while `when` holds (unsaved work). The app uses
 * declarative routes (no data router, so no useBlocker): clicks on same-origin links to another
 * path are caught in the capture phase, confirmed, then followed with the router. Reloading or
 * closing the tab is covered by the editor's beforeunload warning.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

export function useLeaveGuard(when: boolean, ask: () => Promise<boolean>): void {
  const navigate = useNavigate();
  const state = useRef({ when, ask, navigate });
  state.current = { when, ask, navigate };

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const { when, ask, navigate } = state.current;
      if (!when || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      void ask().then((leave) => {
        if (leave) navigate(url.pathname + url.search + url.hash);
      });
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}

/** While `when` holds (unsaved work), reloading or closing the tab asks the browser's question first. */
export function useUnloadWarning(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}
