/**
 * Settings › Integrations › Xero: connect the workshop's Xero organisation (an owner is sent to
 * Xero to allow it and comes back here), choose the organisation when Xero offers several, see the
 * last sync and what waits or failed (each failure with Xero's reason, and Retry), and disconnect
 * after a confirmation. Without a Xero app set up, an owner saves its client id and secret here.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import {
  AdminChooseXeroTenantDocument,
  AdminConnectXeroDocument,
  AdminDisconnectXeroDocument,
  AdminRetryXeroSyncDocument,
  AdminSaveXeroAppDocument,
  AdminXeroIntegrationDocument,
  type AdminXeroIntegrationFragment,
} from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { useMe } from '../session/use-me';
import { Button } from '../ui/Button';
import { useConfirm } from '../ui/Confirm';
import { Fact } from '../ui/Fact';
import { Field } from '../ui/Field';
import { Banner, useNotices } from '../ui/Notices';
import { Panel } from '../ui/Panel';
import { LoadFailed, LoadingState } from '../ui/States';
import '../styles/admin-xero.css';

const KIND_LABELS: Record<string, string> = { invoice: 'Invoice', 'invoice-void': 'Invoice voiding', payment: 'Payment', 'payment-reversal': 'Payment reversal', 'credit-note': 'Credit note' };

/** Where the browser goes to allow the connection (a test gives its own). */
type Go = (url: string) => void;
const goTo: Go = (url) => window.location.assign(url);

export default function XeroPanel({ go = goTo }: { go?: Go }) {
  const { data, error, refetch } = useQuery(AdminXeroIntegrationDocument, { fetchPolicy: 'cache-and-network' });
  const { me } = useMe();
  const xero = data?.xeroIntegration;
  return (
    <Panel title="Xero" data-testid="xero-panel">
      <ReturnNotice />
      {xero ? (
        <XeroState xero={xero} owner={Boolean(me?.owner)} go={go} />
      ) : error ? (
        <LoadFailed message="The Xero connection could not be loaded." onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <LoadingState label="Loading the Xero connection…" />
      )}
    </Panel>
  );
}

/** What Xero's return to this page says (?xero=connected, choose or error with its reason). */
function ReturnNotice() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('xero');
  if (!outcome) return null;
  const close = () =>
    setParams(
      (p) => {
        p.delete('xero');
        p.delete('reason');
        return p;
      },
      { replace: true },
    );
  if (outcome === 'connected') return <Banner tone="success" onClose={close}>Xero is connected: invoices and payments go to Xero from now on.</Banner>;
  if (outcome === 'choose') return <Banner tone="warning" lifetime={0} onClose={close}>Xero is signed in: choose the organisation to send documents to.</Banner>;
  return (
    <Banner tone="error" lifetime={0} onClose={close}>
      Xero was not connected. {params.get('reason') ?? ''}
    </Banner>
  );
}

