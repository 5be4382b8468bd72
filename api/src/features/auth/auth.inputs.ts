/** Input contracts of sign-in and password reset. */
import { IsString, MaxLength, ValidateIf } from 'class-validator';
import { RequiredText } from '../../shared/text.js';
import { Field, InputType } from 'type-graphql';

@InputType()
export class LoginInput {
  @Field(() => String)
  @RequiredText('Username')
  @MaxLength(100, { message: 'Username must be at most 100 characters.' })
  username!: string;

  @Field(() => String)
  @RequiredText('Password')
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  password!: string;

  @Field(() => String, { nullable: true, description: 'With two-factor sign-in on: the 6-digit code from the authenticator app, or a recovery code.' })
  @ValidateIf((o: LoginInput) => o.code !== undefined && o.code !== null)
  @IsString({ message: 'code must be text.' })
  @MaxLength(40, { message: 'That code is not right.' })
  code?: string | null;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String)
  @RequiredText('Token', { message: 'The reset link is missing its token.' })
  @MaxLength(200, { message: 'The reset link is not valid.' })
  token!: string;

  @Field(() => String)
  @RequiredText('Password')
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  password!: string;
}
