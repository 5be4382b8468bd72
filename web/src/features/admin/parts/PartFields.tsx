/**
 * A part's fields, for adding a part and for changing one: number, description, brand, supplier,
 * cost and sell price (empty: from the markup matrix), GST-free, bin, barcode, reorder point and
 * quantity, and whether stock may go below zero. Each field's problem shows under it; ids are
 * `<idPrefix>-<api field name>`, so the api's refusals land there too.
 */
import { useQuery } from '@apollo/client/react';
import { AdminSuppliersDocument } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { Field } from '../ui/Field';
import type { PartDraft } from './part-draft';

interface Props {
  idPrefix: string;
  draft: PartDraft;
  onChange: (patch: Partial<PartDraft>) => void;
  problems: Record<string, string>;
  /** The saved part's sell price from the matrix (cents), shown beside an empty sell price; none for a new part. */
  matrixSellCents?: number | null;
  autoFocus?: boolean;
}

export function PartFields({ idPrefix, draft, onChange, problems, matrixSellCents = null, autoFocus = false }: Props) {
  const { data } = useQuery(AdminSuppliersDocument, { fetchPolicy: 'cache-and-network' });
  const id = (field: string) => `${idPrefix}-${field}`;
  const text = (field: keyof PartDraft) => ({
    id: id(field),
    name: field,
    autoComplete: 'off',
    value: draft[field] as string,
    onChange: (e: { target: { value: string } }) => onChange({ [field]: e.target.value }),
  });
  const sellHint =
    matrixSellCents !== null && !draft.sellPrice.trim() ? `Empty: from the markup matrix (now ${formatMoney(matrixSellCents)}).` : 'Leave empty to price it from the cost by the markup matrix.';
  return (
    <div className="part-fields">
      <Field id={id('partNumber')} label="Part number" hint="As the supplier writes it, e.g. DB1234 GCT" required error={problems.partNumber} >
        <input {...text('partNumber')} maxLength={60} required data-autofocus={autoFocus || undefined} />
      </Field>
      <Field id={id('description')} label="Description" required error={problems.description} className="part-fields__description">
        <input {...text('description')} maxLength={200} required />
      </Field>
      <Field id={id('brand')} label="Brand" error={problems.brand}>
        <input {...text('brand')} maxLength={60} />
      </Field>
      <Field id={id('supplierId')} label="Supplier" error={problems.supplierId}>
        <select id={id('supplierId')} name="supplierId" value={draft.supplierId} onChange={(e) => onChange({ supplierId: e.target.value })}>
          <option value="">None</option>
          {data?.suppliers.map((supplier) => (
            <option key={supplier.id} value={supplier.id}>
              {supplier.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('bin')} label="Bin" hint="Where it is kept, e.g. A3-2" error={problems.bin}>
        <input {...text('bin')} maxLength={30} />
      </Field>
      <Field id={id('costPrice')} label="Cost price ($)" required error={problems.costPrice}>
        <input {...text('costPrice')} type="text" inputMode="decimal" placeholder="0.00" required />
      </Field>
      <Field id={id('sellPrice')} label="Sell price ($)" hint={sellHint} error={problems.sellPrice}>
        <input {...text('sellPrice')} type="text" inputMode="decimal" placeholder="From the markup matrix" />
      </Field>
      <Field id={id('barcode')} label="Barcode" error={problems.barcode}>
        <input {...text('barcode')} maxLength={60} spellCheck={false} />
      </Field>
      <Field id={id('reorderPoint')} label="Reorder point" hint="Low when available stock falls to this." error={problems.reorderPoint}>
        <input {...text('reorderPoint')} type="text" inputMode="decimal" />
      </Field>
      <Field id={id('reorderQuantity')} label="Reorder quantity" hint="How many to order when it is low." error={problems.reorderQuantity}>
        <input {...text('reorderQuantity')} type="text" inputMode="decimal" />
      </Field>
      <div className="part-fields__checks part-fields__wide">
        <label className="check-label">
          <input type="checkbox" name="gstFree" checked={draft.gstFree} onChange={(e) => onChange({ gstFree: e.target.checked })} />
          GST-free
        </label>
        <label className="check-label">
          <input type="checkbox" name="allowNegative" checked={draft.allowNegative} onChange={(e) => onChange({ allowNegative: e.target.checked })} />
          Allow negative stock (special orders)
        </label>
      </div>
    </div>
  );
}
