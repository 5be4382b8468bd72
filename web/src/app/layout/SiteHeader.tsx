/**
 * Header of every public page: logo home link, the workshop's name, the theme switch and the
 * booking call-to-action, with the main navigation beneath. On small screens the name, the
 * navigation and the booking link move into a panel opened by the menu toggle.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { ThemeToggle } from './ThemeToggle';
import './site-header.css';

const PANEL_ID = 'site-menu';

const MAIN_NAV = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
] as const;

export function SiteHeader({ businessName }: { businessName: string }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Following a link of the header closes the panel (their onClick), and so do Back and Forward.
  // Not a check of the location while rendering: a navigation commits in a transition, after its
  // page has loaded, and would close a panel the visitor opened again in the meantime.
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('popstate', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', close);
    };
  }, [open]);

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="site-header__logo" aria-label={`${businessName} home`} onClick={() => setOpen(false)}>
          <Logo size={44} />
        </Link>
        <p className="site-header__title">{businessName}</p>
        <div className="site-header__actions">
          <ThemeToggle />
          <Link to="/booking" className="btn btn--primary site-header__cta">
            <Icon name="calendar" size={18} />
            Book Appointment
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className="site-header__toggle"
            aria-label="Toggle menu"
            aria-expanded={open}
            aria-controls={PANEL_ID}
            onClick={() => setOpen((was) => !was)}
          >
            <Icon name={open ? 'close' : 'menu'} size={26} />
          </button>
        </div>
      </div>
      <nav className="site-header__nav" aria-label="Main">
        <ul className="container">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === '/'}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div id={PANEL_ID} className="site-header__panel" hidden={!open}>
        <div className="container site-header__panel-inner">
          <p className="site-header__panel-title">{businessName}</p>
          <nav aria-label="Menu">
            <ul className="site-header__panel-nav">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'} onClick={() => setOpen(false)}>
                    {item.label}
                    <Icon name="arrowRight" size={18} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Link to="/booking" className="btn btn--primary btn--block" onClick={() => setOpen(false)}>
            <Icon name="calendar" size={18} />
            Book Appointment
          </Link>
        </div>
      </div>
    </header>
  );
}
