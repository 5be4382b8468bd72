/** A stored document's metadata (its SHA-256 shown to staff) and the admin app's View/Download links, over GraphQL. */
import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { sessionOf } from '../../edge/admin.js';
import type { GraphQLContext } from '../../edge/context.js';
import { Document } from './document.entity.js';
import type { DocumentService } from './document.service.js';

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

@Authorized()
@Resolver()
export class DocumentResolver {
  constructor(private readonly documents: DocumentService) {}

  @Query(() => Document, { description: 'A stored document: filename, kind, size and SHA-256, without its bytes (admin).' })
  document(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Document> {
    return this.documents.metadata(ctx.em, id);
  }

  @Mutation(() => DocumentLinkResult, { description: 'A View or Download link to a stored document, valid for 5 minutes and for that document only (admin).' })
  async documentLink(
    @Arg('documentId', () => ID) documentId: string,
    @Arg('disposition', () => DocumentDisposition, { defaultValue: DocumentDisposition.inline }) disposition: DocumentDisposition,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DocumentLinkResult> {
    return this.documents.link(ctx.em, documentId, disposition, sessionOf(ctx));
  }
}
