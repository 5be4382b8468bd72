/**
 * The API keys an owner made for other programs: each with its scopes, when it was made and by
 * whom, when it expires and its last use (when, from which address, what it did), or that it was
 * revoked. 'Create key' opens the form; the new key is shown once, in its own dialog. 'Revoke'
 * asks first, then the key is refused at once.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminApiKeysDocument, AdminRevokeApiKeyDocument, type AdminApiKeyFragment, type AdminCreateApiKeyMutation } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { formatDateTime, formatInstantShortDate } from '../format';
import { useNow } from '../monitor/use-backups';
import { AdminIcon } from '../ui/AdminIcon';
import { Button } from '../ui/Button';
import { useConfirm } from '../ui/Confirm';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeScope, useNotices } from '../ui/Notices';
import { Panel } from '../ui/Panel';
import { EmptyState, LoadFailed, LoadingState } from '../ui/States';
import { hasExpired, lastUseText, scopeAreas, scopeChips, type ScopeArea } from './api-key-format';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { KeyShownDialog } from './KeyShownDialog';

type ApiKey = AdminApiKeyFragment;
type CreatedKey = AdminCreateApiKeyMutation['createApiKey'];

export function ApiKeysPanel() {
  const { data, error, refetch } = useQuery(AdminApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const areas = data ? scopeAreas(data.apiScopes) : [];

  return (
    <Panel
      className="integrations-panel"
      data-testid="api-keys"
      title={
        <>
          <AdminIcon name="key" size={18} /> API keys
        </>
      }
      actions={
        <Button variant="primary" icon="plus" onClick={() => setCreating(true)} disabled={!data} aria-haspopup="dialog">
          Create key
        </Button>
      }
    >
      <p className="integrations-panel__lead">
        A key lets another program (your accounting, a supplier’s system, a script of your own) use the workshop’s API, only in the areas you choose. It is sent as{' '}
        <code>Authorization: Bearer tac_…</code>. The REST API is described at <a href="/api/openapi.json">/api/openapi.json</a>; staff can try GraphQL queries at{' '}
        <a href="/graphql">/graphql</a>.
      </p>
      <NoticeScope className="notice-stack--panel">
        {data === undefined ? (
          error ? (
            <LoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
          ) : (
            <LoadingState label="Loading API keys…" />
          )
        ) : data.apiKeys.length === 0 ? (
          <EmptyState icon="key">
            No API keys yet. Create one for each program that should reach the workshop’s records: it can read (or change) only what you allow, and you can revoke it at any time.
          </EmptyState>
        ) : (
          <ApiKeyList keys={data.apiKeys} areas={areas} onRevoked={() => void refetch().catch(() => undefined)} />
        )}
      </NoticeScope>
      {creating && (
        <CreateApiKeyDialog
          areas={areas}
          onClose={() => setCreating(false)}
          onCreated={(answer) => {
            setCreating(false);
            setCreated(answer);
          }}
        />
      )}
      {created && <KeyShownDialog name={created.apiKey.name} secret={created.key} onClose={() => setCreated(null)} />}
    </Panel>
  );
}

function ApiKeyList({ keys, areas, onRevoked }: { keys: readonly ApiKey[]; areas: readonly ScopeArea[]; onRevoked: () => void }) {
  const [revoke, revoking] = useMutation(AdminRevokeApiKeyDocument);
  const confirm = useConfirm();
  const notices = useNotices();
  const now = useNow(30_000);

  async function onRevoke(key: ApiKey) {
    const yes = await confirm({
      title: 'Revoke API key',
      message: `Revoke key "${key.name}"? Integrations using it stop working at once.`,
      confirmLabel: 'Revoke key',
    });
    if (!yes) return;
    try {
      const { data } = await revoke({ variables: { id: key.id } });
      notices.success(data?.revokeApiKey.message ?? `Key "${key.name}" revoked.`);
      onRevoked();
    } catch (failure) {
      notices.error(failure);
    }
  }

  const columns: Array<Column<ApiKey>> = [
    {
      header: 'Key',
      cell: (k) => (
        <>
          <span className="cell-main">{k.name}</span>
          <span className="cell-sub mono">{k.prefix}…</span>
          {k.revokedAt ? (
            <span className="badge badge--danger">Revoked {formatInstantShortDate(k.revokedAt)}</span>
          ) : hasExpired(k.expiresAt, now) ? (
            <span className="badge badge--warning">Expired</span>
          ) : null}
        </>
      ),
    },
    {
      header: 'Scopes',
      cell: (k) => (
        <ul className="scope-chips" aria-label={`Scopes of ${k.name}`}>
          {scopeChips(k.scopes, areas).map((chip) => (
            <li key={chip} className="scope-chip">
              {chip}
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: 'Created',
      kind: 'nowrap',
      cell: (k) => (
        <>
          <time dateTime={k.createdAt} title={formatDateTime(k.createdAt)}>
            {formatInstantShortDate(k.createdAt)}
          </time>
          {k.createdByName && <span className="cell-sub">by {k.createdByName}</span>}
        </>
      ),
    },
    {
      header: 'Expires',
      kind: 'nowrap',
      cell: (k) =>
        k.expiresAt ? (
          <time dateTime={k.expiresAt} title={formatDateTime(k.expiresAt)}>
            {formatInstantShortDate(k.expiresAt)}
          </time>
        ) : (
          'Never'
        ),
    },
    { header: 'Last used', kind: 'message', cell: (k) => <span data-testid="api-key-last-use">{lastUseText(k, now)}</span> },
  ];

  return (
    <DataTable
      rows={keys}
      rowKey={(k) => k.id}
      columns={columns}
      caption="API keys, newest first"
      rowTestId="api-key-row"
      rowClassName={(k) => (k.revokedAt ? 'api-key--revoked' : undefined)}
      rowName={(k) => `key "${k.name}"`}
      actions={[{ icon: 'ban', label: 'Revoke', labelled: true, danger: true, when: (k) => !k.revokedAt, onClick: (k) => void onRevoke(k), disabled: revoking.loading }]}
    />
  );
}
