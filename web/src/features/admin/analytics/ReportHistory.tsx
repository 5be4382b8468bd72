/**
 * Reports: generate a PDF report of the chosen period, and the history of generated reports
 * (newest first) with Open (a new tab), Download and Delete. Kept live: a report generated or
 * deleted elsewhere shows here too.
 */
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  AdminAnalyticsReportChangedDocument,
  AdminAnalyticsReportsDocument,
  AdminDeleteAnalyticsReportDocument,
  AdminGenerateAnalyticsReportDocument,
  type AdminAnalyticsReportRowFragment,
} from '../../../gql/graphql';
import { formatDate, formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { DataTable, type Column } from '../ui/DataTable';
import { useConfirm } from '../ui/Confirm';
import { useNotices } from '../ui/Notices';
import { EmptyState, LoadingState } from '../ui/States';
import { useOpenDocument } from '../ui/DocumentLinks';
import { variablesOf, type PeriodChoice } from './timeframe';
import { Button } from '../ui/Button';

const REPORT_HISTORY_FAILED = 'Could not load report history.';

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const REPORT_COLUMNS: ReadonlyArray<Column<AdminAnalyticsReportRowFragment>> = [
  {
    header: 'Report',
    cell: (r) => (
      <>
        <span className="cell-main mono reports__filename">{r.filename}</span>
        <span className="cell-sub">PDF, {sizeLabel(r.size)}</span>
      </>
    ),
  },
  {
    header: 'Period',
    cell: (r) => (
      <>
        <span className="cell-main">{r.periodLabel}</span>
        <span className="cell-sub nowrap">
          {formatDate(r.startDate)} – {formatDate(r.endDate)}
        </span>
      </>
    ),
  },
  { header: 'Generated', kind: 'nowrap', cell: (r) => <time dateTime={r.generatedAt}>{formatDateTime(r.generatedAt)}</time> },
];

interface ReportHistoryProps {
  choice: PeriodChoice;
  /** What the chosen period is called, for the button's label. */
  periodLabel: string;
  /** False while the chosen custom range is incomplete. */
  canGenerate: boolean;
}

export function ReportHistory({ choice, periodLabel, canGenerate }: ReportHistoryProps) {
  const reports = useQuery(AdminAnalyticsReportsDocument, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [generate, generating] = useMutation(AdminGenerateAnalyticsReportDocument);
  const [remove, removing] = useMutation(AdminDeleteAnalyticsReportDocument);
  const { open, busy: opening } = useOpenDocument();
  const confirm = useConfirm();
  const notices = useNotices();
  useSubscription(AdminAnalyticsReportChangedDocument, {
    onData: () => void reports.refetch().catch(() => undefined),
    onError: (error) => console.error('Live report history failed', error),
  });
  const list = reports.data?.analyticsReports;

  async function onGenerate() {
    try {
      const { data } = await generate({ variables: variablesOf(choice) });
      notices.success(data?.generateAnalyticsReport.message ?? 'Report generated!');
      await reports.refetch();
    } catch (failure) {
      notices.error(failure);
    }
  }

  async function onDelete(report: AdminAnalyticsReportRowFragment) {
    const yes = await confirm({ title: 'Delete report', message: `Are you sure you want to delete the report "${report.filename}"?`, confirmLabel: 'Delete' });
    if (!yes) return;
    try {
      const { data } = await remove({ variables: { filename: report.filename } });
      notices.success(data?.deleteAnalyticsReport.message ?? 'Report deleted.');
      await reports.refetch();
    } catch (failure) {
      notices.error(failure);
    }
  }

  return (
    <section className="panel reports" aria-labelledby="reports-title">
      <header className="panel__header reports__header">
        <div>
          <h2 id="reports-title" className="panel__title">
            Reports
          </h2>
          <p className="reports__hint">A PDF of the chosen period: its figures, the charts’ numbers and its invoices.</p>
        </div>
        <Button variant="primary" onClick={() => void onGenerate()} disabled={generating.loading || !canGenerate} aria-busy={generating.loading}>
          <AdminIcon name="receipt" size={18} /> {generating.loading ? 'Generating…' : `Generate Report (${periodLabel})`}
        </Button>
      </header>
      {list === undefined ? (
        reports.error ? (
          <EmptyState icon="alert">{REPORT_HISTORY_FAILED}</EmptyState>
        ) : (
          <LoadingState label="Loading report history…" />
        )
      ) : list.length === 0 ? (
        <EmptyState icon="chart">No reports have been generated yet.</EmptyState>
      ) : (
        <DataTable
          className="reports__table"
          caption="Report history, newest first"
          rows={list}
          rowKey={(r) => r.id}
          rowTestId="report-row"
          columns={REPORT_COLUMNS}
          rowName={(r) => r.filename}
          actions={[
            { icon: 'eye', label: 'Open', labelled: true, disabled: opening, onClick: (r) => void open(r.documentId, 'inline') },
            { icon: 'download', label: 'Download', labelled: true, disabled: opening, onClick: (r) => void open(r.documentId, 'attachment') },
            { icon: 'trash', label: 'Delete', danger: true, disabled: removing.loading, onClick: (r) => void onDelete(r) },
          ]}
        />
      )}
      {list !== undefined && reports.error && <p className="reports__stale" role="status">{REPORT_HISTORY_FAILED}</p>}
    </section>
  );
}