function XeroState({ xero, owner, go }: { xero: AdminXeroIntegrationFragment; owner: boolean; go: Go }) {
  const notices = useNotices();
  const confirm = useConfirm();
  const [connect, connecting] = useMutation(AdminConnectXeroDocument);
  const [retry, retrying] = useMutation(AdminRetryXeroSyncDocument, { refetchQueries: [AdminXeroIntegrationDocument] });
  const [disconnect, disconnecting] = useMutation(AdminDisconnectXeroDocument);

  const onConnect = async () => {
    try {
      const { data } = await connect();
      if (data) go(data.connectXero.url);
    } catch (failure) {
      notices.error(failure);
    }
  };
  const onRetry = async () => {
    try {
      const { data } = await retry();
      if (data) notices.success(data.retryXeroSync.message);
    } catch (failure) {
      notices.error(failure);
    }
  };
  const onDisconnect = async () => {
    const sure = await confirm({
      title: 'Disconnect Xero?',
      message: 'Invoices and payments stop going to Xero (those waiting go once it is connected again). The CSV export still works.',
      confirmLabel: 'Disconnect',
      cancelLabel: 'Keep connected',
      tone: 'danger',
    });
    if (!sure) return;
    try {
      await disconnect({
        update: (cache, { data }) => {
          if (data) cache.writeQuery({ query: AdminXeroIntegrationDocument, data: { xeroIntegration: data.disconnectXero } });
        },
      });
      notices.success('Xero disconnected.');
    } catch (failure) {
      notices.error(failure);
    }
  };

  if (!xero.configured) return owner ? <XeroAppForm /> : <p className="form-note">Xero is not set up. An owner can connect it here.</p>;
  if (!xero.connected && xero.tenantChoices.length) return <TenantChoice xero={xero} owner={owner} />;
  if (!xero.connected)
    return (
      <div className="xero-panel">
        <p>Not connected. Connect Xero to send issued invoices, payments and adjustment notes (as credit notes) to Xero as they happen, each customer matched to their Xero contact. Until then, the invoice CSV export is the way into Xero.</p>
        {owner ? (
          <Button variant="primary" icon="plug" busy={connecting.loading} onClick={() => void onConnect()}>
            Connect Xero
          </Button>
        ) : (
          <p className="form-note">Only an owner can connect Xero.</p>
        )}
      </div>
    );

  return (
    <div className="xero-panel">
      {xero.pausedUntil && <Banner tone="warning" lifetime={0}>Xero asked to wait (its rate limit): sending resumes at {formatDateTime(xero.pausedUntil)}.</Banner>}
      <dl className="detail-list">
        <Fact term="Organisation">{xero.tenantName}</Fact>
        <Fact term="Connected">{xero.connectedAt ? `${formatDateTime(xero.connectedAt)}${xero.connectedBy ? ` by ${xero.connectedBy}` : ''}` : 'Yes'}</Fact>
        <Fact term="Last sync">{xero.lastSyncAt ? formatDateTime(xero.lastSyncAt) : 'Nothing sent yet'}</Fact>
        <Fact term="Waiting">{xero.queued}</Fact>
        <Fact term="Failed">{xero.failed}</Fact>
      </dl>
      {xero.failures.length > 0 && (
        <section aria-label="Documents Xero refused">
          <h3 className="xero-panel__subtitle">Not sent</h3>
          <ul className="xero-failures">
            {xero.failures.map((f) => (
              <li key={f.id}>
                <strong>
                  {KIND_LABELS[f.kind] ?? f.kind} · {f.invoiceNumber}
                </strong>
                <span className="xero-failures__reason">{f.error}</span>
                <span className="form-note">
                  {f.attempts} attempt{f.attempts === 1 ? '' : 's'}, last {formatDateTime(f.at)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="form-actions">
        {(xero.failed > 0 || xero.queued > 0) && (
          <Button icon="refresh" busy={retrying.loading} onClick={() => void onRetry()}>
            Retry now
          </Button>
        )}
        {owner && (
          <Button variant="danger-link" busy={disconnecting.loading} onClick={() => void onDisconnect()}>
            Disconnect Xero
          </Button>
        )}
      </div>
    </div>
  );
}

function TenantChoice({ xero, owner }: { xero: AdminXeroIntegrationFragment; owner: boolean }) {
  const uid = useId();
  const notices = useNotices();
  const [tenantId, setTenantId] = useState(xero.tenantChoices[0]?.tenantId ?? '');
  const [choose, choosing] = useMutation(AdminChooseXeroTenantDocument);
  const onChoose = async () => {
    try {
      await choose({
        variables: { input: { tenantId } },
        update: (cache, { data }) => {
          if (data) cache.writeQuery({ query: AdminXeroIntegrationDocument, data: { xeroIntegration: data.chooseXeroTenant } });
        },
      });
      notices.success('Xero is connected.');
    } catch (failure) {
      notices.error(failure);
    }
  };
  return (
    <fieldset className="xero-panel" disabled={!owner}>
      <legend>Which Xero organisation should documents go to?</legend>
      {xero.tenantChoices.map((t) => (
        <label key={t.tenantId} className="check-label" htmlFor={`${uid}-${t.tenantId}`}>
          <input id={`${uid}-${t.tenantId}`} type="radio" name="tenant" value={t.tenantId} checked={tenantId === t.tenantId} onChange={() => setTenantId(t.tenantId)} /> {t.tenantName}
        </label>
      ))}
      <div className="form-actions">
        <Button variant="primary" busy={choosing.loading} disabled={!tenantId} onClick={() => void onChoose()}>
          Use this organisation
        </Button>
      </div>
    </fieldset>
  );
}

function XeroAppForm() {
  const uid = useId();
  const notices = useNotices();
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [save, saving] = useMutation(AdminSaveXeroAppDocument);
  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({
        variables: { input: { clientId, clientSecret } },
        update: (cache, { data }) => {
          if (data) cache.writeQuery({ query: AdminXeroIntegrationDocument, data: { xeroIntegration: data.saveXeroApp } });
        },
      });
      notices.success('Xero app saved: you can connect Xero now.');
    } catch (failure) {
      notices.error(failure);
    }
  };
  return (
    <form className="xero-panel" onSubmit={(e) => void onSave(e)}>
      <p>
        To connect Xero, create a Web app at developer.xero.com with the redirect URI <code>{`${window.location.origin}/api/integrations/xero/callback`}</code>, then enter its client id and secret.
      </p>
      <Field id={`${uid}-clientId`} label="Client id" required>
        <input id={`${uid}-clientId`} name="clientId" autoComplete="off" spellCheck={false} value={clientId} onChange={(e) => setClientId(e.target.value)} required />
      </Field>
      <Field id={`${uid}-clientSecret`} label="Client secret" hint="Stored encrypted; never shown again.">
        <input id={`${uid}-clientSecret`} name="clientSecret" type="password" autoComplete="new-password" value={clientSecret} onChange={(e) => setClientSecret(e.target.value)} required />
      </Field>
      <div className="form-actions">
        <Button type="submit" variant="primary" busy={saving.loading}>
          Save Xero app
        </Button>
      </div>
    </form>
  );
}
