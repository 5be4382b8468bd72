/** Parts: the catalogue with its sell prices by the markup matrix, the stock ledger, and suppliers. */
import { defineFeature } from '../../feature.js';
import { Migration20261220060001 } from './migrations/Migration20261220060001.js';
import { Migration20261220060003 } from './migrations/Migration20261220060003.js';
import { Part } from './part.entity.js';
import { PART_AUDIT_ACTIONS } from './parts.audit.js';
import { partOperations } from './parts.operations.js';
import { PartsService } from './parts.service.js';
import { PriceImport, PriceImportRow } from './price-import.entity.js';
import { PriceImports } from './price-imports.js';
import { priceImportOperations } from './price-imports.operations.js';
import { StockMove } from './stock-move.entity.js';
import { Supplier } from './supplier.entity.js';

declare module '../../services.js' {
  interface Services {
    parts: PartsService;
    priceImports: PriceImports;
  }
}

export const partsFeature = defineFeature({
  name: 'parts',
  apiArea: 'parts',
  entities: [Supplier, Part, StockMove, PriceImport, PriceImportRow],
  tables: ['supplier', 'part', 'stock_move', 'price_import', 'price_import_row'],
  // The margin reads what parts cost: the catalogue's cost now, and the moves that fitted them to a job.
  readModels: ['part', 'stock_move', 'supplier'],
  migrations: [Migration20261220060001, Migration20261220060003],
  auditActions: PART_AUDIT_ACTIONS,
  services: ({ clock, changes, services, em }) => ({
    parts: new PartsService({ clock, changes, markup: () => services.settings.markupBands() }),
    priceImports: new PriceImports({ clock, changes, em }),
  }),
  ready: ({ services }, log) => services.priceImports.logTo(log),
  // Imports a stopped server left half way are told apart from those at work.
  start: (services) => services.priceImports.resumeAfterStop(),
  // A price file being read or applied finishes before the database goes away.
  close: (services) => services.priceImports.settled(),
  operations: [...partOperations, ...priceImportOperations],
});
