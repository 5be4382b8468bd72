/**
 * Dismissible banners: red for errors, green for successes, each closing itself after 5000 ms
 * or on its close button. A NoticeScope owns one place for them; components
 * inside it post to the nearest scope, so a dialog shows its own errors above its content.
 * A new notice replaces the one shown (never a stale error beside a newer 'Saved'), and the
 * place is in the page's flow, at the top of the page or dialog, so it never covers a form's
 * fields: when it is scrolled out of sight, a new notice brings it into view.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../errors';
import { AdminIcon } from './AdminIcon';

const NOTICE_LIFETIME_MS = 5000;

type Tone = 'success' | 'error';

interface Notice {
  id: number;
  tone: Tone;
  text: string;
}

export interface Notices {
  success: (text: string) => void;
  /** Shows the server's message of a failed call, or 'An unexpected error occurred.'. */
  error: (failure: unknown) => void;
  /** Shows a sentence as an error banner. */
  errorText: (text: string) => void;
  clear: () => void;
}

const NoticeContext = createContext<Notices | null>(null);

export function useNotices(): Notices {
  const notices = useContext(NoticeContext);
  if (!notices) throw new Error('useNotices must be used inside a NoticeScope.');
  return notices;
}

let nextId = 1;

interface NoticeProviderProps {
  children: ReactNode;
}

/** Owns a stack of banners; NoticeStack shows it wherever it is placed inside. */
export function NoticeProvider({ children }: NoticeProviderProps) {
  const [list, setList] = useState<Notice[]>([]);
  const dismiss = useCallback((id: number) => setList((l) => l.filter((n) => n.id !== id)), []);
  const push = useCallback((tone: Tone, text: string) => {
    // The newest says how things stand now: it replaces whatever was shown.
    setList([{ id: nextId++, tone, text }]);
  }, []);
  const api = useMemo<Notices>(
    () => ({
      success: (text) => push('success', text),
      error: (failure) => push('error', errorMessage(failure)),
      errorText: (text) => push('error', text),
      clear: () => setList([]),
    }),
    [push],
  );
  const state = useMemo(() => ({ list, dismiss }), [list, dismiss]);
  return (
    <NoticeContext.Provider value={api}>
      <NoticeListContext.Provider value={state}>{children}</NoticeListContext.Provider>
    </NoticeContext.Provider>
  );
}

const NoticeListContext = createContext<{ list: Notice[]; dismiss: (id: number) => void }>({ list: [], dismiss: () => undefined });

export function NoticeStack({ className }: { className?: string }) {
  const { list, dismiss } = useContext(NoticeListContext);
  const place = useRef<HTMLDivElement>(null);
  const newest = list.at(-1)?.id;
  useEffect(() => {
    if (newest !== undefined) revealIfHidden(place.current);
  }, [newest]);
  return (
    <div ref={place} className={className ? `notice-stack ${className}` : 'notice-stack'}>
      {list.map((n) => (
        <Banner key={n.id} tone={n.tone} onClose={() => dismiss(n.id)}>
          {n.text}
        </Banner>
      ))}
    </div>
  );
}

/** Scrolls a new notice's place into view when it is above or below what is shown (its scroll-margin keeps it clear of a sticky header). */
function revealIfHidden(element: HTMLElement | null): void {
  if (!element || typeof element.scrollIntoView !== 'function') return;
  const rect = element.getBoundingClientRect();
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  if (rect.top >= margin && rect.bottom <= window.innerHeight) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}

/** A provider with its stack above its content. */
export function NoticeScope({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <NoticeProvider>
      <NoticeStack className={className} />
      {children}
    </NoticeProvider>
  );
}

interface BannerProps {
  tone: Tone | 'warning';
  children: ReactNode;
  onClose?: () => void;
  /** Milliseconds before it closes itself; 0 keeps it until closed. */
  lifetime?: number;
}

export function Banner({ tone, children, onClose, lifetime = NOTICE_LIFETIME_MS }: BannerProps) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!lifetime || !close.current) return;
    const timer = window.setTimeout(() => close.current?.(), lifetime);
    return () => window.clearTimeout(timer);
  }, [lifetime]);
  const icon = tone === 'success' ? 'check' : tone === 'warning' ? 'warning' : 'alert';
  return (
    <div className={`banner banner--${tone}`} role={tone === 'success' ? 'status' : 'alert'}>
      <AdminIcon name={icon} className="banner__icon" />
      <div className="banner__text">{children}</div>
      {onClose && (
        <button type="button" className="banner__close" onClick={onClose} aria-label="Dismiss message">
          <AdminIcon name="close" size={18} />
        </button>
      )}
    </div>
  );
}
