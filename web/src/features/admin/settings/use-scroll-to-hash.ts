/**
 * Brings the section named by the address's #fragment into view once it exists: the sections load
 * their data first, so the browser's own jump on arrival finds nothing yet. Gives up after 3 s.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const until = Date.now() + 3000;
    let frame = 0;
    const look = () => {
      const target = document.getElementById(id);
      if (target && !target.querySelector('.loading-state')) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      if (Date.now() < until) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
