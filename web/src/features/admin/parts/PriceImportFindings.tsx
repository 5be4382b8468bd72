/** What a price file's import shows: its progress, its counts, its bad rows and first rows, and the columns it is read by. */
import { type AdminPriceImportFragment, type AdminSupplierFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { useId } from 'react';
import { AdminIcon } from '../ui/AdminIcon';
import { DataTable, type Column } from '../ui/DataTable';
import { problemText } from './price-file-upload';
import { COLUMN_FIELDS } from './supplier-draft';

type PriceImport = AdminPriceImportFragment;
type PreviewRow = PriceImport['preview'][number];
type Problem = PriceImport['problems'][number];

/** How often an import being read or applied is asked about. */
export const COUNT = new Intl.NumberFormat('en-AU');
export const plural = (n: number, one: string, many: string) => `${COUNT.format(n)} ${n === 1 ? one : many}`;

const OUTCOMES: Record<string, { label: string; badge: string }> = {
  new: { label: 'New', badge: 'badge--info' },
  changed: { label: 'Changed', badge: 'badge--warning' },
  unchanged: { label: 'Unchanged', badge: 'badge--muted' },
};

function Outcome({ outcome }: { outcome: string }) {
  const known = OUTCOMES[outcome] ?? { label: outcome, badge: 'badge--muted' };
  return <span className={`badge ${known.badge}`}>{known.label}</span>;
}

/** The first rows' columns: the brand and barcode only when a row has one (the dialog is narrower than the file). */
function previewColumns(rows: readonly PreviewRow[]): ReadonlyArray<Column<PreviewRow>> {
  return [
    { header: 'Line', kind: 'nowrap', className: 'price-line', cell: (row) => row.line },
    {
      header: 'Part',
      cell: (row) => (
        <>
          <span className="cell-main">{row.partNumber}</span>
          {row.description && <span className="cell-sub">{row.description}</span>}
        </>
      ),
    },
    ...(rows.some((row) => row.brand) ? [{ header: 'Brand', kind: 'nowrap' as const, cell: (row: PreviewRow) => row.brand || '—' }] : []),
    ...(rows.some((row) => row.barcode) ? [{ header: 'Barcode', kind: 'nowrap' as const, cell: (row: PreviewRow) => row.barcode || '—' }] : []),
    { header: 'Cost', kind: 'num', cell: (row) => formatMoney(row.costCents) },
    { header: 'Outcome', kind: 'nowrap', cell: (row) => <Outcome outcome={row.outcome} /> },
  ];
}

const PROBLEM_COLUMNS: ReadonlyArray<Column<Problem>> = [
  { header: 'Line', kind: 'nowrap', className: 'price-line', cell: (problem) => problem.line },
  { header: 'Problem', kind: 'message', cell: (problem) => problemText(problem.message) },
];

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A progress bar: how far, when it is known (a bar moving to and fro otherwise). */
export function Progress({ label, percent, text }: { label: string; percent: number | null; text: string }) {
  return (
    <div className="price-progress" data-testid="price-import-progress">
      <div
        className={percent === null ? 'price-progress__track price-progress__track--busy' : 'price-progress__track'}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
      >
        <span className="price-progress__bar" style={percent === null ? undefined : { width: `${percent}%` }} />
      </div>
      <p className="price-progress__text">{text}</p>
    </div>
  );
}

export function Counts({ job }: { job: PriceImport }) {
  const counts = [
    { label: 'New', value: job.newCount, className: 'price-counts--new' },
    { label: 'Changed', value: job.changedCount, className: 'price-counts--changed' },
    { label: 'Unchanged', value: job.unchangedCount, className: 'price-counts--unchanged' },
    { label: 'Bad rows', value: job.badCount, className: job.badCount ? 'price-counts--bad' : 'price-counts--unchanged' },
  ];
  return (
    <dl className="price-counts" data-testid="price-import-counts">
      {counts.map(({ label, value, className }) => (
        <div key={label} className={className}>
          <dt>{label}</dt>
          <dd>{COUNT.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Findings({ job }: { job: PriceImport }) {
  const uid = useId();
  return (
    <>
      <Counts job={job} />
      {job.problems.length > 0 && (
        <section className="price-section" aria-labelledby={`${uid}-bad`}>
          <h3 id={`${uid}-bad`} className="price-section__title price-section__title--bad">
            <AdminIcon name="warning" size={18} /> Bad rows: left out, never applied
          </h3>
          {job.badCount > job.problems.length && (
            <p className="form-note">
              The first {job.problems.length} of {plural(job.badCount, 'bad row', 'bad rows')} are listed.
            </p>
          )}
          <DataTable className="price-problems" rows={job.problems} rowKey={(problem) => `${problem.line}-${problem.message}`} columns={PROBLEM_COLUMNS} caption="Bad rows of the price file, by line" rowTestId="price-import-problem" />
        </section>
      )}
      {job.preview.length > 0 && (
        <section className="price-section" aria-labelledby={`${uid}-preview`}>
          <h3 id={`${uid}-preview`} className="price-section__title">
            First rows, as the catalogue would take them
          </h3>
          <DataTable className="price-preview" rows={job.preview} rowKey={(row) => String(row.line)} columns={previewColumns(job.preview)} caption="The first good rows of the price file" rowTestId="price-import-preview" />
        </section>
      )}
    </>
  );
}

export function ColumnsUsed({ supplier }: { supplier: AdminSupplierFragment }) {
  const columns = supplier.priceFileColumns;
  if (!columns) return null;
  return (
    <dl className="price-columns">
      {COLUMN_FIELDS.filter(({ key }) => columns[key]).map(({ key, label }) => (
        <div key={key}>
          <dt>{label.replace(' column', '')}</dt>
          <dd>{columns[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
