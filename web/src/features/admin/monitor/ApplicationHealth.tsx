/**
 * 'Application health': what actually breaks a workshop's day, one row each: the database, mail
 * waiting to go out, the outgoing mail server, the mailbox, this month's texts, and the live
 * connections open.
 */
import type { ReactNode } from 'react';
import type { AdminReachabilityFragment, HealthState } from '../../../gql/graphql';
import { AdminIcon, type AdminIconName } from '../ui/AdminIcon';
import { Panel } from '../ui/Panel';
import { formatClock, formatDuration } from './monitor-format';
import { StateBadge } from './StateBadge';
import type { SystemInfoView } from './use-system-info';

interface HealthRowProps {
  icon: AdminIconName;
  name: string;
  state?: HealthState;
  children: ReactNode;
}

function HealthRow({ icon, name, state, children }: HealthRowProps) {
  return (
    <li className="health-row" data-testid={`health-${icon}`}>
      <span className="health-row__icon" aria-hidden="true">
        <AdminIcon name={icon} size={20} />
      </span>
      <div className="health-row__text">
        <strong className="health-row__name">{name}</strong>
        <span className="health-row__detail">{children}</span>
      </div>
      {state && <StateBadge state={state} />}
    </li>
  );
}

function reachability(server: AdminReachabilityFragment, notConfigured: string): string {
  switch (server.status) {
    case 'not_configured':
      return notConfigured;
    case 'checking':
      return `Checking ${server.target ?? ''}…`;
    case 'unreachable':
      return `Unreachable: ${server.error ?? 'no answer'} (${server.target})${server.checkedAt ? `, checked ${formatClock(server.checkedAt)}` : ''}`;
    default:
      return `Reachable: ${server.target} answered in ${server.latencyMs ?? '–'} ms${server.checkedAt ? `, checked ${formatClock(server.checkedAt)}` : ''}`;
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function outboxText(outbox: SystemInfoView['application']['mailOutbox']): string {
  if (outbox.waiting === null || outbox.failed === null) return 'Unknown: the database did not answer.';
  const waiting =
    outbox.waiting === 0
      ? 'Nothing waiting to be sent'
      : `${plural(outbox.waiting, 'email', 'emails')} waiting, the oldest for ${formatDuration(outbox.oldestWaitingSeconds ?? 0)}`;
  const failed = outbox.failed === 0 ? 'none failed' : `${plural(outbox.failed, 'email', 'emails')} failed after every retry`;
  return `${waiting}; ${failed}.`;
}

/** "Texts this month: 123 (140 segments)", and where they went while texts are not connected. */
function textsText(texts: SystemInfoView['application']['texts']): string {
  if (texts.texts === null || texts.segments === null) return 'Unknown: the database did not answer.';
  const month = `Texts this month: ${texts.texts} (${plural(texts.segments, 'segment', 'segments')})`;
  return texts.connected ? `${month}.` : `${month}. Texts are not connected: each is saved as a file on the server instead of being sent.`;
}

export function ApplicationHealth({ application }: { application: SystemInfoView['application'] }) {
  const { database, mailOutbox, smtp, imap, liveConnections, texts } = application;
  const kind = database.kind === 'embedded' ? 'embedded database' : 'PostgreSQL';
  return (
    <Panel title="Application health" actions={<StateBadge state={application.state} />}>
      <ul className="health-list">
        <HealthRow icon="database" name="Database" state={database.state}>
          {database.up ? `Up: ${kind}, ${database.latencyMs.toFixed(1)} ms round trip` : `Down: the ${kind} is not answering`}
        </HealthRow>
        <HealthRow icon="inbox" name="Mail outbox" state={mailOutbox.state}>
          {outboxText(mailOutbox)}
        </HealthRow>
        <HealthRow icon="send" name="Outgoing mail (SMTP)" state={smtp.state}>
          {reachability(smtp, 'Not configured: emails are saved as .eml files on the server.')}
        </HealthRow>
        <HealthRow icon="mail" name="Mailbox (IMAP)" state={imap.state}>
          {reachability(imap, 'Not configured.')}
        </HealthRow>
        <HealthRow icon="phone" name="Texts">
          {textsText(texts)}
        </HealthRow>
        <HealthRow icon="plug" name="Live connections">
          {plural(liveConnections, 'signed-in browser connected live', 'signed-in browsers connected live')}
        </HealthRow>
      </ul>
    </Panel>
  );
}
