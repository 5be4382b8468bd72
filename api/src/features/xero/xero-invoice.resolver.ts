/** Each invoice's sync to Xero, as a field of the invoice (admin). */
import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { Invoice } from '../invoices/invoice.entity.js';
import type { XeroSyncService } from './xero-sync.service.js';
import { XeroDocumentSync } from './xero.types.js';

@Authorized()
@Resolver(() => Invoice)
export class XeroInvoiceResolver {
  constructor(private readonly sync: XeroSyncService) {}

  @FieldResolver(() => XeroDocumentSync, { nullable: true, description: 'Its sync to Xero: queued, sent or failed with the reason; null when it was never queued (Xero not connected then).' })
  async xeroSync(@Root() invoice: Invoice, @Ctx() ctx: GraphQLContext): Promise<XeroDocumentSync | null> {
    const state = await this.sync.invoiceState(ctx.em, invoice._id);
    return state ? Object.assign(new XeroDocumentSync(), state) : null;
  }
}
