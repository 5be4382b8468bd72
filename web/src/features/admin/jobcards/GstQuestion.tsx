/**
 * Sending a quote or completing the job first asks whether the prices entered include GST
 * (SPEC section 5); completing also asks 'Confirm Job Completion and Send Invoice?'.
 */
import { useId, type ReactNode } from 'react';
import { Dialog } from '../ui/Dialog';

interface GstQuestionProps {
  title: string;
  /** What answering does, above the GST question. */
  children: ReactNode;
  busy: boolean;
  onAnswer: (pricesIncludeGst: boolean) => void;
  onCancel: () => void;
}

export function GstQuestion({ title, children, busy, onAnswer, onCancel }: GstQuestionProps) {
  const questionId = useId();
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      size="small"
      role="alertdialog"
      describedBy={questionId}
      busy={busy}
      footer={
        <>
          <button type="button" className="abtn abtn--ghost" onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </button>
          <button type="button" className="abtn abtn--ghost" onClick={() => onAnswer(true)} disabled={busy}>
            Yes, prices include GST
          </button>
          <button type="button" className="abtn abtn--primary" onClick={() => onAnswer(false)} disabled={busy}>
            No, add GST on top
          </button>
        </>
      }
    >
      <div id={questionId} className="confirm__message">
        {children}
      </div>
    </Dialog>
  );
}
