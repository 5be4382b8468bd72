/** A stored document's links over GraphQL: which kind (View or Download) and the link itself. */
import { Field, ObjectType, registerEnumType } from 'type-graphql';

export enum DocumentDisposition {
  inline = 'inline',
  attachment = 'attachment',
}
registerEnumType(DocumentDisposition, { name: 'DocumentDisposition', description: 'inline: View (opens in the browser); attachment: Download.' });

@ObjectType({ description: 'A link that opens one document for a few minutes.' })
export class DocumentLinkResult {
  @Field(() => String, { description: 'A path with its token, e.g. /api/admin/documents/{id}/view?token=…' })
  url!: string;

  @Field(() => Date)
  expiresAt!: Date;
}
