/** The GraphQL shapes of a keyset list (shared/paging.ts): the arguments that ask for a page, and a page (its items and the next page's cursor). */
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import type { Page } from './paging.js';

/**
 * A page of `item`s; each list's page type extends it with its own name and description (an
 * object type so that they inherit its fields; nothing returns it, so the schema has no such type).
 */
export function PageOf<T extends object>(item: ClassType<T>) {
  @ObjectType()
  abstract class PageType implements Page<T> {
    @Field(() => [item])
    items!: T[];

    @Field(() => String, { nullable: true, description: 'Pass as `after` to load the next page; null on the last page.' })
    nextCursor!: string | null;
  }
  return PageType;
}

/** The arguments of every paged list: how many at most, and where the previous page ended. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true })
  limit?: number | null;

  @Field(() => String, { nullable: true, description: 'The previous page’s nextCursor.' })
  after?: string | null;
}
