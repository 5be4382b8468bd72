/** The parts catalogue, its stock and its suppliers (admin: owners and service advisers): each operation's GraphQL field and REST route. */
import { json } from '../../shared/json-schema.js';
import { arg, defineOperation, type Call } from '../../edge/operation.js';
import { itemsWithNextLink, pageAsked, queryValue } from '../../edge/rest-args.js';
import { AppError } from '../../shared/errors.js';
import { PageArgs } from '../../shared/page-type.js';
import type { AdminClaims } from '../auth/auth.types.js';
import { Part } from './part.entity.js';
import { PartInput, StockAdjustInput, SupplierInput } from './parts.inputs.js';
import { partJson, partSchema, stockMoveJson, stockMoveSchema, supplierJson, supplierSchema } from './parts.json.js';
import { PartFilter, PartPage, StockMovePage } from './parts.types.js';
import { StocktakeInput, StocktakeResult } from './stocktake.js';
import { Supplier } from './supplier.entity.js';

const callerName = (call: Call) => {
  const caller = callerOf(call);
  return caller.name?.trim() || caller.username;
};

function callerOf(call: Call): AdminClaims {
  if (!call.caller) throw AppError.unauthenticated('Please sign in to continue.');
  return call.caller;
}

export const partOperations = [
  defineOperation({
    name: 'parts',
    kind: 'query',
    access: 'staff',
    description: 'Active parts by part number, one page at a time, found by the filter’s q as staff type, or those of one bin (admin). limit: 1 to 100, default 100.',
    args: { filter: arg.optionalInput(PartFilter), page: arg.flat(PageArgs) },
    result: () => PartPage,
    run: ({ em, services }, { filter, page }) => services.parts.search(em, { q: filter?.q, bin: filter?.bin, ...page }),
    rest: {
      method: 'GET',
      path: '/api/admin/parts',
      args: (http) => ({ filter: { q: queryValue(http, 'q'), bin: queryValue(http, 'bin') }, page: pageAsked(http) as PageArgs }),
      present: (page, http) => itemsWithNextLink(page, http, partJson),
      answer: json.array(partSchema),
    },
  }),
  defineOperation({
    name: 'part',
    kind: 'query',
    access: 'staff',
    description: 'One part with its stock: on hand, reserved for open job cards, available (admin).',
    args: { id: arg.id() },
    result: () => Part,
    run: ({ em, services }, { id }) => services.parts.get(em, id),
    rest: { method: 'GET', path: '/api/admin/parts/:id', present: partJson, answer: partSchema },
  }),
  defineOperation({
    name: 'createPart',
    kind: 'mutation',
    access: 'staff',
    description: 'Adds a part to the catalogue; without a sell price it sells at its cost by the markup matrix (admin).',
    args: { input: arg.input(PartInput) },
    result: () => Part,
    run: ({ em, services }, { input }) => services.parts.create(em, input),
    rest: { method: 'POST', path: '/api/admin/parts', status: 201, present: partJson, answer: partSchema },
  }),
  defineOperation({
    name: 'updatePart',
    kind: 'mutation',
    access: 'staff',
    description: 'Changes a part’s fields (those sent); sellPrice null: back to the markup matrix; archived: left out of searches (admin).',
    args: { id: arg.id(), input: arg.input(PartInput) },
    result: () => Part,
    run: ({ em, services }, { id, input }) => services.parts.update(em, id, input),
    rest: { method: 'PATCH', path: '/api/admin/parts/:id', present: partJson, answer: partSchema },
  }),
  defineOperation({
    name: 'adjustStock',
    kind: 'mutation',
    access: 'staff',
    description: 'Adds (positive) or takes (negative) stock with a reason, audited; refused (CONFLICT) when it would take the stock below zero and the part does not allow it (admin).',
    args: { id: arg.id(), input: arg.input(StockAdjustInput) },
    result: () => Part,
    run: (call, { id, input }) => call.services.parts.adjust(call.em, id, input, callerOf(call)),
    rest: { method: 'POST', path: '/api/admin/parts/:id/adjust', present: partJson, answer: partSchema },
  }),
  defineOperation({
    name: 'postStocktake',
    kind: 'mutation',
    access: 'staff',
    description: 'Posts a stocktake: each part’s stock on hand becomes what was counted (a counted move of the difference), in one transaction, audited (admin).',
    args: { input: arg.input(StocktakeInput) },
    result: () => StocktakeResult,
    run: (call, { input }) => call.services.parts.stocktake(call.em, input, callerName(call)),
    rest: { method: 'POST', path: '/api/admin/parts/stocktake', args: ({ request }) => ({ input: (request.body ?? {}) as StocktakeInput }) },
  }),
  defineOperation({
    name: 'stockMoves',
    kind: 'query',
    access: 'staff',
    description: 'A part’s stock moves, newest first, one page at a time (admin). limit: 1 to 500, default 100.',
    args: { partId: arg.id(), page: arg.flat(PageArgs) },
    result: () => StockMovePage,
    run: ({ em, services }, { partId, page }) => services.parts.moves(em, partId, page),
    rest: {
      method: 'GET',
      path: '/api/admin/parts/:id/moves',
      args: (http) => ({ partId: (http.request.params as { id: string }).id, page: pageAsked(http) as PageArgs }),
      present: (page, http) => itemsWithNextLink(page, http, stockMoveJson),
      answer: json.array(stockMoveSchema),
    },
  }),
  defineOperation({
    name: 'suppliers',
    kind: 'query',
    access: 'staff',
    description: 'Every supplier, by name (admin).',
    args: {},
    result: () => [Supplier],
    run: ({ em, services }) => services.parts.suppliers(em),
    rest: { method: 'GET', path: '/api/admin/suppliers', present: (suppliers) => suppliers.map(supplierJson), answer: json.array(supplierSchema) },
  }),
  defineOperation({
    name: 'createSupplier',
    kind: 'mutation',
    access: 'staff',
    description: 'Adds a supplier: its name (unique ignoring case), the email purchase orders go to, and the headers of its CSV price file (admin).',
    args: { input: arg.input(SupplierInput) },
    result: () => Supplier,
    run: ({ em, services }, { input }) => services.parts.createSupplier(em, input),
    rest: { method: 'POST', path: '/api/admin/suppliers', status: 201, present: supplierJson, answer: supplierSchema },
  }),
  defineOperation({
    name: 'updateSupplier',
    kind: 'mutation',
    access: 'staff',
    description: 'Replaces a supplier’s name, email and price file columns (send them all; columns left out or null: none) (admin).',
    args: { id: arg.id(), input: arg.input(SupplierInput) },
    result: () => Supplier,
    run: ({ em, services }, { id, input }) => services.parts.updateSupplier(em, id, input),
    rest: { method: 'PUT', path: '/api/admin/suppliers/:id', present: supplierJson, answer: supplierSchema },
  }),
];
