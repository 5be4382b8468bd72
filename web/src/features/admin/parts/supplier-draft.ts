/**
 * A supplier as its dialog holds it: name, email, and the headers of its CSV price file's columns.
 * Field names are the api's (`priceFileColumns.partNumber`…), so its refusals land under the same fields.
 */
import type { AdminSupplierFragment, SupplierInput } from '../../../gql/graphql';

export const COLUMN_FIELDS = [
  { key: 'partNumber', label: 'Part number column' },
  { key: 'description', label: 'Description column' },
  { key: 'brand', label: 'Brand column' },
  { key: 'costPrice', label: 'Cost price column' },
  { key: 'barcode', label: 'Barcode column' },
] as const;

export type ColumnKey = (typeof COLUMN_FIELDS)[number]['key'];

export interface SupplierDraft {
  name: string;
  email: string;
  columns: Record<ColumnKey, string>;
}

export function emptySupplierDraft(): SupplierDraft {
  return { name: '', email: '', columns: { partNumber: '', description: '', brand: '', costPrice: '', barcode: '' } };
}

/** A saved supplier as its form starts from it (a change sends every field again). */
export function draftOfSupplier(supplier: AdminSupplierFragment): SupplierDraft {
  const columns = supplier.priceFileColumns;
  return {
    name: supplier.name,
    email: supplier.email ?? '',
    columns: {
      partNumber: columns?.partNumber ?? '',
      description: columns?.description ?? '',
      brand: columns?.brand ?? '',
      costPrice: columns?.costPrice ?? '',
      barcode: columns?.barcode ?? '',
    },
  };
}

/** A column header's field name, as the api names it. */
export const columnField = (key: ColumnKey) => `priceFileColumns.${key}`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const anyColumn = (draft: SupplierDraft) => Object.values(draft.columns).some((header) => header.trim());

/** What is wrong before sending: a name; an email that is one; with any column header, those of the part number and cost price. */
export function supplierProblems(draft: SupplierDraft): Record<string, string> {
  const found: Record<string, string> = {};
  if (!draft.name.trim()) found.name = 'Name is required.';
  else if (draft.name.trim().length > 100) found.name = 'Name must be at most 100 characters.';
  if (draft.email.trim() && !EMAIL.test(draft.email.trim())) found.email = 'Email must be an email address.';
  if (anyColumn(draft)) {
    if (!draft.columns.partNumber.trim()) found[columnField('partNumber')] = 'Name the part number column too: a price file is read by it.';
    if (!draft.columns.costPrice.trim()) found[columnField('costPrice')] = 'Name the cost price column too: a price file is read by it.';
  }
  for (const { key, label } of COLUMN_FIELDS) {
    if (draft.columns[key].trim().length > 100) found[columnField(key)] = `${label} must be at most 100 characters.`;
  }
  return found;
}

/** What is wrong with the price file columns of a supplier whose file is to be read: the part number and cost price columns are needed. */
export function columnsProblems(draft: SupplierDraft): Record<string, string> {
  const found = supplierProblems(draft);
  if (!draft.columns.partNumber.trim()) found[columnField('partNumber')] = 'Name the part number column: a price file is read by it.';
  if (!draft.columns.costPrice.trim()) found[columnField('costPrice')] = 'Name the cost price column: a price file is read by it.';
  return found;
}

export function supplierInput(draft: SupplierDraft): SupplierInput {
  const header = (key: ColumnKey) => draft.columns[key].trim() || null;
  return {
    name: draft.name.trim(),
    email: draft.email.trim() || null,
    priceFileColumns: anyColumn(draft)
      ? { partNumber: draft.columns.partNumber.trim(), description: header('description'), brand: header('brand'), costPrice: draft.columns.costPrice.trim(), barcode: header('barcode') }
      : null,
  };
}
