/**
 * A record's History (a job card, an invoice, an appointment, a customer): every recorded change of
 * it, newest first: when (workshop time), who (the staff member, 'Customer' or 'System'), what (the
 * change in a sentence) and, behind a disclosure, its fields before → after; ten at a time with
 * 'Show more'. Collapsed at first: the trail is asked for only once it is opened. Always asked for
 * one record (kind and id), which every member of staff may read.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../errors';
import { formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { EmptyState, LoadFailed, LoadingState } from '../ui/States';
import { actorLabel } from './audit-records';
import { FieldChanges } from './FieldChanges';
import { useAuditPages, type AuditRow } from './use-audit-pages';
import { Button } from '../ui/Button';
import '../styles/admin-audit.css';

const PAGE_SIZE = 10;

interface HistoryPanelProps {
  /** The kind of record as the trail names it: job_card, invoice, appointment, customer. */
  entityType: string;
  /** The record's id (an invoice's number). */
  entityId: string;
  /** 'h2' on a page, 'h3' inside a dialog. */
  headingLevel?: 2 | 3;
  /** Changes when the record changed (a save, a live event): an open history reloads. */
  refreshKey?: unknown;
  className?: string;
}

export function HistoryPanel({ entityType, entityId, headingLevel = 2, refreshKey, className }: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={['panel collapsible history-panel', open && 'is-open', className].filter(Boolean).join(' ')} data-testid="history-panel">
      <Heading className="collapsible__heading">
        <button type="button" className="collapsible__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
          <AdminIcon name="history" className="collapsible__icon" />
          <span className="collapsible__title">History</span>
          <AdminIcon name="chevronDown" className="collapsible__chevron" />
        </button>
      </Heading>
      <div id={bodyId} className="collapsible__body history-panel__body" hidden={!open}>
        {open && <HistoryList entityType={entityType} entityId={entityId} refreshKey={refreshKey} />}
      </div>
    </section>
  );
}

function HistoryList({ entityType, entityId, refreshKey }: { entityType: string; entityId: string; refreshKey: unknown }) {
  const pages = useAuditPages({ entityType, entityId }, { pageSize: PAGE_SIZE });
  const { rows, refetch } = pages;

  // A change of the record while its history is open shows up in it.
  const seen = useRef(refreshKey);
  useEffect(() => {
    if (Object.is(seen.current, refreshKey)) return;
    seen.current = refreshKey;
    void refetch().catch(() => undefined);
  }, [refreshKey, refetch]);

  if (!rows) {
    return pages.error ? <LoadFailed message={errorMessage(pages.error)} onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState label="Loading history…" />;
  }
  if (rows.length === 0) return <EmptyState icon="history">No changes recorded yet.</EmptyState>;
  return (
    <>
      <ol className="history-list" aria-label="Changes, newest first">
        {rows.map((row) => (
          <HistoryEntry key={row.id} row={row} />
        ))}
      </ol>
      <div className="history-list__end">
        {pages.moreError ? (
          <LoadFailed message={errorMessage(pages.moreError)} onRetry={() => void pages.loadMore()} />
        ) : pages.hasMore ? (
          <Button size="small" onClick={() => void pages.loadMore()} disabled={pages.loadingMore}>
            {pages.loadingMore ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="chevronDown" size={16} />}
            {pages.loadingMore ? 'Loading more…' : 'Show more'}
          </Button>
        ) : (
          rows.length > PAGE_SIZE && <p className="form-note">All {rows.length} changes shown.</p>
        )}
      </div>
    </>
  );
}

function HistoryEntry({ row }: { row: AuditRow }) {
  const who = actorLabel(row);
  return (
    <li className="history-entry" data-testid="history-entry">
      <p className="history-entry__meta">
        <time dateTime={row.at}>{formatDateTime(row.at)}</time>
        <span aria-hidden="true"> · </span>
        <span className={`history-entry__who history-entry__who--${row.actorKind}`}>
          <span className="sr-only">by </span>
          {who}
        </span>
      </p>
      <p className="history-entry__what">{row.summary}</p>
      <FieldChanges changes={row.fieldChanges} />
    </li>
  );
}
