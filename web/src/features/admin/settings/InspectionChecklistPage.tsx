/**
 * /admin/settings/inspection: the workshop's inspection checklist, the checks every new inspection
 * starts with. Staff rename, reorder, hide and add checks and their readings, then save the whole
 * list at once. Nothing is ever deleted (a check is hidden instead: job cards inspected with it
 * keep it); a check added here can be removed until it is saved. Leaving with unsaved changes asks.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminInspectionChecklistDocument, AdminSaveInspectionChecklistDocument, type AdminChecklistCheckFragment } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useLeaveGuard, useUnloadWarning } from '../jobcards/use-leave-guard';
import { AdminIcon } from '../ui/AdminIcon';
import { useConfirm } from '../ui/Confirm';
import { useNotices } from '../ui/Notices';
import { PageHeader, PageLoad } from '../ui/States';
import { ChecklistRow } from './ChecklistRow';
import { draftOf, inputOf, MAX_CHECKS, moved, newCheck, sameList, type CheckDraft } from './checklist-draft';
import { Button, ButtonLink } from '../ui/Button';
import '../styles/admin-settings.css';

const TITLE = 'Inspection checklist';

export default function InspectionChecklistPage({ businessName }: { businessName: string }) {
  useDocumentTitle(TITLE, businessName);
  const { data, error, refetch } = useQuery(AdminInspectionChecklistDocument, { fetchPolicy: 'cache-and-network' });
  const checks = data?.inspectionChecks;
  if (!checks) return <PageLoad title={TITLE} error={error} onRetry={() => void refetch().catch(() => undefined)} loadingLabel="Loading the checklist…" />;
  return <ChecklistForm saved={checks} />;
}

function ChecklistForm({ saved }: { saved: readonly AdminChecklistCheckFragment[] }) {
  const uid = useId();
  const notices = useNotices();
  const confirm = useConfirm();
  const [drafts, setDrafts] = useState<CheckDraft[]>(() => draftOf(saved));
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<string | null>(null);
  const [save, { loading }] = useMutation(AdminSaveInspectionChecklistDocument);
  const changed = !sameList(drafts, draftOf(saved));

  useLeaveGuard(changed, () => confirm({ title: 'Unsaved changes', message: 'Leave without saving the checklist?', confirmLabel: 'Leave', cancelLabel: 'Stay' }));
  useUnloadWarning(changed);
  // A moved row's button keeps the focus (its element left the DOM and came back); an added row's first field takes it.
  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const rowId = (draft: CheckDraft) => `${uid}-${draft.id}`;
  const change = (id: string, patch: Partial<CheckDraft>) => setDrafts((list) => list.map((d) => (d.id === id ? { ...d, ...patch } : d)));
  function move(index: number, by: -1 | 1) {
    const to = index + by;
    const draft = drafts[index];
    setDrafts(moved(drafts, index, to));
    const edge = (by === -1 && to === 0) || (by === 1 && to === drafts.length - 1);
    focusAfter.current = `${rowId(draft)}-${edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`;
    setAnnouncement(`${draft.label.trim() || 'The new check'} moved to position ${to + 1} of ${drafts.length}.`);
  }
  function add() {
    const draft = newCheck(drafts.at(-1));
    setDrafts([...drafts, draft]);
    focusAfter.current = `${rowId(draft)}-label`;
  }
  function remove(index: number) {
    setDrafts(drafts.filter((_, i) => i !== index));
    setAnnouncement(`${drafts[index].label.trim() || 'The new check'} removed.`);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    try {
      const { data } = await save({
        variables: { checks: inputOf(drafts) },
        update: (cache, { data: answer }) => {
          if (answer) cache.writeQuery({ query: AdminInspectionChecklistDocument, data: { inspectionChecks: answer.saveInspectionChecks } });
        },
      });
      if (data) setDrafts(draftOf(data.saveInspectionChecks));
      notices.success('Checklist saved. New inspections start with it; job cards already inspected keep their own checks.');
    } catch (failure) {
      notices.error(failure);
    }
  }

  const areas = [...new Set(drafts.map((d) => d.area.trim()).filter(Boolean))];
  const shown = drafts.filter((d) => !d.hidden).length;
  return (
    <div className="admin-page settings-page">
      <PageHeader
        title={TITLE}
        description="The checks every new inspection starts with, in this order, grouped by area. Hide a check to leave it out of new inspections: nothing is deleted, and job cards already inspected keep their own checks."
        actions={
          <ButtonLink to="/admin/settings">
            <AdminIcon name="arrowLeft" size={18} /> Settings
          </ButtonLink>
        }
      />
      <form className="settings-form" onSubmit={onSubmit} noValidate aria-label={TITLE}>
        <p className="form-note" id={`${uid}-count`}>
          {drafts.length} checks, {shown} shown in new inspections.
        </p>
        <datalist id={`${uid}-areas`}>
          {areas.map((area) => (
            <option key={area} value={area} />
          ))}
        </datalist>
        <ol className="checklist" aria-describedby={`${uid}-count`}>
          {drafts.map((draft, i) => (
            <ChecklistRow
              key={draft.id}
              idBase={rowId(draft)}
              check={draft}
              position={i + 1}
              count={drafts.length}
              areasListId={`${uid}-areas`}
              change={(patch) => change(draft.id, patch)}
              move={(by) => move(i, by)}
              remove={() => remove(i)}
            />
          ))}
        </ol>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        <div>
          <Button onClick={add} disabled={drafts.length >= MAX_CHECKS}>
            <AdminIcon name="plus" size={18} /> Add a check
          </Button>
          {drafts.length >= MAX_CHECKS && <p className="form-note">The list holds at most {MAX_CHECKS} checks: hide one you no longer use instead.</p>}
        </div>
        <div className="settings-form__actions">
          <span className="form-note" role="status">
            {changed ? 'Unsaved changes.' : ''}
          </span>
          <Button disabled={!changed || loading} onClick={() => setDrafts(draftOf(saved))}>
            Discard changes
          </Button>
          <Button variant="primary" type="submit" disabled={loading || !changed}>
            {loading ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="check" size={18} />}
            {loading ? 'Saving…' : 'Save checklist'}
          </Button>
        </div>
      </form>
    </div>
  );
}
