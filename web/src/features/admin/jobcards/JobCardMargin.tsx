/**
 * A job card's margin, compact: parts cost and sell, labour cost and sell (excluding GST), the gross
 * profit and the margin in percent. From its invoice once invoiced; before that what its invoice
 * would take, its parts at the catalogue's cost now and the time clocked so far. Shown to owners
 * and service advisers only (a technician never sees it, nor asks for it); it follows the card's
 * saves (its revision) and its status.
 */
import { useEffect, useId, useRef } from 'react';
import { useFragment, useQuery } from '@apollo/client/react';
import { AdminJobCardMarginDocument, AdminJobCardMarginWatchFragmentDoc } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { errorMessage } from '../errors';
import { useMe } from '../session/use-me';
import { AdminIcon } from '../ui/AdminIcon';
import { Fact } from '../ui/Fact';
import { LoadFailed, LoadingState } from '../ui/States';
import '../styles/admin-jobcard-margin.css';

export function JobCardMargin({ jobCardId }: { jobCardId: string }) {
  const { me } = useMe();
  const office = Boolean(me) && me?.role !== 'TECHNICIAN';
  return office ? <MarginPanel jobCardId={jobCardId} /> : null;
}

/** "52.4%", or "—" without revenue. */
const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

function MarginPanel({ jobCardId }: { jobCardId: string }) {
  const uid = useId();
  const { data, error, refetch } = useQuery(AdminJobCardMarginDocument, { variables: { jobCardId }, fetchPolicy: 'cache-and-network' });
  const watched = useFragment({ fragment: AdminJobCardMarginWatchFragmentDoc, from: { __typename: 'JobCard', id: jobCardId } });
  const stamp = watched.complete ? `${watched.data.revision}:${watched.data.status}` : null;
  const seen = useRef(stamp);
  // A save or a status change (invoiced, reopened) may move the margin: ask again.
  useEffect(() => {
    if (stamp === null || stamp === seen.current) return;
    seen.current = stamp;
    void refetch().catch(() => undefined);
  }, [stamp, refetch]);
  const m = data?.jobCardMargin;
  return (
    <section className="panel jobcard-section jobcard-margin" aria-labelledby={`${uid}-margin`} data-testid="jobcard-margin">
      <h2 id={`${uid}-margin`} className="panel__title">
        <AdminIcon name="chart" size={18} /> Margin
      </h2>
      {!m ? (
        error ? (
          <LoadFailed message={errorMessage(error, 'The margin could not be loaded.')} onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <LoadingState label="Loading the margin…" />
        )
      ) : (
        <>
          <dl className="jobcard-margin__facts">
            <Fact term="Parts cost / sell">
              <span data-testid="margin-parts">
                {formatMoney(m.partsCostCents)} / {formatMoney(m.partsSalesCents)}
              </span>
            </Fact>
            <Fact term="Labour cost / sell">
              <span data-testid="margin-labour">
                {formatMoney(m.labourCostCents)} / {formatMoney(m.labourSalesCents)}
              </span>
            </Fact>
            <Fact term="Gross profit" className={m.grossProfitCents < 0 ? 'jobcard-margin__loss' : undefined}>
              <strong data-testid="margin-gross-profit">{formatMoney(m.grossProfitCents)}</strong>
            </Fact>
            <Fact term="Margin">
              <strong data-testid="margin-percent">{percent(m.grossMarginPercent)}</strong>
            </Fact>
          </dl>
          <p className="form-note jobcard-margin__basis">
            {m.invoiceNumber
              ? `From invoice ${m.invoiceNumber}, excl. GST: parts at their cost when fitted, time at the technicians’ cost rates.`
              : 'Not invoiced yet, excl. GST: what its invoice would take, parts at their cost now, time clocked so far (or the labour lines’ hours) at the technicians’ cost rates.'}
            {m.otherSalesCents !== 0 && ` Sundries less discounts: ${formatMoney(m.otherSalesCents)}.`}
          </p>
        </>
      )}
    </section>
  );
}
