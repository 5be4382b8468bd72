/**
 * The 'Generate New Invoice' form as typed: its fields, what is wrong with a line, the running
 * subtotal, GST and total (the shared money module, so the form shows what the PDF will print),
 * and the GraphQL input it becomes.
 */
import type { GenerateInvoiceInput } from '../../../gql/graphql';
import type { LineDraft } from '../ui/LinesEditor';
import { documentTotals, lineAmount, MoneyInputError, parseGstPercent, parseQuantity, type DocumentTotals } from '../../../shared/money';
import { natureInput, NEW_NATURE, signedPriceCents } from '../ui/priced-line';

const DEFAULT_GST_PERCENT = '10';

export type InvoiceLineDraft = LineDraft;

export interface InvoiceFormDraft {
  customerName: string;
  customerEmail: string;
  phoneNumber: string;
  carRego: string;
  notes: string;
  gstPercentage: string;
  pricesIncludeGst: boolean;
  /** The customer's purchase order number (required by the server when the customer needs one). */
  purchaseOrder: string;
  items: InvoiceLineDraft[];
}

let nextKey = 1;
/** A new row is quantity 1 and price 0. */
export function newLine(): InvoiceLineDraft {
  return { key: `line-${nextKey++}`, description: '', quantity: '1', unitPrice: '0', ...NEW_NATURE };
}

export function emptyInvoiceForm(): InvoiceFormDraft {
  return {
    customerName: '',
    customerEmail: '',
    phoneNumber: '',
    carRego: '',
    notes: '',
    gstPercentage: DEFAULT_GST_PERCENT,
    pricesIncludeGst: false,
    purchaseOrder: '',
    items: [newLine()],
  };
}

/** A line's quantity, unit price (a discount's negative) and GST as the server will read them; throws a MoneyInputError with the reason. */
function readLine(line: InvoiceLineDraft): { quantity: number; unitPriceCents: number; gstFree: boolean } {
  const text = line.quantity.trim();
  const name = line.kind === 'LABOUR' ? 'Hours' : 'Quantity';
  if (text !== '' && Number(text) < 1) throw new MoneyInputError(name, `${name} must be at least 1.`);
  const quantity = parseQuantity(text, name);
  return { quantity, unitPriceCents: signedPriceCents(line.kind, line.unitPrice), gstFree: line.gstFree };
}

/** What is wrong with a line's numbers, or null (an empty description is left to the browser's required check). */
export function lineProblem(line: InvoiceLineDraft): string | null {
  try {
    readLine(line);
    return null;
  } catch (error) {
    return error instanceof MoneyInputError ? error.message : 'Quantity and unit price must be numbers.';
  }
}

/** quantity × unit price of one line, in cents; null while the line is invalid. */
export function lineCents(line: InvoiceLineDraft): number | null {
  try {
    const { quantity, unitPriceCents } = readLine(line);
    return lineAmount(quantity, unitPriceCents);
  } catch {
    return null;
  }
}

export function gstProblem(text: string): string | null {
  try {
    parseGstPercent(text.trim(), 'GST percentage');
    return null;
  } catch (error) {
    return error instanceof MoneyInputError ? error.message : 'GST percentage must be a number.';
  }
}

/** The running totals; null while a line or the GST percentage is invalid. */
export function formTotals(draft: InvoiceFormDraft): DocumentTotals | null {
  try {
    const gstPercent = parseGstPercent(draft.gstPercentage.trim(), 'GST percentage');
    return documentTotals(draft.items.map(readLine), { gstPercent, pricesIncludeGst: draft.pricesIncludeGst });
  } catch {
    return null;
  }
}

export function invoiceInput(draft: InvoiceFormDraft): GenerateInvoiceInput {
  return {
    customerName: draft.customerName.trim(),
    customerEmail: draft.customerEmail.trim(),
    phoneNumber: draft.phoneNumber.trim() || null,
    carRego: draft.carRego.trim(),
    notes: draft.notes.trim() || null,
    gstPercentage: Number(draft.gstPercentage.trim()),
    gstIncluded: draft.pricesIncludeGst,
    purchaseOrder: draft.purchaseOrder.trim() || null,
    invoiceItems: draft.items.map((line) => ({
      description: line.description.trim(),
      quantity: Number(line.quantity.trim()),
      unitPrice: signedPriceCents(line.kind, line.unitPrice) / 100,
      ...natureInput(line),
    })),
  };
}
