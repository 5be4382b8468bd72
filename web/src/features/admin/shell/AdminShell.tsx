/**
 * The signed-in frame: a sidebar with the destinations (the owners' ones to owners only), the
 * theme toggle, the signed-in person's name leading to their profile, and Logout (a drawer opened
 * from the header button on small screens), banners and confirmations for every page, and the pages
 * themselves as nested routes under /admin.
 */
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Logo } from '../../../components/Logo';
import { AdminLogoutDocument } from '../../../gql/graphql';
import { endSession } from '../session/admin-session';
import { useMe } from '../session/use-me';
import { AdminIcon } from '../ui/AdminIcon';
import { ConfirmProvider } from '../ui/Confirm';
import { NoticeScope } from '../ui/Notices';
import type { AdminTheme } from './admin-theme';
import { navItemsFor } from './nav';
import { SearchDialog, useSearchShortcut } from './SearchDialog';
import { useLiveStatus } from './use-live-status';
import { useUnreadMailCount } from './use-unread-mail-count';
import { useUnreadTextCount } from './use-unread-text-count';
import { useMediaQuery } from './use-media-query';

interface AdminShellProps {
  businessName: string;
  theme: AdminTheme;
  onToggleTheme: () => void;
  children: ReactNode;
}

const SIDEBAR_ID = 'admin-sidebar';
/** How long Logout waits for the server before signing this browser out anyway. */
const LOGOUT_WAIT_MS = 2000;

