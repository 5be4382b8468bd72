/**
 * What an owner does to a staff account from the Team page, each asked first: make owner or not,
 * disable (every session ends at once) or enable, email a password reset link, turn off two-factor
 * sign-in (a lost phone). Successes and the server's refusals (the last owner, disabling oneself)
 * are shown as banners; the team is read again after each change, and the account too when the
 * change was one's own.
 */
import { useMutation } from '@apollo/client/react';
import { AdminSendStaffResetDocument, AdminTeamDocument, AdminUpdateStaffUserDocument, type AdminStaffUserFragment, type UpdateStaffUserInput } from '../../../gql/graphql';
import { useConfirm, type ConfirmOptions } from '../ui/Confirm';
import { useNotices } from '../ui/Notices';

export type StaffUser = AdminStaffUserFragment;

export interface StaffActions {
  toggleOwner: (user: StaffUser) => Promise<void>;
  toggleDisabled: (user: StaffUser) => Promise<void>;
  sendReset: (user: StaffUser) => Promise<void>;
  resetMfa: (user: StaffUser) => Promise<void>;
  busy: boolean;
}

export function useStaffActions({ meId, mfaRequired, onOwnChange }: { meId: string; mfaRequired: boolean; onOwnChange: () => Promise<unknown> }): StaffActions {
  const refetchTeam = { refetchQueries: [AdminTeamDocument], awaitRefetchQueries: true };
  const [update, updating] = useMutation(AdminUpdateStaffUserDocument, refetchTeam);
  const [reset, resetting] = useMutation(AdminSendStaffResetDocument);
  const confirm = useConfirm();
  const notices = useNotices();

  async function change(user: StaffUser, question: ConfirmOptions, input: UpdateStaffUserInput, done: string) {
    if (!(await confirm(question))) return;
    try {
      await update({ variables: { id: user.id, input } });
      notices.success(done);
      if (user.id === meId) await onOwnChange().catch(() => undefined);
    } catch (failure) {
      notices.error(failure);
    }
  }

  const who = (user: StaffUser) => (user.id === meId ? 'your account' : `${user.name}’s account`);

  return {
    busy: updating.loading || resetting.loading,
    toggleOwner: (user) =>
      user.owner
        ? change(
            user,
            {
              title: 'Remove owner',
              message: `${user.id === meId ? 'You' : user.name} will no longer be an owner: the account stays, but can no longer manage the team, the security setting or read the whole Activity trail.`,
              confirmLabel: 'Yes, Remove Owner',
            },
            { owner: false },
            `${user.name} is no longer an owner.`,
          )
        : change(
            user,
            {
              title: 'Make owner',
              message: `Make ${user.name} an owner? Owners manage the team and its accounts, the security setting, and read the whole Activity trail.`,
              confirmLabel: 'Yes, Make Owner',
              tone: 'primary',
            },
            { owner: true },
            `${user.name} is now an owner.`,
          ),
    toggleDisabled: (user) =>
      user.disabled
        ? change(
            user,
            { title: 'Enable account', message: `Enable ${who(user)}? ${user.name} can sign in again with their password.`, confirmLabel: 'Yes, Enable', tone: 'primary' },
            { disabled: false },
            `${user.name}’s account is enabled.`,
          )
        : change(
            user,
            {
              title: 'Disable account',
              message: `Disable ${who(user)}? Every session of ${user.name} ends at once, on every device, and they cannot sign in until an owner enables the account again. Their name stays on what they did.`,
              confirmLabel: 'Yes, Disable',
            },
            { disabled: true },
            `${user.name}’s account is disabled: their sessions have ended.`,
          ),
    resetMfa: (user) =>
      change(
        user,
        {
          title: 'Turn off two-factor sign-in',
          message: `Turn off two-factor sign-in for ${user.name}? For a lost phone: their authenticator app and recovery codes stop working, and they sign in with their password alone${
            mfaRequired ? ', then are asked to set it up again at once (the workshop requires it).' : ' until they set it up again from their profile.'
          }`,
          confirmLabel: 'Yes, Turn Off',
        },
        { resetMfa: true },
        `Two-factor sign-in of ${user.name} is off.`,
      ),
    sendReset: async (user) => {
      const yes = await confirm({
        title: 'Send password reset link',
        message: `Email ${user.name} a link to choose a new password, at ${user.email}? The link works once, for 24 hours.`,
        confirmLabel: 'Yes, Send Link',
        tone: 'primary',
      });
      if (!yes) return;
      try {
        const { data } = await reset({ variables: { id: user.id } });
        notices.success(data?.sendStaffReset.message ?? `A password reset link has been sent to ${user.email}.`);
      } catch (failure) {
        notices.error(failure);
      }
    },
  };
}
