/**
 * /admin/activity: the audit trail of the whole workshop, newest first, grouped by workshop day:
 * who changed what, when and from where, each change linking to its record. Filtered by person,
 * kind of record, action and days, the filters kept in the address (bookmarkable); loaded page by
 * page like the invoices. The whole trail is an owner's: other staff are told where a record's
 * history is.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { errorMessage } from '../errors';
import { AdminIcon } from '../ui/AdminIcon';
import { DayGroup } from '../ui/DayGroup';
import { PagedRows } from '../ui/MorePages';
import { groupByDay } from '../ui/paged-list';
import { useMe } from '../session/use-me';
import { EmptyState, LoadFailed, LoadingState, PageHeader } from '../ui/States';
import { countMatching } from '../ui/text';
import { ActivityFilterBar } from './ActivityFilterBar';
import { ActivityTable } from './ActivityTable';
import { auditFilterOf, filtersFromParams, isFiltered, paramsOf, type ActivityFilters } from './activity-filters';
import { workshopDayOf } from './audit-values';
import { useAuditPages, type AuditRow } from './use-audit-pages';
import { Button } from '../ui/Button';
import '../styles/admin-audit.css';

const PAGE_SIZE = 50;

/** The members of staff in `rows` not yet in `people`, added (the same map when there are none). */
function withPeopleOf(people: ReadonlyMap<string, string>, rows: readonly AuditRow[] | undefined): ReadonlyMap<string, string> {
  const fresh = (rows ?? []).filter((row) => row.actorKind === 'staff' && row.actorId && people.get(row.actorId) !== row.actorName);
  if (fresh.length === 0) return people;
  const next = new Map(people);
  for (const row of fresh) next.set(row.actorId!, row.actorName);
  return new Map([...next].sort((a, b) => a[1].localeCompare(b[1])));
}

export default function ActivityPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Activity', businessName);
  const { me, error, refetch } = useMe();
  if (!me) return error ? <LoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState />;
  if (!me.owner) {
    return (
      <div className="admin-page activity-page">
        <PageHeader title="Activity" />
        <section className="panel">
          <EmptyState icon="lock">The whole activity is for owners. A record’s own changes are in its History: on each job card, invoice, appointment and customer.</EmptyState>
        </section>
      </div>
    );
  }
  return <OwnersActivity />;
}

function OwnersActivity() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const pages = useAuditPages(auditFilterOf(filters), { pageSize: PAGE_SIZE });
  const filtered = isFiltered(filters);
  // The person filter offers the members of staff seen so far (there is no list of them to ask yet).
  const [people, setPeople] = useState<ReadonlyMap<string, string>>(new Map());
  const known = withPeopleOf(people, pages.rows);
  if (known !== people) setPeople(known);

  const onFilters = (next: ActivityFilters) => setParams(paramsOf(next), { replace: true });
  const count = pages.rows?.length;

  return (
    <div className="admin-page activity-page">
      <PageHeader
        title="Activity"
        description="Every change in the back office and by customers: who did what, when and from where."
        actions={
          <Button onClick={() => void pages.refetch().catch(() => undefined)} disabled={pages.loading}>
            <AdminIcon name="refresh" size={18} className={pages.loading && pages.rows ? 'spin' : undefined} /> Refresh
          </Button>
        }
      />
      <ActivityFilterBar filters={filters} onFilters={onFilters} people={known} />
      <section className="activity-list" aria-labelledby="activity-list-title" aria-busy={pages.stale}>
        <header className="activity-list__header">
          <h2 id="activity-list-title" className="activity-list__title">
            Changes
          </h2>
          {count !== undefined && (
            <p className="activity-list__count" role="status">
              {countMatching(count, ['change', 'changes'], filtered)}
              {filtered ? '' : ' shown'}
              {pages.hasMore ? ', more below' : ''}
            </p>
          )}
        </header>
        <PagedRows
          pages={pages}
          settling={pages.stale}
          noun={['change', 'changes']}
          emptyIcon="history"
          empty={filtered ? 'No changes match these filters.' : 'No changes recorded yet.'}
          className="activity-days"
        >
          {(rows) =>
            groupByDay(rows, (row) => workshopDayOf(row.at)).map((day) => (
              <DayGroup key={day.date} day={`activity-${day.date}`} label={day.label} count={day.rows.length} noun={['change', 'changes']}>
                <ActivityTable rows={day.rows} />
              </DayGroup>
            ))
          }
        </PagedRows>
      </section>
    </div>
  );
}
