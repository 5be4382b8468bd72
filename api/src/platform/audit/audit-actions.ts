/**
 * The actions a feature writes into the audit trail, declared by the feature with the words staff
 * read them in: the Activity page's filter and every row take their labels from these declarations
 * (GraphQL `auditActions`), and a test holds them to exactly the actions the code writes.
 */
import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An action the audit trail records, in words, and the kind of record it is done to.' })
export class AuditActionKind {
  @Field(() => String, { description: 'e.g. "invoice.exported".' })
  action!: string;

  @Field(() => String, { description: 'e.g. "Invoices exported".' })
  label!: string;

  @Field(() => String, { description: 'The kind of record, e.g. "invoice".' })
  entityType!: string;
}

/** A feature's actions on one kind of record: `auditActions('invoice', { 'invoice.exported': 'Invoices exported' })`. */
export function auditActions(entityType: string, labels: Record<string, string>): AuditActionKind[] {
  return Object.entries(labels).map(([action, label]) => Object.assign(new AuditActionKind(), { action, label, entityType }));
}
