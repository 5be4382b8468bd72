/** A stored photo as the admin API answers it (abstract: not in the schema itself): its id and size, and where the photo and its thumbnail open (JPEG, with the admin token). */
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A stored photo: its size, and the photo and thumbnail to open.' })
export abstract class PhotoView {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;

  @Field(() => String, { description: 'The photo (JPEG).' })
  url!: string;

  @Field(() => String, { description: 'Its thumbnail (JPEG).' })
  thumbnailUrl!: string;
}
