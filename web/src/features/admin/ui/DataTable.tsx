/**
 * The back office's one data table: a header of column names, a row per item with its actions, and
 * on narrow screens (below 720 px, the admin's breakpoint) a card per row whose cells carry their
 * column's name and whose actions show their labels. Every action has a tooltip and an accessible
 * name that says which row it acts on ('Delete invoice INV-000123').
 */
import type { MouseEvent, ReactNode } from 'react';
import { AdminIcon, type AdminIconName } from './AdminIcon';
import { buttonClass } from './Button';

export interface Column<Row> {
  /** The column's name: its header, and the label of its cell on a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** 'num': figures, right-aligned; 'status': a narrow centred status icon; 'message': a long text; 'nowrap': kept on one line. */
  kind?: 'num' | 'status' | 'message' | 'nowrap';
  className?: string;
}

export interface RowAction<Row> {
  icon: AdminIconName;
  /** A word or two ('Delete', 'Mark as Paid'): shown on cards (and beside the icon everywhere when `labelled`). */
  label: string;
  onClick: (row: Row) => void;
  /** The accessible name and tooltip, when `label` followed by the row's name reads badly; it starts with the label. */
  name?: (row: Row) => string;
  /** Offered to this row or not (e.g. 'Mark as Paid' on unpaid invoices only). */
  when?: (row: Row) => boolean;
  disabled?: boolean | ((row: Row) => boolean);
  /** This row's action is under way. */
  busy?: (row: Row) => boolean;
  danger?: boolean;
  /** A row's main action: its label beside the icon on every screen. */
  labelled?: boolean;
}

interface DataTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: ReadonlyArray<Column<Row>>;
  actions?: ReadonlyArray<RowAction<Row>>;
  /** The row in its actions' names: 'invoice INV-000123' makes 'Delete invoice INV-000123'. */
  rowName?: (row: Row) => string;
  /** A click anywhere on the row (its first cell holds a link or button for keyboards and screen readers). */
  onRowClick?: (row: Row) => void;
  rowClassName?: (row: Row) => string | undefined;
  rowTestId?: string;
  /** Read by screen readers only, e.g. 'Backups, newest first'. */
  caption?: string;
  className?: string;
}

const KIND_CLASSES = { num: 'num nowrap', status: 'col-status', message: 'cell-message', nowrap: 'nowrap' } as const;

function cellClass<Row>(column: Column<Row>): string | undefined {
  return [column.kind && KIND_CLASSES[column.kind], column.className].filter(Boolean).join(' ') || undefined;
}

export function DataTable<Row>({ rows, rowKey, columns, actions = [], rowName, onRowClick, rowClassName, rowTestId, caption, className }: DataTableProps<Row>) {
  const rowClass = (row: Row) => [onRowClick && 'is-clickable', rowClassName?.(row)].filter(Boolean).join(' ') || undefined;
  return (
    <div className="table-wrap">
      <table className={className ? `data-table data-table--cards ${className}` : 'data-table data-table--cards'}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
            {actions.length > 0 && (
              <th scope="col" className="cell-actions">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClass(row)} onClick={onRowClick && (() => onRowClick(row))} data-testid={rowTestId}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
              {actions.length > 0 && (
                <td className="cell-actions">
                  <span className="row-actions">
                    {actions
                      .filter((action) => action.when?.(row) ?? true)
                      .map((action) => (
                        <RowActionButton key={action.label} action={action} row={row} rowName={rowName} />
                      ))}
                  </span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RowActionButton<Row>({ action, row, rowName }: { action: RowAction<Row>; row: Row; rowName?: (row: Row) => string }) {
  const name = action.name?.(row) ?? (rowName ? `${action.label} ${rowName(row)}` : action.label);
  const kind = action.labelled ? buttonClass({ variant: action.danger ? 'danger-link' : 'secondary', size: 'small' }) : `icon-button${action.danger ? ' icon-button--danger' : ''}`;
  const click = (event: MouseEvent) => {
    // A clickable row behind the button does not open as well.
    event.stopPropagation();
    action.onClick(row);
  };
  return (
    <button
      type="button"
      className={`${kind} row-action`}
      aria-label={name}
      title={name}
      disabled={typeof action.disabled === 'function' ? action.disabled(row) : action.disabled}
      aria-busy={action.busy?.(row) || undefined}
      onClick={click}
    >
      <AdminIcon name={action.icon} size={action.labelled ? 16 : 18} />
      <span className="row-action__label">{action.label}</span>
    </button>
  );
}

/** The cell text that opens the row's dialog: the keyboard's and screen reader's way to what a click on the row does. */
export function RowOpenButton({ onOpen, className, children }: { onOpen: () => void; className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className={className ? `row-link ${className}` : 'row-link'}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {children}
    </button>
  );
}
