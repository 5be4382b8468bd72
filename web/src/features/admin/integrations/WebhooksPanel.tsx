/**
 * Settings › Integrations › Webhooks (owners): the endpoints the workshop's events are sent to, each
 * with its events and state (active, paused, or paused after a day of failures), Pause/Resume,
 * a new secret (Rotate), Delete after a confirmation, and its delivery log with Redeliver. Adding
 * one shows its signing secret once, with Copy.
 */
import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  AdminDeleteWebhookEndpointDocument,
  AdminUpdateWebhookEndpointDocument,
  AdminWebhooksDocument,
  type AdminWebhookEndpointFragment,
} from "../../../gql/graphql";
import { formatDateTime } from "../format";
import { useMe } from "../session/use-me";
import { Button } from "../ui/Button";
import { useConfirm } from "../ui/Confirm";
import { useNotices } from "../ui/Notices";
import { Panel } from "../ui/Panel";
import { EmptyState, LoadFailed, LoadingState } from "../ui/States";
import {
  AddWebhookDialog,
  WebhookSecretDialog,
  type EventType,
} from "./WebhookDialogs";
import { WebhookDeliveries } from "./WebhookDeliveries";
import "../styles/admin-webhooks.css";

export default function WebhooksPanel() {
  const { me } = useMe();
  if (!me) {
    return (
      <Panel title="Webhooks" data-testid="webhooks-panel">
        <div className="webhooks-panel">
          <LoadingState label="Loading the webhooks…" />
        </div>
      </Panel>
    );
  }
  if (!me.owner) {
    return (
      <Panel title="Webhooks" data-testid="webhooks-panel">
        <p className="form-note webhooks-panel">
          Only an owner can see and change the webhooks.
        </p>
      </Panel>
    );
  }
  return <OwnersWebhooks />;
}

