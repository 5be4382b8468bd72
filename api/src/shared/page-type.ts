/** The GraphQL type of one page of a keyset list (shared/paging.ts): its items and the next page's cursor. */
import { Field, ObjectType, type ClassType } from 'type-graphql';
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
