import { Migration } from '@mikro-orm/migrations';

/** Renames one key of every stored line of a jsonb list column, keeping the line's other keys (a job card line's origin). */
function renameKey(table: string, column: string, from: string, to: string): string {
  return `update "${table}" set "${column}" = (
    select coalesce(jsonb_agg((l - '${from}') || jsonb_build_object('${to}', l->'${from}') order by n), '[]'::jsonb)
    from jsonb_array_elements("${column}") with ordinality as t(l, n)
  ) where jsonb_path_exists("${column}", '$[*].${from}');`;
}

/** Every stored line (job card items, quote and invoice lines) names its unit price in cents unitPriceCents. */
export class Migration20261218000000 extends Migration {

  override name = 'Migration20261218000000';

  override up(): void | Promise<void> {
    this.addSql(renameKey('job_card', 'final_items', 'unitCents', 'unitPriceCents'));
    this.addSql(renameKey('quote', 'items', 'unitCents', 'unitPriceCents'));
    this.addSql(renameKey('invoice', 'items', 'unitCents', 'unitPriceCents'));
  }

  override down(): void | Promise<void> {
    this.addSql(renameKey('job_card', 'final_items', 'unitPriceCents', 'unitCents'));
    this.addSql(renameKey('quote', 'items', 'unitPriceCents', 'unitCents'));
    this.addSql(renameKey('invoice', 'items', 'unitPriceCents', 'unitCents'));
  }

}
