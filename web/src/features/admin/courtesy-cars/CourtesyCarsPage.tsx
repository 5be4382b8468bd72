/**
 * Courtesy cars: the workshop's loan cars, those in service first, each available or out to a
 * customer (with the day it is due back, in a warning style once overdue). Add Car adds one; a row
 * lends its car, takes it back (after a confirmation) or retires it (kept for the record, never lent).
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminCourtesyCarsDocument, AdminReturnCourtesyCarDocument, AdminUpdateCourtesyCarDocument } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { errorMessage } from '../errors';
import { formatDate } from '../format';
import { Button } from '../ui/Button';
import { useConfirm } from '../ui/Confirm';
import { DataTable, type Column } from '../ui/DataTable';
import { useNotices } from '../ui/Notices';
import { EmptyState, LoadFailed, LoadingState, PageHeader } from '../ui/States';
import { AddCourtesyCarDialog } from './AddCourtesyCarDialog';
import type { CourtesyCarRow } from './courtesy-cars.types';
import { LendCourtesyCarDialog } from './LendCourtesyCarDialog';

function CarState({ car }: { car: CourtesyCarRow }) {
  if (car.retired) return <span className="badge badge--muted">Retired</span>;
  const loan = car.openLoan;
  if (!loan) return <span className="badge badge--success">Available</span>;
  return (
    <>
      <span className={loan.overdue ? 'badge badge--warning' : 'badge badge--info'}>{loan.overdue ? 'Overdue' : 'Out'}</span>{' '}
      <span className="cell-main">Out to {loan.customerName}</span>
      <span className="cell-sub">
        <a href={`tel:${loan.customerPhone.replace(/[^0-9+]/g, '')}`}>{loan.customerPhone}</a> · Due back {formatDate(loan.dueBack)}
        {loan.overdue && ' (overdue)'}
      </span>
    </>
  );
}

export default function CourtesyCarsPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Courtesy Cars', businessName);
  const { data, error, loading, refetch } = useQuery(AdminCourtesyCarsDocument, { notifyOnNetworkStatusChange: true });
  const refetchList = { refetchQueries: [AdminCourtesyCarsDocument], awaitRefetchQueries: true };
  const [giveBack, returning] = useMutation(AdminReturnCourtesyCarDocument, refetchList);
  const [update, updating] = useMutation(AdminUpdateCourtesyCarDocument, refetchList);
  const [adding, setAdding] = useState(false);
  const [lending, setLending] = useState<CourtesyCarRow | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const confirm = useConfirm();
  const notices = useNotices();

  const cars = data?.courtesyCars;
  const out = cars?.filter((c) => c.openLoan).length ?? 0;
  const inService = cars?.filter((c) => !c.retired).length ?? 0;

  async function onRefresh() {
    try {
      await refetch();
    } catch (failure) {
      notices.error(failure);
    }
  }

  async function act(car: CourtesyCarRow, work: () => Promise<unknown>, done: string) {
    setBusyId(car.id);
    try {
      await work();
      notices.success(done);
    } catch (failure) {
      notices.error(failure);
    } finally {
      setBusyId(null);
    }
  }

  async function onReturn(car: CourtesyCarRow) {
    const yes = await confirm({
      title: 'Return car',
      message: `Mark ${car.rego} as returned by ${car.openLoan?.customerName ?? 'the customer'}?`,
      confirmLabel: 'Yes, Returned',
      tone: 'primary',
    });
    if (yes) await act(car, () => giveBack({ variables: { id: car.id } }), `${car.rego} is back.`);
  }

  async function onRetire(car: CourtesyCarRow) {
    const yes = await confirm({
      title: 'Retire car',
      message: `Retire ${car.rego}? It stays in the list for the record but can no longer be lent.`,
      confirmLabel: 'Yes, Retire',
    });
    if (yes) await act(car, () => update({ variables: { id: car.id, input: { retired: true } } }), `${car.rego} is retired.`);
  }

  const busy = (car: CourtesyCarRow) => busyId === car.id && (returning.loading || updating.loading);

  const columns: ReadonlyArray<Column<CourtesyCarRow>> = [
    {
      header: 'Car',
      kind: 'nowrap',
      cell: (car) => (
        <>
          <span className="cell-main">{car.rego}</span>
          <span className="cell-sub">{car.description}</span>
        </>
      ),
    },
    { header: 'State', cell: (car) => <CarState car={car} /> },
    { header: 'Notes', kind: 'message', cell: (car) => car.openLoan?.notes || car.notes || '' },
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title="Courtesy Cars"
        description={cars ? `${inService} in service, ${out} out on loan.` : 'The cars the workshop lends customers while theirs is in.'}
        actions={
          <>
            <Button onClick={onRefresh} disabled={loading} icon="refresh">
              Refresh
            </Button>
            <Button variant="primary" icon="plus" onClick={() => setAdding(true)}>
              Add Car
            </Button>
          </>
        }
      />

      {cars === undefined ? (
        error ? (
          <LoadFailed message={errorMessage(error)} onRetry={onRefresh} />
        ) : (
          <LoadingState label="Loading courtesy cars…" />
        )
      ) : cars.length === 0 ? (
        <section className="panel">
          <EmptyState icon="car">No courtesy cars yet. Add the workshop’s first loan car with Add Car.</EmptyState>
        </section>
      ) : (
        <section className="panel" aria-label="Courtesy cars">
          <DataTable
            rows={cars}
            rowKey={(car) => car.id}
            columns={columns}
            caption="Courtesy cars, those in service first, by rego"
            rowName={(car) => `${car.rego}`}
            rowTestId="courtesy-car-row"
            rowClassName={(car) => (car.openLoan?.overdue ? 'is-overdue' : car.retired ? 'is-muted' : undefined)}
            actions={[
              { icon: 'car', label: 'Lend', labelled: true, when: (car) => !car.retired && !car.openLoan, onClick: (car) => setLending(car) },
              { icon: 'check', label: 'Return', labelled: true, when: (car) => !!car.openLoan, busy, disabled: busy, onClick: (car) => void onReturn(car) },
              { icon: 'ban', label: 'Retire', danger: true, when: (car) => !car.retired && !car.openLoan, busy, disabled: busy, onClick: (car) => void onRetire(car) },
            ]}
          />
        </section>
      )}

      {adding && (
        <AddCourtesyCarDialog
          onClose={() => setAdding(false)}
          onSaved={(message) => {
            setAdding(false);
            notices.success(message);
          }}
        />
      )}
      {lending && (
        <LendCourtesyCarDialog
          car={lending}
          onClose={() => setLending(null)}
          onSaved={(message) => {
            setLending(null);
            notices.success(message);
          }}
        />
      )}
    </div>
  );
}
