/**
 * 'Require two-factor sign-in for everyone' (owners): a switch, asked first. Once on, every account
 * without two-factor sign-in (the owner's own too) is sent to set it up before anything else, and
 * nobody can turn theirs off; off again, nothing changes for those who have it.
 */
import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminTeamDocument, AdminUpdateSecuritySettingsDocument, type AdminSecuritySettingsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { useConfirm } from '../ui/Confirm';
import { useNotices } from '../ui/Notices';

interface SecurityPanelProps {
  settings: AdminSecuritySettingsFragment;
  /** How many active accounts have two-factor sign-in off (they will be asked to set it up). */
  withoutMfa: number;
  onChanged: () => Promise<unknown>;
}

export function SecurityPanel({ settings, withoutMfa, onChanged }: SecurityPanelProps) {
  const uid = useId();
  const [save, { loading }] = useMutation(AdminUpdateSecuritySettingsDocument, { refetchQueries: [AdminTeamDocument], awaitRefetchQueries: true });
  const confirm = useConfirm();
  const notices = useNotices();
  const on = settings.requireMfa;

  async function onToggle() {
    const yes = await confirm(
      on
        ? {
            title: 'Stop requiring two-factor sign-in',
            message: 'Stop requiring two-factor sign-in? Accounts that have it keep it, and anyone may turn theirs off.',
            confirmLabel: 'Yes, Stop Requiring It',
          }
        : {
            title: 'Require two-factor sign-in',
            message: `Require two-factor sign-in for everyone? ${
              withoutMfa === 0
                ? 'Every active account has it on already.'
                : `${withoutMfa === 1 ? 'One active account has' : `${withoutMfa} active accounts have`} it off: they are asked to set it up before they can do anything else, at once.`
            } Nobody can turn theirs off while this is on.`,
            confirmLabel: 'Yes, Require It',
            tone: 'primary',
          },
    );
    if (!yes) return;
    try {
      await save({ variables: { input: { requireMfa: !on } } });
      notices.success(on ? 'Two-factor sign-in is no longer required.' : 'Two-factor sign-in is now required: accounts without it are asked to set it up.');
      await onChanged().catch(() => undefined);
    } catch (failure) {
      notices.error(failure);
    }
  }

  return (
    <section className="panel account-panel" aria-labelledby={`${uid}-title`}>
      <header className="panel__header">
        <h2 id={`${uid}-title`} className="panel__title">
          <AdminIcon name="shield" size={18} /> Security
        </h2>
      </header>
      <div className="account-panel__body">
        <div className="switch-row">
          <div>
            <p className="switch-row__label" id={`${uid}-label`}>
              Require two-factor sign-in for everyone
            </p>
            <p className="form-note switch-row__note" id={`${uid}-note`}>
              {settings.savedAt
                ? `${on ? 'Required' : 'Not required'} since ${formatDateTime(settings.savedAt)}${settings.savedBy ? `, set by ${settings.savedBy}` : ''}.`
                : 'Not required: each person chooses on their own profile.'}
            </p>
          </div>
          <button
            type="button"
            role="switch"
            className="switch"
            aria-checked={on}
            aria-labelledby={`${uid}-label`}
            aria-describedby={`${uid}-note`}
            disabled={loading}
            onClick={() => void onToggle()}
          >
            <span className="switch__track" aria-hidden="true">
              <span className="switch__thumb" />
            </span>
            <span className="switch__state">{on ? 'On' : 'Off'}</span>
          </button>
        </div>
      </div>
    </section>
  );
}
