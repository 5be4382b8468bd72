/**
 * Header of every public page: logo home link, the workshop's name and the booking call-to-action.
 * On small screens the name and the link move into a panel opened by the menu toggle.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import './site-header.css';

const PANEL_ID = 'site-menu';

export function SiteHeader({ businessName }: { businessName: string }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);

  // Any navigation closes the panel (adjusting state while rendering, not in an effect).
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="site-header__logo" aria-label={`${businessName} home`}>
          <Logo size={44} />
        </Link>
        <p className="site-header__title">{businessName}</p>
        <Link to="/booking" className="btn btn--primary site-header__cta">
          <Icon name="calendar" size={18} />
          Book Appointment
        </Link>
        <button
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
      <div id={PANEL_ID} className="site-header__panel" hidden={!open}>
        <div className="container site-header__panel-inner">
          <p className="site-header__panel-title">{businessName}</p>
          <Link to="/booking" className="btn btn--primary btn--block" onClick={() => setOpen(false)}>
            <Icon name="calendar" size={18} />
            Book Appointment
          </Link>
        </div>
      </div>
    </header>
  );
}
