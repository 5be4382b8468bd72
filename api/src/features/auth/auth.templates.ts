/** The emails of staff sign-in: the password reset link. */
import { renderEmail } from '../mail/public.js';
import { defineTemplate } from '../mail/public.js';

export interface PasswordResetFacts {
  username: string;
  /** The single-use secret of the link (it was in the stored text before templates, too). */
  token: string;
}

export const passwordReset = defineTemplate<PasswordResetFacts>({
  name: 'auth.password-reset',
  version: 1,
  render(f, ctx) {
    const body = renderEmail(ctx.business, {
      heading: 'Reset your admin password',
      paragraphs: [
        `Someone asked to reset the password of the ${ctx.business.name} back office (username "${f.username}").`,
        'The link below works once, for 30 minutes. If you did not ask for this, ignore this email: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: `${ctx.business.publicUrl}/admin/reset-password?token=${f.token}` },
    });
    return { subject: `${ctx.business.name}: reset your admin password`, ...body };
  },
});

export const AUTH_TEMPLATES = [passwordReset];
