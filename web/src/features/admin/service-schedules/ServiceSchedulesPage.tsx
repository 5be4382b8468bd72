/**
 * /admin/settings/service-schedules: the workshop's logbook service schedules. The default is for
 * every vehicle no other matches; the owner adds one for a make (every model) or a make and model,
 * each every so many km or months, whichever comes first, with the items its service asks. Saved
 * as a whole; vehicles' next services follow at once. Leaving with unsaved changes asks.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminSaveServiceSchedulesDocument, AdminServiceSchedulesDocument, type AdminServiceScheduleFragment } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { errorMessage } from '../errors';
import { useLeaveGuard, useUnloadWarning } from '../jobcards/use-leave-guard';
import { useMe } from '../session/use-me';
import { AdminIcon } from '../ui/AdminIcon';
import { Button, ButtonLink } from '../ui/Button';
import { useConfirm } from '../ui/Confirm';
import { Field } from '../ui/Field';
import { useNotices } from '../ui/Notices';
import { PageHeader, PageLoad } from '../ui/States';
import { draftOf, inputOf, isDefault, MAX_ITEMS, newSchedule, sameList, type ScheduleDraft } from './schedule-draft';
import { ScheduleItemsEditor } from './ScheduleItemsEditor';
import '../styles/admin-settings.css';
import '../styles/admin-logbook.css';

const TITLE = 'Service schedules';

export default function ServiceSchedulesPage({ businessName }: { businessName: string }) {
  useDocumentTitle(TITLE, businessName);
  const { data, error, refetch } = useQuery(AdminServiceSchedulesDocument, { fetchPolicy: 'cache-and-network' });
  const schedules = data?.serviceSchedules;
  if (!schedules) return <PageLoad title={TITLE} error={error} onRetry={() => void refetch().catch(() => undefined)} loadingLabel="Loading the service schedules…" />;
  return <SchedulesForm saved={schedules} />;
}

function ScheduleCard({ draft, idBase, owner, change, remove }: { draft: ScheduleDraft; idBase: string; owner: boolean; change: (patch: Partial<ScheduleDraft>) => void; remove: () => void }) {
  const fallback = isDefault(draft);
  const title = fallback ? 'Default (every other vehicle)' : [draft.make.trim(), draft.model.trim() || (draft.make.trim() ? '(every model)' : '')].filter(Boolean).join(' ') || 'New schedule';
  return (
    <li className="schedule-card" aria-labelledby={`${idBase}-title`}>
      <div className="schedule-card__head">
        <h2 id={`${idBase}-title`} className="panel__title">
          {title}
        </h2>
        {!fallback && owner && (
          <Button size="small" variant="danger-link" onClick={remove} aria-label={`Remove the schedule ${title}`}>
            Remove
          </Button>
        )}
      </div>
      <div className="schedule-card__fields">
        {!fallback && (
          <>
            <Field id={`${idBase}-make`} label="Make" required>
              <input id={`${idBase}-make`} value={draft.make} maxLength={100} disabled={!owner} onChange={(e) => change({ make: e.target.value })} />
            </Field>
            <Field id={`${idBase}-model`} label="Model" hint="Blank: every model of the make.">
              <input id={`${idBase}-model`} value={draft.model} maxLength={100} disabled={!owner} onChange={(e) => change({ model: e.target.value })} />
            </Field>
          </>
        )}
        <Field id={`${idBase}-km`} label="Every (km)" hint="1,000 to 100,000." required>
          <input id={`${idBase}-km`} inputMode="numeric" value={draft.everyKm} disabled={!owner} onChange={(e) => change({ everyKm: e.target.value })} />
        </Field>
        <Field id={`${idBase}-months`} label="Or every (months)" hint="1 to 60, whichever comes first." required>
          <input id={`${idBase}-months`} inputMode="numeric" value={draft.everyMonths} disabled={!owner} onChange={(e) => change({ everyMonths: e.target.value })} />
        </Field>
      </div>
      <ScheduleItemsEditor
        idBase={`${idBase}-items`}
        legend="Items"
        hint={owner ? `What the service asks, in order (e.g. Replace engine oil and filter): 1 to ${MAX_ITEMS}.` : undefined}
        rows={draft.items}
        disabled={!owner}
        onChange={(items) => change({ items })}
      />
    </li>
  );
}

function SchedulesForm({ saved }: { saved: readonly AdminServiceScheduleFragment[] }) {
  const uid = useId();
  const notices = useNotices();
  const confirm = useConfirm();
  const owner = useMe().me?.owner ?? false;
  const [drafts, setDrafts] = useState<ScheduleDraft[]>(() => draftOf(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(AdminSaveServiceSchedulesDocument);
  const changed = !sameList(drafts, draftOf(saved));

  useLeaveGuard(changed, () => confirm({ title: 'Unsaved changes', message: 'Leave without saving the service schedules?', confirmLabel: 'Leave', cancelLabel: 'Stay' }));
  useUnloadWarning(changed);

  const change = (key: string, patch: Partial<ScheduleDraft>) => setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  async function remove(draft: ScheduleDraft) {
    const name = [draft.make, draft.model].filter((s) => s.trim()).join(' ') || 'this schedule';
    if (!(await confirm({ title: 'Remove schedule', message: `Remove the schedule for ${name}? Its vehicles follow the make’s or the default schedule once saved; job cards keep the items they were serviced with.`, confirmLabel: 'Remove', tone: 'danger' }))) return;
    setDrafts((list) => list.filter((d) => d.key !== draft.key));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setProblem(null);
    try {
      const { data } = await save({
        variables: { schedules: inputOf(drafts) },
        update: (cache, { data: answer }) => {
          if (answer) cache.writeQuery({ query: AdminServiceSchedulesDocument, data: { serviceSchedules: answer.saveServiceSchedules } });
        },
      });
      if (data) setDrafts(draftOf(data.saveServiceSchedules));
      notices.success('Service schedules saved. Vehicles’ next services follow them; job cards already started keep their items.');
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  return (
    <div className="admin-page settings-page">
      <PageHeader
        title={TITLE}
        description="Logbook services by make and model: every so many km or months, whichever comes first, and what each service asks. A vehicle follows its make and model’s schedule, else its make’s, else the default; its next service and its owner’s reminder go by it."
        actions={
          <ButtonLink to="/admin/settings">
            <AdminIcon name="arrowLeft" size={18} /> Settings
          </ButtonLink>
        }
      />
      <form className="settings-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={TITLE}>
        {!owner && <p className="form-note">Only an owner can change the schedules.</p>}
        <ol className="schedule-list">
          {drafts.map((draft) => (
            <ScheduleCard key={draft.key} idBase={`${uid}-${draft.key}`} draft={draft} owner={owner} change={(patch) => change(draft.key, patch)} remove={() => void remove(draft)} />
          ))}
        </ol>
        {owner && (
          <div>
            <Button onClick={() => setDrafts([...drafts, newSchedule(drafts.find(isDefault))])}>
              <AdminIcon name="plus" size={18} /> Add a schedule for a make or model
            </Button>
          </div>
        )}
        {problem && (
          <p className="field-problem" role="alert">
            {problem}
          </p>
        )}
        {owner && (
          <div className="settings-form__actions">
            <span className="form-note" role="status">
              {changed ? 'Unsaved changes.' : ''}
            </span>
            <Button disabled={!changed || loading} onClick={() => setDrafts(draftOf(saved))}>
              Discard changes
            </Button>
            <Button variant="primary" type="submit" disabled={loading || !changed}>
              {loading ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="check" size={18} />}
              {loading ? 'Saving…' : 'Save schedules'}
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}