function OwnersWebhooks() {
  const { data, error, refetch } = useQuery(AdminWebhooksDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(
    null,
  );
  const endpoints = data?.webhookEndpoints;
  const eventTypes = data?.webhookEventTypes ?? [];
  return (
    <Panel
      title="Webhooks"
      data-testid="webhooks-panel"
      actions={
        data ? (
          <Button
            variant="primary"
            size="small"
            icon="plus"
            onClick={() => setAdding(true)}
          >
            Add endpoint
          </Button>
        ) : null
      }
    >
      <div className="webhooks-panel">
        <p className="form-note">
          Your other systems hear what happens here as it happens: each event is
          sent to the endpoints that take it, signed with the endpoint’s secret
          (Standard Webhooks).
        </p>
        {endpoints ? (
          endpoints.length ? (
            <ul className="webhook-list">
              {endpoints.map((e) => (
                <Endpoint
                  key={e.id}
                  endpoint={e}
                  eventTypes={eventTypes}
                  onSecret={setSecret}
                />
              ))}
            </ul>
          ) : (
            <EmptyState icon="plug">
              No endpoints yet. Add one to send bookings, job cards, quotes,
              invoices and more to another system.
            </EmptyState>
          )
        ) : error ? (
          <LoadFailed
            message="The webhooks could not be loaded."
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : (
          <LoadingState label="Loading the webhooks…" />
        )}
      </div>
      {adding && (
        <AddWebhookDialog
          eventTypes={eventTypes}
          onClose={() => setAdding(false)}
          onAdded={(url, made) => {
            setAdding(false);
            setSecret({ url, secret: made });
          }}
        />
      )}
      {secret && (
        <WebhookSecretDialog
          url={secret.url}
          secret={secret.secret}
          onClose={() => setSecret(null)}
        />
      )}
    </Panel>
  );
}

function StateBadge({ endpoint }: { endpoint: AdminWebhookEndpointFragment }) {
  if (endpoint.status === "active")
    return <span className="badge badge--success">Active</span>;
  if (endpoint.status === "paused")
    return <span className="badge badge--muted">Paused</span>;
  return (
    <span className="badge badge--danger">
      Paused: failing since{" "}
      {endpoint.failingSince ? formatDateTime(endpoint.failingSince) : "a day"}
    </span>
  );
}

interface EndpointProps {
  endpoint: AdminWebhookEndpointFragment;
  eventTypes: readonly EventType[];
  onSecret: (shown: { url: string; secret: string }) => void;
}

function Endpoint({ endpoint, onSecret }: EndpointProps) {
  const notices = useNotices();
  const confirm = useConfirm();
  const [open, setOpen] = useState(false);
  const [update, updating] = useMutation(AdminUpdateWebhookEndpointDocument);
  const [remove, removing] = useMutation(AdminDeleteWebhookEndpointDocument, {
    refetchQueries: [AdminWebhooksDocument],
    awaitRefetchQueries: true,
  });
  const active = endpoint.status === "active";
  const logId = `webhook-log-${endpoint.id}`;

  const setEnabled = async (enabled: boolean) => {
    try {
      await update({ variables: { id: endpoint.id, input: { enabled } } });
      notices.success(
        enabled
          ? "Resumed: waiting events go out now, oldest first."
          : "Paused: events wait until it is resumed.",
      );
    } catch (failure) {
      notices.error(failure);
    }
  };

  const rotate = async () => {
    const sure = await confirm({
      title: "Rotate the secret?",
      message:
        "A new secret replaces this one at once: requests are signed with it from now on, so the receiving system needs it too.",
      confirmLabel: "Rotate secret",
      cancelLabel: "Keep this one",
      tone: "danger",
    });
    if (!sure) return;
    try {
      const { data } = await update({
        variables: { id: endpoint.id, input: { rotateSecret: true } },
      });
      const made = data?.updateWebhookEndpoint.secret;
      if (made) onSecret({ url: endpoint.url, secret: made });
    } catch (failure) {
      notices.error(failure);
    }
  };

  const onDelete = async () => {
    const sure = await confirm({
      title: "Delete this endpoint?",
      message: `Nothing more is sent to ${endpoint.url}, and its delivery log is deleted with it.`,
      confirmLabel: "Delete endpoint",
      cancelLabel: "Keep it",
      tone: "danger",
    });
    if (!sure) return;
    try {
      const { data } = await remove({ variables: { id: endpoint.id } });
      if (data) notices.success(data.deleteWebhookEndpoint.message);
    } catch (failure) {
      notices.error(failure);
    }
  };

  return (
    <li
      className="webhook"
      aria-label={
        endpoint.description
          ? `${endpoint.description}: ${endpoint.url}`
          : endpoint.url
      }
    >
      <div className="webhook__head">
        <div className="webhook__what">
          <p className="webhook__url">{endpoint.url}</p>
          {endpoint.description && (
            <p className="form-note">{endpoint.description}</p>
          )}
        </div>
        <StateBadge endpoint={endpoint} />
      </div>
      <ul className="webhook__events" aria-label="Events">
        {endpoint.events.map((e) => (
          <li key={e}>
            <code>{e}</code>
          </li>
        ))}
      </ul>
      <div className="webhook__actions">
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={logId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Hide deliveries" : "Deliveries"}
        </Button>
        <Button
          size="small"
          icon={active ? "ban" : "send"}
          busy={updating.loading}
          onClick={() => void setEnabled(!active)}
        >
          {active ? "Pause" : "Resume"}
        </Button>
        <Button size="small" icon="key" onClick={() => void rotate()}>
          Rotate secret
        </Button>
        <Button
          size="small"
          variant="danger-link"
          icon="trash"
          busy={removing.loading}
          onClick={() => void onDelete()}
        >
          Delete
        </Button>
      </div>
      {open && (
        <section id={logId} aria-label={`Deliveries to ${endpoint.url}`}>
          <WebhookDeliveries endpointId={endpoint.id} />
        </section>
      )}
    </li>
  );
}
