/** Purchase orders (admin: owners and service advisers): each operation's GraphQL field and REST route. */
import { json } from '../../shared/json-schema.js';
import { ObjectType } from 'type-graphql';
import { arg, defineOperation, type Call } from '../../edge/operation.js';
import { itemsWithNextLink, pageAsked, queryValue } from '../../edge/rest-args.js';
import { AppError } from '../../shared/errors.js';
import { PageArgs, PageOf } from '../../shared/page-type.js';
import { PurchaseOrderSuggestion } from './purchase-order-suggestions.js';
import { PurchaseOrder } from './purchase-order.entity.js';
import { PurchaseOrderFilter, PurchaseOrderInput, PurchaseOrderUpdateInput, ReceiveInput } from './purchase-orders.inputs.js';
import { purchaseOrderJson, purchaseOrderSchema, suggestionJson, suggestionSchema } from './purchase-orders.json.js';

@ObjectType({ description: 'One page of purchase orders, newest first.' })
class PurchaseOrderPage extends PageOf(PurchaseOrder) {}

function callerName(call: Call): string {
  if (!call.caller) throw AppError.unauthenticated('Please sign in to continue.');
  return call.caller.name?.trim() || call.caller.username;
}

const idParam = (http: { request: { params: unknown } }) => (http.request.params as { id: string }).id;

export const purchaseOrderOperations = [
  defineOperation({
    name: 'purchaseOrders',
    kind: 'query',
    access: 'staff',
    description: 'Purchase orders, newest first, one page at a time: open ones (status "open"), of one status, supplier or job card (admin). limit: 1 to 100.',
    args: { filter: arg.optionalInput(PurchaseOrderFilter), page: arg.flat(PageArgs) },
    result: () => PurchaseOrderPage,
    run: ({ em, services }, { filter, page }) => services.purchaseOrders.list(em, filter, page),
    rest: {
      method: 'GET',
      path: '/api/admin/purchase-orders',
      args: (http) => ({
        filter: { status: queryValue(http, 'status'), supplierId: queryValue(http, 'supplierId'), jobCardId: queryValue(http, 'jobCardId') },
        page: pageAsked(http) as PageArgs,
      }),
      present: (page, http) => itemsWithNextLink(page, http, purchaseOrderJson),
      answer: json.array(purchaseOrderSchema),
    },
  }),
  defineOperation({
    name: 'purchaseOrderSuggestions',
    kind: 'query',
    access: 'staff',
    description:
      'Parts to order, each with its supplier: with jobCardId, the job card’s parts that stock on hand and on order cannot cover; else the parts at or below their reorder point (of one supplier with supplierId), at most 500 (admin).',
    args: { supplierId: arg.optionalId(), jobCardId: arg.optionalId() },
    result: () => [PurchaseOrderSuggestion],
    run: ({ em, services }, { supplierId, jobCardId }) => services.purchaseOrders.suggestions(em, { supplierId, jobCardId }),
    rest: {
      method: 'GET',
      path: '/api/admin/purchase-orders/suggestions',
      args: (http) => ({ supplierId: queryValue(http, 'supplierId') ?? null, jobCardId: queryValue(http, 'jobCardId') ?? null }),
      present: (lines) => lines.map(suggestionJson),
      answer: json.array(suggestionSchema),
    },
  }),
  defineOperation({
    name: 'purchaseOrder',
    kind: 'query',
    access: 'staff',
    description: 'One purchase order with its lines and the job cards waiting on it (admin).',
    args: { id: arg.id() },
    result: () => PurchaseOrder,
    run: ({ em, services }, { id }) => services.purchaseOrders.get(em, id),
    rest: { method: 'GET', path: '/api/admin/purchase-orders/:id', present: purchaseOrderJson, answer: purchaseOrderSchema },
  }),
  defineOperation({
    name: 'createPurchaseOrder',
    kind: 'mutation',
    access: 'staff',
    description:
      'Makes a purchase order (a draft) to a supplier: each line a part, its quantity and cost of one (default: the part’s cost). The job cards named, those in progress, show in Waiting for parts until it arrives in full (admin).',
    args: { input: arg.input(PurchaseOrderInput) },
    result: () => PurchaseOrder,
    run: (call, { input }) => call.services.purchaseOrders.create(call.em, input, callerName(call)),
    rest: { method: 'POST', path: '/api/admin/purchase-orders', status: 201, present: purchaseOrderJson, answer: purchaseOrderSchema },
  }),
  defineOperation({
    name: 'updatePurchaseOrder',
    kind: 'mutation',
    access: 'staff',
    description: 'Records the supplier’s invoice number and total against the order, or changes its note (admin).',
    args: { id: arg.id(), input: arg.input(PurchaseOrderUpdateInput) },
    result: () => PurchaseOrder,
    run: ({ em, services }, { id, input }) => services.purchaseOrders.update(em, id, input),
    rest: { method: 'PATCH', path: '/api/admin/purchase-orders/:id', present: purchaseOrderJson, answer: purchaseOrderSchema },
  }),
  defineOperation({
    name: 'sendPurchaseOrder',
    kind: 'mutation',
    access: 'staff',
    description: 'Emails the order to its supplier with its PDF (again if sent before); a draft becomes sent. Refused while the supplier has no email (admin).',
    args: { id: arg.id() },
    result: () => PurchaseOrder,
    run: (call, { id }) => call.services.purchaseOrders.send(call.em, id, callerName(call)),
    rest: { method: 'POST', path: '/api/admin/purchase-orders/:id/send', args: (http) => ({ id: idParam(http) }), present: purchaseOrderJson, answer: purchaseOrderSchema },
  }),
  defineOperation({
    name: 'receivePurchaseOrder',
    kind: 'mutation',
    access: 'staff',
    description:
      'Receives a delivery: each part into stock at its cost as invoiced (the order’s unless given), which becomes the part’s cost. When every line has arrived the order is received and its job cards leave Waiting for parts (unless another open order holds them) (admin).',
    args: { id: arg.id(), input: arg.input(ReceiveInput) },
    result: () => PurchaseOrder,
    run: (call, { id, input }) => call.services.purchaseOrders.receive(call.em, id, input, callerName(call)),
    rest: { method: 'POST', path: '/api/admin/purchase-orders/:id/receive', present: purchaseOrderJson, answer: purchaseOrderSchema },
  }),
  defineOperation({
    name: 'cancelPurchaseOrder',
    kind: 'mutation',
    access: 'staff',
    description: 'Cancels an order nothing of which has arrived; its job cards leave Waiting for parts unless another open order holds them (admin).',
    args: { id: arg.id() },
    result: () => PurchaseOrder,
    run: ({ em, services }, { id }) => services.purchaseOrders.cancel(em, id),
    rest: { method: 'POST', path: '/api/admin/purchase-orders/:id/cancel', args: (http) => ({ id: idParam(http) }), present: purchaseOrderJson, answer: purchaseOrderSchema },
  }),
];
