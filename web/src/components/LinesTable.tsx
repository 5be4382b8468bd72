/**
 * The lines of a quote or an invoice (description, quantity, unit price, amount), as the customer's
 * quote page and the admin's invoice details both show them. Amounts come in cents, as printed on the PDF.
 */
import type { ReactNode } from 'react';
import { formatMoney } from '../shared/money';

interface MoneyRow {
  description: string;
  /** Shown after the description (what the line is, whether GST applies). */
  facts?: ReactNode;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

interface LinesTableProps {
  caption: string;
  rows: readonly MoneyRow[];
  /** The table's own class: the public pages and the admin style tables differently. */
  className: string;
  /** Extra class of the money cells (e.g. to keep them on one line, or to hide the unit price on phones). */
  unitClassName?: string;
  amountClassName?: string;
}

export function LinesTable({ caption, rows, className, unitClassName = '', amountClassName = '' }: LinesTableProps) {
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <LinesHead unitClassName={unitClassName} />
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            <td>
              {row.description}
              {row.facts}
            </td>
            <td className="num">{row.quantity}</td>
            <td className={`num ${unitClassName}`.trim()}>{formatMoney(row.unitPriceCents)}</td>
            <td className={`num ${amountClassName}`.trim()}>{formatMoney(row.amountCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The head row of a lines table: description, quantity, unit price and amount. */
export function LinesHead({ unitClassName = '' }: { unitClassName?: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">Description</th>
        <th scope="col" className="num">
          Qty
        </th>
        <th scope="col" className={`num ${unitClassName}`.trim()}>
          Unit price
        </th>
        <th scope="col" className="num">
          Amount
        </th>
      </tr>
    </thead>
  );
}
