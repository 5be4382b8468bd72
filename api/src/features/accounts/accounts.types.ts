/** GraphQL shapes of the accounts feature: a statement's figures, receivables by age. Amounts in integer cents. */
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Amounts owed by how long they are past their due date, in cents: current (under 30 days, or not yet due), 30 (30 to 59), 60 (60 to 89), 90+ (90 or more).' })
export class AgeingView {
  @Field(() => Int)
  currentCents!: number;

  @Field(() => Int)
  days30Cents!: number;

  @Field(() => Int)
  days60Cents!: number;

  @Field(() => Int)
  days90Cents!: number;

  @Field(() => Int, { description: 'The four together.' })
  totalCents!: number;
}

@ObjectType({ description: 'One line of a statement: an invoice (a charge), a payment or an adjustment note (credits), with the balance after it.' })
export class StatementLineView {
  @Field(() => String, { description: 'yyyy-MM-dd, workshop calendar.' })
  date!: string;

  @Field(() => String, { description: 'invoice, payment or adjustment.' })
  kind!: string;

  @Field(() => String, { description: 'The invoice or adjustment note number.' })
  reference!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Int)
  chargeCents!: number;

  @Field(() => Int)
  creditCents!: number;

  @Field(() => Int)
  balanceCents!: number;
}

@ObjectType({ description: 'A customer’s statement of a month (admin): opening balance, the month’s lines, closing balance and its ageing at the month’s end.' })
export class CustomerStatement {
  @Field(() => ID)
  customerId!: string;

  @Field(() => String, { description: 'yyyy-MM' })
  month!: string;

  @Field(() => Int)
  openingCents!: number;

  @Field(() => [StatementLineView])
  lines!: StatementLineView[];

  @Field(() => Int)
  invoicedCents!: number;

  @Field(() => Int)
  paidCents!: number;

  @Field(() => Int)
  adjustedCents!: number;

  @Field(() => Int)
  closingCents!: number;

  @Field(() => AgeingView)
  ageing!: AgeingView;
}

@ObjectType({ description: 'One customer’s unpaid invoices by age.' })
export class ReceivablesCustomer extends AgeingView {
  @Field(() => ID)
  customerId!: string;

  @Field(() => String, { description: 'The customer’s business name, else their name (as their record says now).' })
  name!: string;

  @Field(() => Int)
  invoices!: number;
}

@ObjectType({ description: 'What customers owe now on live unpaid invoices, by age (admin).' })
export class Receivables {
  @Field(() => String, { description: 'The day it is aged at, yyyy-MM-dd (today, workshop calendar).' })
  asOf!: string;

  @Field(() => AgeingView)
  totals!: AgeingView;

  @Field(() => Int, { description: 'How many customers owe anything.' })
  customerCount!: number;

  @Field(() => [ReceivablesCustomer], { description: 'The customers who owe most, at most 10.' })
  top!: ReceivablesCustomer[];
}

@ObjectType({ description: 'What a monthly statement run did.' })
export class StatementRunResult {
  @Field(() => String, { description: 'The month the statements are for, yyyy-MM.' })
  month!: string;

  @Field(() => Int, { description: 'Statements emailed by this run.' })
  sent!: number;

  @Field(() => Int, { description: 'Account customers with nothing to state.' })
  nothingToState!: number;
}
