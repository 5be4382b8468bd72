/**
 * A customer's data on request (owners): "Export data" downloads everything held about them as a
 * ZIP (with how much has arrived while it comes), and "Erase customer…" opens a dialog that says
 * what is erased and what the law keeps, and asks for their name before the danger button works.
 */
import { useId, useState, type FormEvent } from 'react';
import { adminHeaders } from '../session/admin-session';
import { RestFailure } from '../../../shared/rest';
import { errorMessage } from '../errors';
import { Button } from '../ui/Button';
import { Dialog, DialogBody, FormDialogFooter } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { useNotices } from '../ui/Notices';

/** 1,234 KB / 2.3 MB */
function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-AU')} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function refusal(res: Response): Promise<RestFailure> {
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  return new RestFailure(typeof body?.message === 'string' ? body.message : null, res.status);
}

/** The server's sentence of a refused call, else the admin's usual words. */
function failureText(failure: unknown): string {
  return failure instanceof RestFailure ? failure.message : errorMessage(failure);
}

function fileNameOf(res: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/** Downloads the customer's ZIP, showing how much has arrived. */
export function ExportDataButton({ customerId }: { customerId: string }) {
  const notices = useNotices();
  const [progress, setProgress] = useState<number | null>(null);

  async function download() {
    setProgress(0);
    try {
      const res = await fetch(`/api/admin/customers/${customerId}/export`, { headers: adminHeaders(), credentials: 'same-origin' });
      if (!res.ok || !res.body) throw await refusal(res);
      const reader = res.body.getReader();
      const parts: Uint8Array[] = [];
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        received += value.length;
        setProgress(received);
      }
      const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: 'application/zip' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(res, 'customer-data.zip');
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      notices.success(`Customer data downloaded (${size(received)}).`);
    } catch (failure) {
      notices.errorText(failureText(failure));
    } finally {
      setProgress(null);
    }
  }

  return (
    <>
      <Button icon="download" busy={progress !== null} busyLabel={progress ? `Exporting… ${size(progress)}` : 'Preparing export…'} onClick={() => void download()}>
        Export data
      </Button>
      <span className="sr-only" role="status">
        {progress !== null ? `Exporting customer data${progress ? `, ${size(progress)} received` : ''}` : ''}
      </span>
    </>
  );
}

interface EraseCustomerDialogProps {
  customer: { id: string; name: string };
  onClose: () => void;
  onErased: () => void;
}

/** Confirms an erasure by the customer's name, then asks the server for it. */
export function EraseCustomerDialog({ customer, onClose, onErased }: EraseCustomerDialogProps) {
  const formId = useId();
  const explained = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = typed.replace(/\s+/g, ' ').trim().toLowerCase() === customer.name.replace(/\s+/g, ' ').trim().toLowerCase();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!matches) {
      setProblem('Type the customer’s name exactly as shown to confirm.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const res = await fetch(`/api/admin/customers/${customer.id}/erase`, {
        method: 'POST',
        headers: { ...adminHeaders(), 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ confirm: typed }),
      });
      if (!res.ok) throw await refusal(res);
      onErased();
    } catch (failure) {
      setProblem(failureText(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog title="Erase customer" subtitle={customer.name} onClose={onClose} busy={busy} role="alertdialog" describedBy={explained}>
      <DialogBody>
        <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate>
          <div id={explained} className="erase-explained">
            <p>
              This removes <strong>{customer.name}</strong>’s personal details from everything the workshop holds, at their request. It cannot be undone.
            </p>
            <ul>
              <li>Erased: their name, email, phone and notes; bookings, job cards, quotes, messages, texts and reminders keep only what is not about them; quotes, signed terms and photos of jobs not invoiced are deleted.</li>
              <li>Kept by law: tax invoices and adjustment notes of the last five years stay as issued, but no longer show in lists, searches or reminders. Older ones are de-identified.</li>
              <li>The audit trail records the request, who made it and how many records were changed.</li>
            </ul>
            <p>Export their data first if they asked for a copy.</p>
          </div>
          <Field id={`${formId}-confirm`} label={`Type “${customer.name}” to confirm`} error={problem} required>
            <input id={`${formId}-confirm`} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} data-autofocus />
          </Field>
        </form>
      </DialogBody>
      <FormDialogFooter form={formId} loading={busy} onCancel={onClose} icon="trash" label="Erase customer" busyLabel="Erasing…" variant="danger" disabled={!matches} />
    </Dialog>
  );
}
