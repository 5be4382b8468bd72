/** Purchase orders as the api answers them, for the web tests. */
import type { MockLink } from '@apollo/client/testing';
import { AdminPurchaseOrdersDocument, type AdminPurchaseOrderFragment, type PurchaseOrderFilter } from '../../../gql/graphql';

export const BURSON = 's'.repeat(24);
export const REPCO = 'r'.repeat(24);
export const PADS = 'a'.repeat(24);
export const ROTOR = 'b'.repeat(24);
export const FILTER = 'c'.repeat(24);
export const CARD = 'j'.repeat(24);

type Line = AdminPurchaseOrderFragment['lines'][number];

export function poLine(position: number, partId: string, partNumber: string, description: string, quantity: number, received: number, unitCostCents: number): Line & { __typename: 'PurchaseOrderLine' } {
  return { __typename: 'PurchaseOrderLine', position, partId, partNumber, description, quantity, received, outstanding: Math.round((quantity - received) * 100) / 100, unitCostCents };
}

export function purchaseOrder(n: number, extra: Partial<AdminPurchaseOrderFragment> = {}): AdminPurchaseOrderFragment & { __typename: 'PurchaseOrder' } {
  const lines = extra.lines ?? [poLine(1, PADS, 'DB1234', 'Front brake pads', 4, 0, 5000), poLine(2, ROTOR, 'RDA7717', 'Front rotor', 2, 0, 11728)];
  return {
    __typename: 'PurchaseOrder',
    id: String(n).padStart(24, '0'),
    number: `PO-${String(n).padStart(6, '0')}`,
    status: 'sent',
    supplierId: BURSON,
    supplierName: 'Burson',
    supplierEmail: 'orders@burson.example',
    totalCents: lines.reduce((sum, l) => sum + Math.round(l.quantity * l.unitCostCents), 0),
    notes: null,
    supplierInvoiceNumber: null,
    supplierInvoiceTotalCents: null,
    sentTo: null,
    sentAt: null,
    documentId: null,
    receivedAt: null,
    cancelledAt: null,
    createdByName: 'Casey',
    createdAt: '2026-12-05T23:30:00.000Z',
    updatedAt: '2026-12-05T23:30:00.000Z',
    jobCards: [],
    ...extra,
    lines,
  };
}

export function jobCardRef(number: string, waitingForParts = true) {
  return { __typename: 'PurchaseOrderCard' as const, id: CARD, number, customerName: 'Alex Nguyen', carRego: 'ABC123', status: 'Work In Progress', waitingForParts };
}

/** The list's answer to `filter` (first page). */
export function listed(filter: PurchaseOrderFilter, items: unknown[], delay = 0): MockLink.MockedResponse {
  return {
    request: { query: AdminPurchaseOrdersDocument, variables: { filter, limit: 50 } },
    result: { data: { purchaseOrders: { __typename: 'PurchaseOrderPage', items, nextCursor: null } } },
    delay,
  };
}
