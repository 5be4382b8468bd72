/**
 * /admin/settings/integrations (owners): how other programs reach the workshop's records, one panel
 * per kind of connection: API keys, webhooks, the accounting connection. Other staff are told that
 * integrations are an owner's to set up.
 */
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useMe } from '../session/use-me';
import { AdminIcon } from '../ui/AdminIcon';
import { ButtonLink } from '../ui/Button';
import { EmptyState, PageHeader, PageLoad } from '../ui/States';
import { ApiKeysPanel } from './ApiKeysPanel';
import WebhooksPanel from './WebhooksPanel';
import XeroPanel from './XeroPanel';
import '../styles/admin-integrations.css';

const TITLE = 'Integrations';

export default function IntegrationsPage({ businessName }: { businessName: string }) {
  useDocumentTitle(TITLE, businessName);
  const { me, error, refetch } = useMe();
  if (!me) return <PageLoad title={TITLE} error={error} onRetry={() => void refetch().catch(() => undefined)} loadingLabel="Loading…" />;
  return (
    <div className="admin-page integrations-page">
      <PageHeader
        title={TITLE}
        description="Other programs that work with the workshop’s records: your accounting, suppliers’ systems, your own scripts."
        actions={
          <ButtonLink to="/admin/settings">
            <AdminIcon name="arrowLeft" size={18} /> Settings
          </ButtonLink>
        }
      />
      {me.owner ? (
        <div className="integrations-sections">
          <ApiKeysPanel />
          <WebhooksPanel />
          <XeroPanel />
        </div>
      ) : (
        <EmptyState icon="lock">
          Integrations are set up by an owner: API keys, webhooks and the accounting connection reach the workshop’s records. Ask an owner of the workshop.
        </EmptyState>
      )}
    </div>
  );
}
