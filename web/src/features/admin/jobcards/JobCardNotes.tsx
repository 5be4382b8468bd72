/**
 * A job card's two notes: the notes for the customer (the mechanic notes), printed on quotes and
 * invoices, and the workshop notes, for staff only (never in an email, a PDF or a public page).
 */
import { useId } from 'react';
import { AdminIcon } from '../ui/AdminIcon';
import type { Draft } from './job-card-draft';

interface JobCardNotesProps {
  draft: Pick<Draft, 'mechanicNotes' | 'workshopNotes'>;
  readOnly: boolean;
  onEdit: (change: (draft: Draft) => Draft) => void;
}

export function JobCardNotes({ draft, readOnly, onEdit }: JobCardNotesProps) {
  const uid = useId();
  return (
    <section className="panel jobcard-section" aria-labelledby={`${uid}-notes-title`}>
      <h2 id={`${uid}-notes-title`} className="panel__title">
        <AdminIcon name="chat" size={18} /> Notes
      </h2>
      <div className="jobcard-notes">
        <div className="jobcard-notes__field">
          <label htmlFor={`${uid}-notes`}>Notes for the customer</label>
          <p id={`${uid}-notes-hint`} className="jobcard-notes__hint">
            Printed on quotes and invoices.
          </p>
          <textarea
            id={`${uid}-notes`}
            rows={5}
            maxLength={20_000}
            value={draft.mechanicNotes}
            readOnly={readOnly}
            aria-describedby={`${uid}-notes-hint`}
            placeholder="Work done, findings the customer should know…"
            onChange={(e) => onEdit((d) => ({ ...d, mechanicNotes: e.target.value }))}
          />
        </div>
        <div className="jobcard-notes__field">
          <label htmlFor={`${uid}-workshop-notes`}>Workshop notes</label>
          <p id={`${uid}-workshop-notes-hint`} className="jobcard-notes__hint">
            For staff only: never shown to the customer.
          </p>
          <textarea
            id={`${uid}-workshop-notes`}
            rows={5}
            maxLength={20_000}
            value={draft.workshopNotes}
            readOnly={readOnly}
            aria-describedby={`${uid}-workshop-notes-hint`}
            placeholder="Diagnosis, parts to order, reminders for the team…"
            onChange={(e) => onEdit((d) => ({ ...d, workshopNotes: e.target.value }))}
          />
        </div>
      </div>
    </section>
  );
}
