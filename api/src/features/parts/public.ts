/** What parts offer other features: the catalogue's parts (and a part as REST shows it) and suppliers, a stock move, what open job cards hold. */
export { Part } from './part.entity.js';
export { partJson } from './parts.json.js';
export { Supplier } from './supplier.entity.js';
export { receiveStock, units } from './stock-ledger.js';
export { heldByOpenCards } from './job-stock.js';
