/** What an owner sends to choose the Xero organisation and to save the Xero app. */
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'The Xero organisation to sync to, among those offered after connecting.' })
export class XeroTenantInput {
  @Field(() => String)
  @IsString({ message: 'tenantId must be text.' })
  @MaxLength(64, { message: 'tenantId is at most 64 characters.' })
  tenantId!: string;
}

@InputType({ description: 'The Xero app the workshop connects through (developer.xero.com). A blank secret keeps the saved one; a blank client id removes the app.' })
export class XeroAppInput {
  @Field(() => String)
  @IsString({ message: 'clientId must be text.' })
  @MaxLength(100, { message: 'clientId is at most 100 characters.' })
  clientId!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'clientSecret must be text.' })
  @MaxLength(200, { message: 'clientSecret is at most 200 characters.' })
  clientSecret?: string | null;
}
