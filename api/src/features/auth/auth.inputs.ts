/** Input contracts of sign-in and password reset. */
import { MaxLength } from 'class-validator';
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
