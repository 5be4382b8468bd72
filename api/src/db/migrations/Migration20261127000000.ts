import { Migration } from '@mikro-orm/migrations';

/**
 * One priced document: every stored line (job card items, quote and invoice lines) becomes
 * { description, quantity, unitCents }; before, job cards and quotes stored the price as
 * estimateCostCents and invoices as unitPriceCents.
 */
function renameKey(table: string, column: string, from: string, to: string): string {
  return `update "${table}" set "${column}" = (
    select coalesce(jsonb_agg(jsonb_build_object('description', l->'description', 'quantity', l->'quantity', '${to}', l->'${from}') order by n), '[]'::jsonb)
    from jsonb_array_elements("${column}") with ordinality as t(l, n)
  ) where jsonb_path_exists("${column}", '$[*].${from}');`;
}

export class Migration20261127000000 extends Migration {

  override name = 'Migration20261127000000';

  override up(): void | Promise<void> {
    this.addSql(renameKey('job_card', 'final_items', 'estimateCostCents', 'unitCents'));
    this.addSql(renameKey('quote', 'items', 'estimateCostCents', 'unitCents'));
    this.addSql(renameKey('invoice', 'items', 'unitPriceCents', 'unitCents'));
  }

  override down(): void | Promise<void> {
    this.addSql(renameKey('job_card', 'final_items', 'unitCents', 'estimateCostCents'));
    this.addSql(renameKey('quote', 'items', 'unitCents', 'estimateCostCents'));
    this.addSql(renameKey('invoice', 'items', 'unitCents', 'unitPriceCents'));
  }

}
