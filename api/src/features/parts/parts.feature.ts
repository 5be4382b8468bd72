/** Parts: the catalogue with its sell prices by the markup matrix, the stock ledger, and suppliers. */
import { defineFeature } from '../../feature.js';
import { Migration20261220060001 } from './migrations/Migration20261220060001.js';
import { Part } from './part.entity.js';
import { PART_AUDIT_ACTIONS } from './parts.audit.js';
import { partOperations } from './parts.operations.js';
import { PartsService } from './parts.service.js';
import { StockMove } from './stock-move.entity.js';
import { Supplier } from './supplier.entity.js';

declare module '../../services.js' {
  interface Services {
    parts: PartsService;
  }
}

export const partsFeature = defineFeature({
  name: 'parts',
  entities: [Supplier, Part, StockMove],
  tables: ['supplier', 'part', 'stock_move'],
  migrations: [Migration20261220060001],
  auditActions: PART_AUDIT_ACTIONS,
  services: ({ clock, changes, services }) => ({ parts: new PartsService({ clock, changes, markup: () => services.settings.markupBands() }) }),
  operations: partOperations,
});
