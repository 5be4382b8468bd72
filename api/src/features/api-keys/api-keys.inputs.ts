/** A new API key as an owner asks for it (GraphQL and REST alike); the rules are the service's. */
import { IsArray, IsOptional, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A new API key: a name, its scopes and, if it should stop working on a day, its expiry.' })
export class CreateApiKeyInput {
  @Field(() => String, { description: 'What the key is for, e.g. "Accounting export": 1 to 80 characters.' })
  @IsString({ message: 'name must be text.' })
  name!: string;

  @Field(() => [String], { description: 'At least one of the scopes `apiScopes` lists, e.g. ["invoices:read"]. Write does not include read.' })
  @IsArray({ message: 'scopes must be a list.' })
  scopes!: string[];

  @Field(() => String, { nullable: true, description: 'When it stops working: a day (yyyy-MM-dd, the key works until that day ends in the workshop’s time zone) or an ISO 8601 instant; null or absent: until revoked.' })
  @IsOptional()
  @IsString({ message: 'expiresAt must be text.' })
  expiresAt?: string | null;
}
