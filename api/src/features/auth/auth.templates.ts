/** The emails of staff sign-in: the password reset link (asked for, or sent by an owner) and the invitation to join. */
import { article, StaffRole } from './staff-role.js';
import { defineLayoutTemplate } from '../../platform/mail/public.js';

export interface PasswordResetFacts {
  username: string;
  /** The single-use secret of the link (it was in the stored text before templates, too). */
  token: string;
}

export const passwordReset = defineLayoutTemplate<PasswordResetFacts>({
  name: 'auth.password-reset',
  version: 1,
  compose: (f, ctx) => ({
    subject: `${ctx.business.name}: reset your admin password`,
    heading: 'Reset your admin password',
    paragraphs: [
      `Someone asked to reset the password of the ${ctx.business.name} back office (username "${f.username}").`,
      'The link below works once, for 30 minutes. If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: `${ctx.business.publicUrl}/admin/reset-password?token=${f.token}` },
  }),
});

export interface StaffResetFacts {
  /** The staff member's display name and username. */
  name: string;
  username: string;
  /** The owner who sent it. */
  sentBy: string;
  token: string;
  hours: number;
}

export const staffPasswordReset = defineLayoutTemplate<StaffResetFacts>({
  name: 'auth.staff-password-reset',
  version: 1,
  compose: (f, ctx) => ({
    subject: `${ctx.business.name}: choose a new password`,
    heading: 'Choose a new password',
    paragraphs: [
      `Hi ${f.name}, ${f.sentBy} sent you a link to choose a new password for the ${ctx.business.name} back office (your username is "${f.username}").`,
      `The link below works once, for ${f.hours} hours. Your current password keeps working until you choose a new one.`,
    ],
    action: { label: 'Choose a new password', url: `${ctx.business.publicUrl}/admin/reset-password?token=${f.token}` },
  }),
});

export interface InvitationFacts {
  name: string;
  invitedBy: string;
  /** The role the account will have (messages queued before roles carry `owner` instead). */
  role?: StaffRole;
  owner?: boolean;
  /** The one-use secret of the link. */
  token: string;
  hours: number;
}

export const staffInvitation = defineLayoutTemplate<InvitationFacts>({
  name: 'auth.staff-invitation',
  version: 1,
  compose: (f, ctx) => ({
    subject: `${ctx.business.name}: you are invited to the back office`,
    heading: `Join ${ctx.business.name}`,
    paragraphs: [
      `Hi ${f.name}, ${f.invitedBy} invited you to the ${ctx.business.name} back office${invitedAs(f)}.`,
      `Choose your username and password with the link below. It works once, for ${f.hours} hours; after that, ask for a new invitation.`,
    ],
    action: { label: 'Accept the invitation', url: `${ctx.business.publicUrl}/admin/invitation?token=${f.token}` },
  }),
});

/** ' as an owner', ' as a technician', or nothing for a service adviser (what every non-owner was before roles). */
function invitedAs(f: InvitationFacts): string {
  const role = f.role ?? (f.owner ? StaffRole.OWNER : StaffRole.ADVISER);
  return role === StaffRole.ADVISER ? '' : ` as ${article(role)}`;
}

export const AUTH_TEMPLATES = [passwordReset, staffPasswordReset, staffInvitation];
