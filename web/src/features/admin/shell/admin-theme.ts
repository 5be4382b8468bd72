/**
 * The back office's own light/dark choice, dark by default, kept in localStorage under
 * 'adminTheme' so it never changes the public site's theme. While the admin area is shown
 * the document carries it too (page background, native controls); leaving restores the site's.
 */
import { useCallback, useEffect, useState } from 'react';

export type AdminTheme = 'dark' | 'light';

const THEME_KEY = 'adminTheme';

function savedTheme(): AdminTheme {
  try {
    return localStorage.getItem(THEME_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

export function useAdminTheme(): { theme: AdminTheme; toggleTheme: () => void } {
  const [theme, setTheme] = useState<AdminTheme>(savedTheme);

  useEffect(() => {
    const root = document.documentElement;
    const previous = root.getAttribute('data-theme');
    root.setAttribute('data-theme', theme);
    return () => {
      if (previous === null) root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', previous);
    };
  }, [theme]);

  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(THEME_KEY, next);
      } catch {
        // private mode: the choice lasts for this visit only
      }
      return next;
    });
  }, []);

  return { theme, toggleTheme };
}
