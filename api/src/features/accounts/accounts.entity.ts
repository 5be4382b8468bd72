/**
 * What the accounts feature records: each monthly statement emailed (one row per customer and
 * month, the unique key that makes it go once whatever the restarts or instances), each overdue
 * reminder sent (one per invoice and step), and the owner's overdue reminder setting (one row).
 */
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'statement_sent' })
@Unique({ name: 'statement_sent_once_unique', properties: ['customerId', 'month'] })
export class StatementSent {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', columnType: 'char(24)' })
  customerId!: string;

  /** yyyy-MM: the month the statement is for. */
  @Property({ type: 'string', columnType: 'char(7)' })
  month!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  documentId?: string | null;

  @Property({ type: 'integer' })
  closingCents!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;
}

@Entity({ tableName: 'overdue_reminder' })
@Unique({ name: 'overdue_reminder_once_unique', properties: ['invoiceId', 'stepDays'] })
export class OverdueReminder {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', columnType: 'char(24)' })
  invoiceId!: string;

  /** The step it was sent at: days after the due date. */
  @Property({ type: 'integer' })
  stepDays!: number;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'integer' })
  balanceCents!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;
}

@Entity({ tableName: 'overdue_reminder_setting' })
export class OverdueReminderSetting {
  /** Always 1: the one row. */
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  /** Days after the due date, ascending; empty: no overdue reminders. */
  @Property({ type: 'json' })
  days!: number[];

  /** The owner's wording, with its placeholders. */
  @Property({ type: 'text' })
  wording!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  savedAt!: Date;

  @Property({ type: 'string', length: 100 })
  savedBy!: string;
}
