/** The contact form's input contract, shared by GraphQL and REST. */
import { IsOptional, Matches, MaxLength } from 'class-validator';
import { EmailAddress, PlainName, RequiredText } from '../../shared/text.js';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A message from the public contact form.' })
export class ContactInput {
  @Field(() => String)
  @RequiredText('Name')
  @PlainName('Name')
  @MaxLength(200, { message: 'Name must be at most 200 characters.' })
  name!: string;

  @Field(() => String)
  @RequiredText('Email')
  @EmailAddress('Email')
  email!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(/^$|^\+?[0-9 ()-]{6,20}$/, { message: 'Please enter a valid phone number.' })
  phone?: string | null;

  @Field(() => String)
  @RequiredText('Message')
  @MaxLength(5000, { message: 'Message must be at most 5000 characters.' })
  message!: string;
}
