/**
 * 'Bays: N', how many vehicles can be booked into one half hour, and its change: a number from 1
 * to 20 and Save, with the server's message when it refuses. Lowering it cancels nothing: the
 * form says so before saving, and the page after.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminDiaryDocument, AdminSettingsBaysDocument, AdminSettingsSetBaysDocument } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { Banner, useNotices } from '../ui/Notices';
import { Button } from '../ui/Button';

const MAX_BAYS = 20;

export function BaysControl() {
  const { data } = useQuery(AdminSettingsBaysDocument, { fetchPolicy: 'cache-and-network' });
  const setting = data?.baysSetting;
  const [editing, setEditing] = useState(false);
  const uid = useId();
  return (
    <section className="diary-bays" aria-labelledby={`${uid}-title`}>
      <p className="diary-bays__value">
        <AdminIcon name="lift" size={18} />
        <span id={`${uid}-title`}>Bays: </span>
        <strong data-testid="bays-value">{setting ? setting.bays : '–'}</strong>
        {setting?.savedAt && (
          <span className="diary-bays__saved">
            saved {formatDateTime(setting.savedAt)}
            {setting.savedBy && ` by ${setting.savedBy}`}
          </span>
        )}
        {!editing && setting && (
          <button type="button" className="text-button" onClick={() => setEditing(true)}>
            Change<span className="sr-only"> the number of bays</span>
          </button>
        )}
      </p>
      {editing && setting && <BaysForm current={setting.bays} onDone={() => setEditing(false)} />}
    </section>
  );
}

function BaysForm({ current, onDone }: { current: number; onDone: () => void }) {
  const [value, setValue] = useState(String(current));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(AdminSettingsSetBaysDocument, { refetchQueries: [AdminDiaryDocument, AdminSettingsBaysDocument], awaitRefetchQueries: true });
  const notices = useNotices();
  const uid = useId();
  const bays = Number(value);
  const lowering = Number.isInteger(bays) && bays >= 1 && bays < current;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    setProblem(null);
    // GraphQL takes only whole numbers; the range is the server's to judge (and to word).
    if (!value.trim() || !Number.isInteger(bays)) {
      setProblem(`Bays must be a whole number from 1 to ${MAX_BAYS}.`);
      return;
    }
    try {
      const { data } = await save({ variables: { input: { bays } } });
      const saved = data?.setBays.bays ?? bays;
      notices.success(
        `Bays saved: up to ${saved} vehicle${saved === 1 ? '' : 's'} can be booked into the same half hour.` +
          (saved < current ? ' No booking was cancelled: times already fuller than that keep their bookings and take no new ones.' : ''),
      );
      onDone();
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  return (
    <form className="diary-bays__form" onSubmit={onSubmit} noValidate>
      <label className="afield__label" htmlFor={`${uid}-bays`}>
        Number of bays (1–{MAX_BAYS})
      </label>
      <div className="diary-bays__row">
        <input
          id={`${uid}-bays`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_BAYS}
          step={1}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${uid}-note`}
          autoFocus
        />
        <Button variant="primary" size="small" type="submit" disabled={loading}>
          {loading ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="check" size={16} />}
          Save
        </Button>
        <Button size="small" onClick={onDone} disabled={loading}>
          Cancel
        </Button>
      </div>
      <p id={`${uid}-note`} className="form-note diary-bays__note">
        {lowering
          ? `Lowering the bays cancels nothing: a half hour that already has more than ${bays} booking${bays === 1 ? '' : 's'} keeps them all, and takes no new ones.`
          : 'How many vehicles can be booked into the same half hour.'}
      </p>
      {problem && (
        <Banner tone="error" onClose={() => setProblem(null)} lifetime={0}>
          {problem}
        </Banner>
      )}
    </form>
  );
}