export function AdminShell({ businessName, theme, onToggleTheme, children }: AdminShellProps) {
  const wide = useMediaQuery('(min-width: 1024px)');
  const [endServerSession] = useMutation(AdminLogoutDocument);
  const [leaving, setLeaving] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const drawer = !wide;
  const sidebarHidden = drawer && !menuOpen;
  const { me } = useMe();
  // Technicians work the floor: no mailbox, no search of customers and money.
  const technician = me?.role === 'TECHNICIAN';
  const unreadMail = useUnreadMailCount({ live: true, skip: !me || technician });
  const unreadTexts = useUnreadTextCount({ live: true, skip: !me || technician });
  const navItems = navItemsFor(me);
  const [searching, setSearching] = useState(false);
  const openSearch = useCallback(() => setSearching(true), []);
  useSearchShortcut(openSearch, !technician);

  // A new page closes the drawer and starts at the top.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }
  // After a navigation, screen readers and keyboards continue from the new page's content.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    window.scrollTo({ top: 0 });
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  useEffect(() => {
    if (!drawer || !menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawer, menuOpen]);

  // Best effort: the server ends the token and closes its live socket; this browser signs out
  // whatever it answers, and after LOGOUT_WAIT_MS at the latest.
  const logout = () => {
    setLeaving(true);
    const ended = endServerSession().catch(() => undefined);
    const waited = new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS));
    void Promise.race([ended, waited]).then(endSession);
  };

  return (
    <ConfirmProvider>
      <div className={`admin-shell${menuOpen && drawer ? ' is-menu-open' : ''}`}>
        <a className="admin-skip" href="#admin-main">
          Skip to content
        </a>
        <header className="admin-topbar">
          <button
            ref={menuButton}
            type="button"
            className="icon-button admin-topbar__menu"
            aria-expanded={menuOpen}
            aria-controls={SIDEBAR_ID}
            aria-label={menuOpen ? 'Close navigation menu' : 'Open navigation menu'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <AdminIcon name={menuOpen ? 'close' : 'menu'} size={22} />
          </button>
          <span className="admin-topbar__brand">
            <Logo size={28} />
            <span>{businessName}</span>
          </span>
          {!technician && <SearchButton onClick={openSearch} compact />}
          <ThemeToggle theme={theme} onToggle={onToggleTheme} compact />
        </header>

        {drawer && menuOpen && <div className="admin-overlay" aria-hidden="true" onClick={() => setMenuOpen(false)} />}

        <aside id={SIDEBAR_ID} className="admin-sidebar" aria-label="Admin" inert={sidebarHidden}>
          <div className="admin-sidebar__brand">
            <Logo size={36} />
            <div>
              <strong>{businessName}</strong>
              <span>Back Office</span>
            </div>
          </div>
          {!technician && <SearchButton onClick={openSearch} />}
          <nav className="admin-nav" aria-label="Admin sections">
            <ul>
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className="admin-nav__link">
                    <AdminIcon name={item.icon} />
                    <span>{item.label}</span>
                    {item.to === '/admin/emails' && unreadMail ? (
                      <span className="nav-badge" data-testid="nav-unread-mail">
                        {unreadMail}
                        <span className="sr-only"> unread</span>
                      </span>
                    ) : null}
                    {item.to === '/admin/texts' && unreadTexts ? (
                      <span className="nav-badge" data-testid="nav-unread-texts">
                        {unreadTexts}
                        <span className="sr-only"> unread</span>
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="admin-sidebar__footer">
            <LiveIndicator />
            <ThemeToggle theme={theme} onToggle={onToggleTheme} />
            <div className="admin-account-row">
              <NavLink to="/admin/profile" className="admin-nav__link admin-account-link" title={me ? `${me.name} (${me.username}): your profile` : undefined}>
                <AdminIcon name="user" />
                <span className="admin-account-link__text">
                  <span className="admin-account-link__name">{me?.name ?? 'Your profile'}</span>
                  {me && <span className="admin-account-link__sub">Your profile</span>}
                </span>
              </NavLink>
              <button type="button" className="admin-nav__link admin-logout" onClick={logout} disabled={leaving}>
                <AdminIcon name="logout" />
                <span>Logout</span>
              </button>
            </div>
          </div>
        </aside>

        <main id="admin-main" ref={mainRef} className="admin-main" tabIndex={-1}>
          <NoticeScope className="notice-stack--page">{children}</NoticeScope>
        </main>
        {searching && <SearchDialog onClose={() => setSearching(false)} />}
      </div>
    </ConfirmProvider>
  );
}

/** Opens the search; the shortcut is shown on wide screens (Ctrl+K, ⌘K on a Mac). */
function SearchButton({ onClick, compact = false }: { onClick: () => void; compact?: boolean }) {
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  if (compact) {
    return (
      <button type="button" className="icon-button" aria-label="Search" aria-keyshortcuts="Control+K Meta+K" onClick={onClick}>
        <AdminIcon name="search" size={22} />
      </button>
    );
  }
  return (
    <button type="button" className="admin-search-button" aria-keyshortcuts="Control+K Meta+K" onClick={onClick}>
      <AdminIcon name="search" size={18} />
      <span>Search</span>
      <kbd aria-hidden="true">{mac ? '⌘K' : 'Ctrl K'}</kbd>
    </button>
  );
}

function ThemeToggle({ theme, onToggle, compact = false }: { theme: AdminTheme; onToggle: () => void; compact?: boolean }) {
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  if (compact) {
    return (
      <button type="button" className="icon-button" onClick={onToggle} aria-label={label} title={label}>
        <AdminIcon name={theme === 'dark' ? 'sun' : 'moon'} />
      </button>
    );
  }
  return (
    <button type="button" className="admin-nav__link" onClick={onToggle} aria-label={label}>
      <AdminIcon name={theme === 'dark' ? 'sun' : 'moon'} />
      <span>{theme === 'dark' ? 'Light theme' : 'Dark theme'}</span>
    </button>
  );
}

const LIVE_TEXT = {
  idle: '',
  connecting: 'Connecting…',
  live: 'Live updates on',
  reconnecting: 'Reconnecting…',
} as const;

function LiveIndicator() {
  const status = useLiveStatus();
  if (status === 'idle') return null; // nothing live on this page
  return (
    <p className={`live-indicator live-indicator--${status}`} role="status">
      <span className="live-indicator__dot" aria-hidden="true" />
      {LIVE_TEXT[status]}
    </p>
  );
}
