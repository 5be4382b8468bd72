/** An /admin path that leads nowhere. */
import { useDocumentTitle } from '../../../shared/use-document-title';
import { AdminIcon } from '../ui/AdminIcon';
import { PageHeader } from '../ui/States';
import { ButtonLink } from '../ui/Button';

export function NotFoundPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Page not found', businessName);
  return (
    <div className="admin-page">
      <PageHeader title="Page not found" />
      <section className="panel coming-soon">
        <div className="coming-soon__art" aria-hidden="true">
          <AdminIcon name="alert" size={40} />
        </div>
        <p className="coming-soon__text">There is no back-office page at this address.</p>
        <ButtonLink variant="primary" to="/admin">
          <AdminIcon name="dashboard" size={18} /> Go to the dashboard
        </ButtonLink>
      </section>
    </div>
  );
}
