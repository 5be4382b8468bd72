/**
 * /admin/settings: the workshop set up in the app, one section after another (business details,
 * pricing, opening hours, services, bays, reviews, mail, texts, online payment), each saved on its own. The nav at the top
 * jumps to a section; a link to /admin/settings#hours lands on that section once it has loaded. The
 * inspection checklist and (for owners) the integrations are pages of their own, linked from here.
 */
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { AdminIcon } from '../ui/AdminIcon';
import { PageHeader } from '../ui/States';
import { SETTINGS_SECTIONS } from './settings-sections';
import { useScrollToHash } from './use-scroll-to-hash';
import { useMe } from '../session/use-me';
import { ButtonLink } from '../ui/Button';
import '../styles/admin-settings.css';

export default function SettingsPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Settings', businessName);
  useScrollToHash();
  const owner = useMe().me?.owner ?? false;
  return (
    <div className="admin-page settings-page">
      <PageHeader
        title="Settings"
        description="How the workshop is set up: what documents print, when you are open, what customers can book."
        actions={
          <>
            <ButtonLink to="/admin/settings/inspection">
              <AdminIcon name="clipboard" size={18} /> Inspection checklist
            </ButtonLink>
            <ButtonLink to="/admin/settings/service-schedules">
              <AdminIcon name="clipboard" size={18} /> Service schedules
            </ButtonLink>
            {owner && (
              <ButtonLink to="/admin/settings/integrations">
                <AdminIcon name="plug" size={18} /> Integrations
              </ButtonLink>
            )}
          </>
        }
      />
      <nav className="settings-nav" aria-label="Settings sections">
        <ul>
          {SETTINGS_SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.label}</a>
            </li>
          ))}
          {owner && (
            <li>
              <Link to="/admin/settings/integrations">Integrations</Link>
            </li>
          )}
        </ul>
      </nav>
      <div className="settings-sections">
        {SETTINGS_SECTIONS.map(({ id, label, Component }) => (
          <div key={id} id={id} className="settings-sections__item" aria-label={label} role="region">
            <Component />
          </div>
        ))}
      </div>
    </div>
  );
}
