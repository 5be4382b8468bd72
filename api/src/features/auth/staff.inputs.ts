/** Input contracts of staff accounts, invitations, two-factor sign-in and the security setting (GraphQL and REST alike). */
import { IsBoolean, IsIn, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { EmailAddress, PlainName, RequiredText } from '../../shared/text.js';
import { StaffRole, STAFF_ROLES } from './staff-role.js';

const ROLE_RULE = `role must be one of ${STAFF_ROLES.join(', ')}.`;

const USERNAME_RULE = 'A username is 3 to 100 letters, digits, dots, dashes, underscores or @.';

@InputType({ description: 'An invitation to join the staff: emailed a one-use link valid 72 hours (owners).' })
export class InviteStaffInput {
  @Field(() => String)
  @RequiredText('Name')
  @PlainName('Name')
  @MaxLength(100, { message: 'Name must be at most 100 characters.' })
  name!: string;

  @Field(() => String)
  @RequiredText('Email')
  @EmailAddress('Email')
  email!: string;

  @Field(() => StaffRole, { nullable: true, description: 'The account’s role (default adviser).' })
  @ValidateIf((o: InviteStaffInput) => o.role !== undefined && o.role !== null)
  @IsIn(STAFF_ROLES, { message: ROLE_RULE })
  role?: StaffRole | null;

  @Field(() => Boolean, { nullable: true, description: 'An owner account: the same as role OWNER (role wins when both are given).' })
  @ValidateIf((o: InviteStaffInput) => o.owner !== undefined && o.owner !== null)
  @IsBoolean({ message: 'owner must be true or false.' })
  owner?: boolean | null;
}

@InputType({ description: 'Changes to a staff account, any subset (owners).' })
export class UpdateStaffUserInput {
  @Field(() => String, { nullable: true })
  @ValidateIf((o: UpdateStaffUserInput) => o.name !== undefined && o.name !== null)
  @RequiredText('Name')
  @PlainName('Name')
  @MaxLength(100, { message: 'Name must be at most 100 characters.' })
  name?: string | null;

  @Field(() => String, { nullable: true })
  @ValidateIf((o: UpdateStaffUserInput) => o.email !== undefined && o.email !== null)
  @RequiredText('Email')
  @EmailAddress('Email')
  email?: string | null;

  @Field(() => StaffRole, { nullable: true, description: 'owner, adviser or technician: what the account may do.' })
  @ValidateIf((o: UpdateStaffUserInput) => o.role !== undefined && o.role !== null)
  @IsIn(STAFF_ROLES, { message: ROLE_RULE })
  role?: StaffRole | null;

  @Field(() => Boolean, { nullable: true, description: 'true: makes the account an owner; false: an owner becomes a service adviser (role wins when both are given).' })
  @ValidateIf((o: UpdateStaffUserInput) => o.owner !== undefined && o.owner !== null)
  @IsBoolean({ message: 'owner must be true or false.' })
  owner?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'true disables the account (its sessions end at once), false enables it.' })
  @ValidateIf((o: UpdateStaffUserInput) => o.disabled !== undefined && o.disabled !== null)
  @IsBoolean({ message: 'disabled must be true or false.' })
  disabled?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'true turns the account’s two-factor sign-in off (a lost phone and recovery codes): it signs in with its password and sets it up again.' })
  @ValidateIf((o: UpdateStaffUserInput) => o.resetMfa !== undefined && o.resetMfa !== null)
  @IsBoolean({ message: 'resetMfa must be true or false.' })
  resetMfa?: boolean | null;
}

@InputType({ description: 'Accepting an invitation: the link’s token, and the username and password chosen.' })
export class AcceptInvitationInput {
  @Field(() => String)
  @RequiredText('Token', { message: 'The invitation link is missing its token.' })
  @MaxLength(200, { message: 'The invitation link is not valid.' })
  token!: string;

  @Field(() => String)
  @RequiredText('Username')
  @MinLength(3, { message: USERNAME_RULE })
  @MaxLength(100, { message: USERNAME_RULE })
  @Matches(/^\s*[A-Za-z0-9._@-]+\s*$/, { message: USERNAME_RULE })
  username!: string;

  @Field(() => String)
  @RequiredText('Password')
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  password!: string;
}

@InputType({ description: 'A two-factor code: 6 digits from the authenticator app, or (turning it off) a recovery code.' })
export class MfaCodeInput {
  @Field(() => String)
  @RequiredText('Code')
  @MaxLength(40, { message: 'That code is not right.' })
  code!: string;
}

@InputType({ description: 'The workshop’s security settings (owners).' })
export class SecuritySettingsInput {
  @Field(() => Boolean, { description: 'Every account must use two-factor sign-in.' })
  @IsBoolean({ message: 'requireMfa must be true or false.' })
  requireMfa!: boolean;
}
