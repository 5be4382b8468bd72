/** What staff accounts, sessions and two-factor sign-in answer over GraphQL (REST answers the same fields as JSON). */
import { json } from '../../shared/json-schema.js';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { InvitationView, MeView, SecurityView, StaffUserView } from './staff.service.js';
import type { SessionView } from './sessions.service.js';
import type { MfaSetup } from './mfa.service.js';
import { StaffRole } from './staff-role.js';

@ObjectType({ description: 'The signed-in account.' })
export class Me implements MeView {
  @Field(() => ID) id!: string;
  @Field(() => String) username!: string;
  @Field(() => String, { description: 'The display name.' }) name!: string;
  @Field(() => String) email!: string;
  @Field(() => Boolean, { description: 'Owners manage the team, the security setting and read the whole audit trail.' }) owner!: boolean;
  @Field(() => StaffRole, { description: 'What the account may do: technicians work the floor (job board, job cards, inspections, the clock).' }) role!: StaffRole;
  @Field(() => Boolean, { description: 'Two-factor sign-in is on for this account.' }) mfaEnabled!: boolean;
  @Field(() => Boolean, { description: 'The workshop requires two-factor sign-in of every account.' }) mfaRequired!: boolean;
  @Field(() => Boolean, { description: 'Required and not on yet: the app should ask to set it up before anything else.' }) mfaSetupRequired!: boolean;
  @Field(() => Int, { description: 'Unused recovery codes (0 with two-factor off).' }) recoveryCodesLeft!: number;
}

@ObjectType({ description: 'A staff account (owners).' })
export class StaffUser implements StaffUserView {
  @Field(() => ID) id!: string;
  @Field(() => String) username!: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => Boolean) owner!: boolean;
  @Field(() => StaffRole) role!: StaffRole;
  @Field(() => Boolean) disabled!: boolean;
  @Field(() => Date, { nullable: true }) disabledAt!: Date | null;
  @Field(() => Boolean) mfaEnabled!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When any of its sessions was last seen.' }) lastSeenAt!: Date | null;
}

@ObjectType({ description: 'A member of staff who may be put on a job or clocked on one.' })
export class Technician {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'The display name.' }) name!: string;
  @Field(() => StaffRole) role!: StaffRole;
}

@ObjectType({ description: 'An invitation not accepted yet (owners).' })
export class StaffInvitationView implements InvitationView {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => Boolean) owner!: boolean;
  @Field(() => StaffRole) role!: StaffRole;
  @Field(() => String, { description: 'The owner who sent it (display name).' }) invitedBy!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) expiresAt!: Date;
}

@ObjectType({ description: 'Whose session it is.' })
export class SessionUser {
  @Field(() => ID) id!: string;
  @Field(() => String) username!: string;
  @Field(() => String) name!: string;
}

@ObjectType({ description: 'A signed-in session.' })
export class StaffSession implements SessionView {
  @Field(() => ID, { description: 'Give it to endSession / DELETE /api/admin/sessions/{id}.' }) id!: string;
  @Field(() => String, { description: 'e.g. “Firefox on Windows”, from the User-Agent.' }) browser!: string;
  @Field(() => String) userAgent!: string;
  @Field(() => String, { description: 'The address it signed in from.' }) address!: string;
  @Field(() => Date) since!: Date;
  @Field(() => Date, { description: 'Updated at most once a minute.' }) lastSeen!: Date;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Boolean, { description: 'The session of this request.' }) current!: boolean;
  @Field(() => SessionUser) user!: SessionUser;
}

@ObjectType({ description: 'Two-factor setup: pending until confirmMfa with a first code.' })
export class MfaSetupResult implements MfaSetup {
  @Field(() => String, { description: 'base32, for typing into the app by hand.' }) secret!: string;
  @Field(() => String) otpauthUrl!: string;
  @Field(() => String, { description: 'The otpauth URL as a QR code: an SVG data: URL for an <img>.' }) qrCode!: string;
}

@ObjectType({ description: 'Ten one-use recovery codes: shown this once.' })
export class RecoveryCodesResult {
  @Field(() => [String]) recoveryCodes!: string[];
}

@ObjectType({ description: 'The workshop’s security settings.' })
export class SecuritySettings implements SecurityView {
  @Field(() => Boolean) requireMfa!: boolean;
  @Field(() => Date, { nullable: true }) savedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'The username of the owner who saved them.' }) savedBy!: string | null;
}

/** The JSON of REST answers: the GraphQL types' fields, dates as ISO strings. */
export const sessionSchema = json.graphqlType('StaffSession');
export const userSchema = json.graphqlType('StaffUser');
export const invitationSchema = json.graphqlType('StaffInvitationView');
export const securitySchema = json.graphqlType('SecuritySettings');
export const sessionJson = (s: SessionView) => ({ ...s, since: s.since.toISOString(), lastSeen: s.lastSeen.toISOString(), expiresAt: s.expiresAt.toISOString() });
export const userJson = (u: StaffUserView) => ({
  ...u,
  disabledAt: u.disabledAt?.toISOString() ?? null,
  createdAt: u.createdAt.toISOString(),
  lastSeenAt: u.lastSeenAt?.toISOString() ?? null,
});
export const invitationJson = (i: InvitationView) => ({ ...i, createdAt: i.createdAt.toISOString(), expiresAt: i.expiresAt.toISOString() });
export const securityJson = (s: SecurityView) => ({ ...s, savedAt: s.savedAt?.toISOString() ?? null });
