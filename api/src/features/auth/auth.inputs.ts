/** Input contracts of sign-in and password reset. */
import { IsNotEmpty, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType()
export class LoginInput {
  @Field(() => String)
  @IsNotEmpty({ message: 'Username is required.' })
  @MaxLength(100, { message: 'Username must be at most 100 characters.' })
  username!: string;

  @Field(() => String)
  @IsNotEmpty({ message: 'Password is required.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  password!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String)
  @IsNotEmpty({ message: 'The reset link is missing its token.' })
  @MaxLength(200, { message: 'The reset link is not valid.' })
  token!: string;

  @Field(() => String)
  @IsNotEmpty({ message: 'Password is required.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  password!: string;
}
