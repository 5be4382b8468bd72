/**
 * /admin/reminders: the appointment, service, registration and recommended-work reminders and review requests. Three tabs
 * (?show=sent, ?show=skipped; Due by default): those that will go in the next 30 days, those sent
 * with their email's delivery, and those skipped with the reason. 'Run now' decides and queues
 * every reminder due now, as the server's schedule does, says how many it queued, and refreshes
 * the lists.
 */
import { useId, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { AdminDueRemindersDocument, AdminRemindersDocument, AdminRunRemindersDocument } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { AdminIcon } from '../ui/AdminIcon';
import { useNotices } from '../ui/Notices';
import { PageHeader } from '../ui/States';
import { DecidedList, DueList } from './ReminderLists';
import { runResultText } from './reminder-words';
import { ReviewRequestsOff } from './ReviewRequestsOff';
import { Button } from '../ui/Button';
import { useRovingFocus } from '../ui/use-roving-focus';
import '../styles/admin-reminders.css';

const TABS = [
  { id: 'due', label: 'Due' },
  { id: 'sent', label: 'Sent' },
  { id: 'skipped', label: 'Skipped' },
] as const;

type Tab = (typeof TABS)[number]['id'];

const tabOf = (value: string | null): Tab => TABS.find((t) => t.id === value)?.id ?? 'due';

export default function RemindersPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Reminders', businessName);
  const uid = useId();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('show'));
  const due = useQuery(AdminDueRemindersDocument, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [run, running] = useMutation(AdminRunRemindersDocument, {
    refetchQueries: [AdminDueRemindersDocument, AdminRemindersDocument],
    awaitRefetchQueries: true,
  });
  const [result, setResult] = useState('');
  const notices = useNotices();
  const client = useApolloClient();
  const [refreshing, setRefreshing] = useState(false);
  const dueRows = due.data?.dueReminders;

  const choose = (next: Tab) => setParams(next === 'due' ? {} : { show: next }, { replace: true });

  async function onRun() {
    setResult('');
    try {
      const { data } = await run();
      if (data) setResult(runResultText(data.runReminders));
    } catch (failure) {
      notices.error(failure);
    }
  }

  /** Reloads the lists on screen: the due ones (their count is on the tab) and the tab's list. */
  async function onRefresh() {
    setRefreshing(true);
    try {
      await client.refetchQueries({ include: [AdminDueRemindersDocument, AdminRemindersDocument] });
    } catch (failure) {
      notices.error(failure);
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <div className="admin-page reminders-page">
      <PageHeader
        title="Reminders"
        description="Appointment, service, registration and recommended-work reminders, and review requests. The server sends them on its schedule; Run now sends those due now."
        actions={
          <>
            <Button onClick={onRefresh} disabled={refreshing || running.loading}>
              <AdminIcon name="refresh" size={18} className={refreshing ? 'spin' : undefined} /> Refresh
            </Button>
            <Button variant="primary" onClick={onRun} disabled={running.loading} aria-busy={running.loading || undefined}>
              {running.loading ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="send" size={18} />}
              {running.loading ? 'Running…' : 'Run now'}
            </Button>
          </>
        }
      />

      <ReviewRequestsOff />
      <div className="reminder-toolbar">
        <ReminderTabs uid={uid} current={tab} onChoose={choose} dueCount={dueRows?.length} />
        {/* Always present, so screen readers announce the result when it appears. */}
        <p className="reminder-run-result" role="status" data-testid="run-result">
          {result && (
            <>
              <AdminIcon name="check" size={18} />
              {result}
            </>
          )}
        </p>
      </div>

      <div role="tabpanel" id={`${uid}-panel`} aria-labelledby={`${uid}-tab-${tab}`} className="reminder-panel">
        {tab === 'due' ? <DueList rows={dueRows} error={due.error} onRetry={() => void due.refetch().catch(() => undefined)} /> : <DecidedList key={tab} status={tab} />}
      </div>
    </div>
  );
}

interface ReminderTabsProps {
  uid: string;
  current: Tab;
  onChoose: (tab: Tab) => void;
  dueCount: number | undefined;
}

/** The three lists as tabs: arrow keys, Home and End move between them (one tab stop). */
function ReminderTabs({ uid, current, onChoose, dueCount }: ReminderTabsProps) {
  const item = useRovingFocus({ count: TABS.length, current: TABS.findIndex((t) => t.id === current), keys: 'tabs', onMove: (index) => onChoose(TABS[index].id) });
  return (
    <div className="reminder-tabs" role="tablist" aria-label="Reminders">
      {TABS.map((t, index) => (
        <button
          key={t.id}
          {...item(index)}
          type="button"
          role="tab"
          id={`${uid}-tab-${t.id}`}
          aria-selected={current === t.id}
          aria-controls={`${uid}-panel`}
          className={`reminder-tab${current === t.id ? ' is-selected' : ''}`}
          onClick={() => onChoose(t.id)}
        >
          {t.label}
          {t.id === 'due' && dueCount !== undefined && (
            <span className="count-badge">
              <span className="sr-only">(</span>
              {dueCount}
              <span className="sr-only">)</span>
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
