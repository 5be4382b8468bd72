/**
 * Light/dark switch of the public site. The inline script in index.html applies the saved theme
 * before the first paint; this button changes it and remembers it in localStorage ('theme').
 * Both icons are drawn and CSS shows the right one, so the server's HTML is right in either theme.
 */
import { useState } from 'react';
import { Icon } from '../../components/Icon';
import { useHydrated } from '../../shared/use-hydrated';

type Theme = 'light' | 'dark';

const STORAGE_KEY = 'theme';

function currentTheme(): Theme {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function ThemeToggle({ className = '' }: { className?: string }) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<Theme>(currentTheme);
  // Until hydration is over the server's guess (light) is rendered, then the real theme.
  const theme = hydrated ? chosen : 'light';
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;

  function toggle() {
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage may be blocked (private mode): the theme still applies to this page.
    }
    setChosen(next);
  }

  return (
    <button type="button" className={`theme-toggle ${className}`} aria-label={label} title={label} onClick={toggle}>
      <Icon name="moon" size={20} className="theme-toggle__moon" />
      <Icon name="sun" size={20} className="theme-toggle__sun" />
    </button>
  );
}
