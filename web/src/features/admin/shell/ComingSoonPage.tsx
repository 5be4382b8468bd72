/** The sections that are not built yet: their title, what they will do, and a way back. */
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { AdminIcon, type AdminIconName } from '../ui/AdminIcon';
import { PageHeader } from '../ui/States';

const PAGES = {
  emails: {
    title: 'Email Manager',
    icon: 'mail',
    text: 'Read the workshop’s inbox of the last 30 days, reply to customers and tidy up old messages.',
  },
  invoice: {
    title: 'Invoice Manager',
    icon: 'receipt',
    text: 'Generate invoices, find them by customer, rego or number, resend them and mark them as paid.',
  },
  monitor: {
    title: 'Server Monitoring',
    icon: 'server',
    text: 'Keep an eye on the server: operating system, CPU, memory and storage, updated live.',
  },
  analytics: {
    title: 'Analytics & Reports',
    icon: 'chart',
    text: 'Revenue and appointment trends over any timeframe, and downloadable PDF reports.',
  },
} satisfies Record<string, { title: string; icon: AdminIconName; text: string }>;

interface ComingSoonPageProps {
  businessName: string;
  page: keyof typeof PAGES;
}

export function ComingSoonPage({ businessName, page }: ComingSoonPageProps) {
  const { title, icon, text } = PAGES[page];
  useDocumentTitle(title, businessName);
  return (
    <div className="admin-page">
      <PageHeader title={title} />
      <section className="panel coming-soon" aria-labelledby="coming-soon-title">
        <div className="coming-soon__art" aria-hidden="true">
          <AdminIcon name={icon} size={40} />
          <AdminIcon name="sparkles" size={20} className="coming-soon__spark" />
        </div>
        <p className="badge badge--info">Coming soon</p>
        <h2 id="coming-soon-title" className="coming-soon__title">
          {title} is on its way
        </h2>
        <p className="coming-soon__text">{text}</p>
        <div className="coming-soon__actions">
          <Link to="/admin" className="abtn abtn--primary">
            <AdminIcon name="dashboard" size={18} /> Go to the dashboard
          </Link>
        </div>
      </section>
    </div>
  );
}
