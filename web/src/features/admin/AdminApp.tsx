/** /admin/*: the back office. A placeholder until the admin issue lands; loaded only when visited. */
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSiteInfo } from '../../shared/use-site-info';
import './admin.css';

export default function AdminApp() {
  const { businessName } = useSiteInfo();
  useDocumentTitle('Admin', businessName);
  return (
    <div className="admin-shell">
      <main className="admin-placeholder">
        <Logo size={56} />
        <p className="admin-placeholder__eyebrow">{businessName}</p>
        <h1>Admin area coming soon</h1>
        <p>The back office for appointments, job cards, invoices and messages is being prepared.</p>
        <Link to="/" className="btn btn--primary">
          Back to the website
        </Link>
      </main>
    </div>
  );
}
