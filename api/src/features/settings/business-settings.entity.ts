/**
 * The workshop's business details as an owner saved them in the app: one row (id 1). Until it is
 * saved, the environment's values are the defaults; once saved, this row wins.
 */
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

@Entity({ tableName: 'business_settings' })
// There is one workshop.
@Check({ name: 'business_settings_one_row', expression: '"id" = 1' })
export class BusinessSettingsRow {
  /** Always 1: there is one workshop. */
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'string', length: 100 })
  businessName!: string;

  /** Empty, or 11 digits written as the ATO writes them ("51 824 753 556"). */
  @Property({ type: 'string', length: 14 })
  abn!: string;

  @Property({ type: 'boolean' })
  gstRegistered!: boolean;

  @Property({ type: 'string', length: 200 })
  address!: string;

  @Property({ type: 'string', length: 30 })
  phone!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  /** The three bank fields are all empty or all set. */
  @Property({ type: 'string', length: 100 })
  bankAccountName!: string;

  @Property({ type: 'string', length: 7 })
  bsb!: string;

  @Property({ type: 'string', length: 10 })
  accountNumber!: string;

  /** The PayID customers can pay to: an email, an Australian mobile ("0412 345 678") or the ABN; '' when none. */
  @Property({ type: 'string', length: 254, default: '' })
  payId: string & Opt = '';

  @Property({ type: 'integer' })
  paymentTermsDays!: number;

  @Property({ type: 'integer' })
  quoteValidityDays!: number;

  @Property({ type: 'text' })
  documentFooter!: string;

  /** The warranty against defects every invoice states: months (1 to 120) ... */
  @Property({ type: 'integer', default: 12 })
  warrantyMonths: number & Opt = 12;

  /** ... or km (0: no distance limit), whichever comes first. */
  @Property({ type: 'integer', default: 20000 })
  warrantyKm: number & Opt = 20_000;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  savedAt!: Date;

  @Property({ type: 'string', length: 100 })
  savedBy!: string;
}
