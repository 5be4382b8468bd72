/** The suppliers on the Parts page: each one's name, email and price file columns, its Import Price File, and Add Supplier. */
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminSuppliersDocument, type AdminSupplierFragment } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { Button } from '../ui/Button';
import { DataTable, type Column, type RowAction } from '../ui/DataTable';
import { useNotices } from '../ui/Notices';
import { Panel } from '../ui/Panel';
import { EmptyState, LoadFailed, LoadingState } from '../ui/States';
import { AddSupplierDialog } from './AddSupplierDialog';
import { PriceImportDialog } from './PriceImportDialog';
import { COLUMN_FIELDS } from './supplier-draft';

type Supplier = AdminSupplierFragment;

function Columns({ supplier }: { supplier: Supplier }) {
  const columns = supplier.priceFileColumns;
  if (!columns) return <span className="cell-sub">Not set</span>;
  const named = COLUMN_FIELDS.flatMap(({ key, label }) => (columns[key] ? [`${label.replace(' column', '')}: ${columns[key]}`] : []));
  return <>{named.join(' · ')}</>;
}

const COLUMNS: ReadonlyArray<Column<Supplier>> = [
  { header: 'Name', cell: (supplier) => <span className="cell-main">{supplier.name}</span> },
  { header: 'Email', className: 'supplier-table__email', cell: (supplier) => (supplier.email ? <a href={`mailto:${supplier.email}`}>{supplier.email}</a> : '—') },
  { header: 'Price file columns', kind: 'message', cell: (supplier) => <Columns supplier={supplier} /> },
];

export function SuppliersSection() {
  const { data, error, refetch } = useQuery(AdminSuppliersDocument, { fetchPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState(false);
  const [importingId, setImportingId] = useState<string | null>(null);
  const notices = useNotices();
  const suppliers = data?.suppliers;
  // The supplier as the cache has it now (its columns may be set in the dialog).
  const importing = suppliers?.find((supplier) => supplier.id === importingId) ?? null;
  return (
    <Panel
      title="Suppliers"
      className="parts-suppliers"
      actions={
        <Button icon="plus" size="small" onClick={() => setAdding(true)}>
          Add Supplier
        </Button>
      }
    >
      {suppliers === undefined ? (
        error ? (
          <LoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <LoadingState label="Loading suppliers…" />
        )
      ) : suppliers.length === 0 ? (
        <EmptyState icon="inbox">No suppliers yet. Add the ones you order parts from with Add Supplier.</EmptyState>
      ) : (
        <DataTable
          rows={suppliers}
          rowKey={(supplier) => supplier.id}
          columns={COLUMNS}
          actions={[{ icon: 'download', label: 'Import Price File', labelled: true, name: (supplier) => `Import price file of ${supplier.name}`, onClick: (supplier) => setImportingId(supplier.id) } satisfies RowAction<Supplier>]}
          caption="Suppliers, by name"
          rowTestId="supplier-row"
        />
      )}
      {importing && <PriceImportDialog supplier={importing} onClose={() => setImportingId(null)} />}
      {adding && (
        <AddSupplierDialog
          onClose={() => setAdding(false)}
          onSaved={(message) => {
            setAdding(false);
            notices.success(message);
          }}
        />
      )}
    </Panel>
  );
}
