/**
 * The labour of a live invoice, per technician of its labour lines: one row per technician (null
 * for lines without one) with the hours of those lines (in hundredths) and the invoice's issue time, so a period's
 * hours sold are summed from an index alone. The database writes these rows (db/sql/invoice-labour.sql)
 * whenever an invoice's lines, issue time or voiding change; a voided invoice has none. Never
 * written by the api.
 */
import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Invoice } from './invoice.entity.js';

@Entity({ tableName: 'invoice_labour' })
@Index({ name: 'invoice_labour_invoice_index', properties: ['invoice'] })
// A period's hours sold, per technician, from this index alone (an index-only scan).
@Index({ name: 'invoice_labour_issued_index', expression: `create index "invoice_labour_issued_index" on "invoice_labour" ("issued_at") include ("technician_id", "hundredths")` })
export class InvoiceLabour {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => Invoice, { deleteRule: 'cascade', fieldName: 'invoice_id' })
  invoice!: Rel<Invoice>;

  /** The lines' technicianId as stored (a staff account's id, kept when the account goes); null: lines without one. */
  @Property({ type: 'text', nullable: true })
  technicianId?: string | null;

  /** The invoice's issue time. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  issuedAt!: Date;

  /** Σ quantity of those labour lines in hundredths of an hour (a quantity has at most 2 decimals: exact). */
  @Property({ type: 'integer' })
  hundredths!: number;
}
