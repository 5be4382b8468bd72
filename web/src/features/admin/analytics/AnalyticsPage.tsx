/**
 * /admin/analytics: 'Analytics & Reports'. The timeframe selector, the financial and appointment
 * overviews, the charts (their library loads with this page only, after the figures) and the
 * reports. The chosen timeframe lives in the address (?timeframe=weekly), so a reload keeps it;
 * figures follow every invoice, booking and quote change live.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { AdminAnalyticsChangedDocument, AdminAnalyticsDocument } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { errorMessage } from '../errors';
import { formatDate, workshopToday } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { LoadFailed, LoadingState, PageHeader } from '../ui/States';
import { AppointmentOverview, FinancialOverview } from './AnalyticsOverview';
import { LabourOverview } from './LabourOverview';
import { MarginOverview } from './MarginOverview';
import { ReceivablesOverview } from './ReceivablesOverview';
import { ReportHistory } from './ReportHistory';
import { TimeframePicker } from './TimeframePicker';
import { choiceFromSearch, searchOfChoice, TIMEFRAMES, variablesOf, type PeriodChoice } from './timeframe';
import { Button } from '../ui/Button';
import '../styles/admin-analytics.css';

const AnalyticsCharts = lazy(() => import('./AnalyticsCharts'));

/** Live changes refetch at most this often (a burst of bookings is one refetch). */
const LIVE_REFETCH_MS = 2000;

export default function AnalyticsPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Analytics & Reports', businessName);
  const [params, setParams] = useSearchParams();
  const choice = choiceFromSearch(params);
  const variables = variablesOf(choice);
  const { data, previousData, error, loading, refetch } = useQuery(AdminAnalyticsDocument, { variables, notifyOnNetworkStatusChange: true });
  useLiveFigures(refetch);
  // While another timeframe loads, the previous figures stay on screen (dimmed) instead of a spinner.
  const figures = (data ?? previousData)?.analytics;
  const stale = loading && Boolean(figures);

  function choose(next: PeriodChoice) {
    setParams(searchOfChoice(next), { replace: true });
  }

  const label = TIMEFRAMES.find((t) => t.value === choice.timeframe)?.label ?? '';
  return (
    <div className="admin-page analytics-page">
      <PageHeader
        title="Analytics & Reports"
        description="How the business is doing: revenue, invoices, bookings, quotes and labour over the chosen timeframe."
        actions={
          <Button onClick={() => void refetch().catch(() => undefined)} disabled={loading}>
            <AdminIcon name="refresh" size={18} className={loading && figures ? 'spin' : undefined} /> Refresh
          </Button>
        }
      />
      <TimeframePicker choice={choice} onChoose={choose} today={workshopToday()} />

      {figures && (
        <p className="analytics-basis" data-testid="analytics-period">
          <strong>{figures.period.label}</strong>: {formatDate(figures.period.startDate)}
          {figures.period.days > 1 && <> to {formatDate(figures.period.endDate)}</>} ({figures.period.days === 1 ? 'one day' : `${figures.period.days} days`}).
          Invoices count by their <strong>issue date</strong>; bookings on the day they were <strong>made</strong> (not cancelled since) and cancellations on the day they were <strong>cancelled</strong>, as the dashboard counts them; in calendar days of{' '}
          {figures.period.timeZone}.
        </p>
      )}

      {figures === undefined ? (
        error ? (
          <LoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <LoadingState label="Loading analytics…" />
        )
      ) : (
        <div className={`analytics-body${stale ? ' is-stale' : ''}`} aria-busy={stale}>
          {error && (
            <div className="load-failed" role="alert">
              <AdminIcon name="alert" size={22} />
              <p>{errorMessage(error)}</p>
            </div>
          )}
          <FinancialOverview figures={figures} />
          <AppointmentOverview figures={figures} />
          <LabourOverview figures={figures} />
          <MarginOverview figures={figures} />
          <ReceivablesOverview />
          <Suspense fallback={<LoadingState label="Loading charts…" />}>
            <AnalyticsCharts figures={figures} />
          </Suspense>
        </div>
      )}

      <ReportHistory choice={choice} periodLabel={label} canGenerate={choice.timeframe !== 'custom' || Boolean(choice.startDate && choice.endDate)} />
    </div>
  );
}

/** Refetches after changes that move a figure, at most once per LIVE_REFETCH_MS. */
function useLiveFigures(refetch: () => Promise<unknown>): void {
  const latest = useRef(refetch);
  const timer = useRef<number | null>(null);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
  }, []);
  useSubscription(AdminAnalyticsChangedDocument, {
    onData: () => {
      if (timer.current !== null) return;
      timer.current = window.setTimeout(() => {
        timer.current = null;
        void latest.current().catch(() => undefined);
      }, LIVE_REFETCH_MS);
    },
    onError: (failure) => console.error('Live analytics failed', failure),
  });
}
