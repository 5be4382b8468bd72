/**
 * The migration naming every stored line's unit price unitPriceCents, on a database filled by the
 * previous version: job card items (their origin kept), quote and invoice lines, in their order.
 * On the PostgreSQL server of TEST_DATABASE_URL, else embedded PGlite.
 */
import { expect, it } from 'vitest';
import { useDatabaseMigratedTo } from '../migration-database.js';

const { sql, migrateToLatest } = useDatabaseMigratedTo('Migration20261217000000');

/** Inserts a row of `table` with `values`, every other required column given a plain value of its type. */
async function insert(table: string, values: Record<string, unknown>): Promise<void> {
  const required = await sql<{ column_name: string; data_type: string }>(
    `select column_name, data_type from information_schema.columns
      where table_schema = current_schema() and table_name = ? and is_nullable = 'NO' and column_default is null`,
    [table],
  );
  const row: Record<string, unknown> = {};
  for (const { column_name: name, data_type: type } of required) {
    row[name] = /int|numeric|double|real/.test(type) ? 1 : type === 'boolean' ? false : /timestamp|date/.test(type) ? '2024-03-01T00:00:00Z' : type === 'jsonb' ? '[]' : `x${name}`;
  }
  Object.assign(row, values);
  const names = Object.keys(row);
  await sql(`insert into "${table}" (${names.map((n) => `"${n}"`).join(', ')}) values (${names.map(() => '?').join(', ')})`, Object.values(row));
}

it('renames unitCents to unitPriceCents in every stored line, keeping the rest of each line and the order', async () => {
  const cardLines = [
    { description: 'Pads', quantity: 1, unitCents: 12995, origin: 'approved' },
    { description: 'Credit', quantity: 1, unitCents: -500, origin: 'added' },
  ];
  await insert('job_card', { _id: 'c00000000000000000000001', final_items: JSON.stringify(cardLines) });
  await insert('job_card', { _id: 'c00000000000000000000002', final_items: '[]' });
  await insert('quote', { _id: 'q00000000000000000000001', job_card_id: 'c00000000000000000000001', items: JSON.stringify([{ description: 'Rotors', quantity: 2, unitCents: 9550 }]) });
  await insert('invoice', { _id: 'i00000000000000000000001', items: JSON.stringify([{ description: 'Oil', quantity: 5, unitCents: 1290 }]) });

  await migrateToLatest();

  const [card] = await sql<{ final_items: unknown }>(`select final_items from job_card where _id = 'c00000000000000000000001'`);
  expect(card.final_items).toEqual([
    { description: 'Pads', quantity: 1, unitPriceCents: 12995, origin: 'approved' },
    { description: 'Credit', quantity: 1, unitPriceCents: -500, origin: 'added' },
  ]);
  const [empty] = await sql<{ final_items: unknown }>(`select final_items from job_card where _id = 'c00000000000000000000002'`);
  expect(empty.final_items).toEqual([]);
  const [quote] = await sql<{ items: unknown }>(`select items from quote`);
  expect(quote.items).toEqual([{ description: 'Rotors', quantity: 2, unitPriceCents: 9550 }]);
  const [invoice] = await sql<{ items: unknown }>(`select items from invoice`);
  expect(invoice.items).toEqual([{ description: 'Oil', quantity: 5, unitPriceCents: 1290 }]);
});
