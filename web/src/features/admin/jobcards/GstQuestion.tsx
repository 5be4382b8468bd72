/** 'Generate & Send Quote' first asks whether the prices entered include GST (SPEC section 5). */
import { useId } from 'react';
import { Dialog } from '../ui/Dialog';

interface GstQuestionProps {
  busy: boolean;
  onAnswer: (pricesIncludeGst: boolean) => void;
  onCancel: () => void;
}

export function GstQuestion({ busy, onAnswer, onCancel }: GstQuestionProps) {
  const questionId = useId();
  return (
    <Dialog
      title="Generate & Send Quote"
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
      <p id={questionId} className="confirm__message">
        Do the prices on this job card include GST? The quote is emailed to the customer with its PDF.
      </p>
    </Dialog>
  );
}
