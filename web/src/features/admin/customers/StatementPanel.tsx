/**
 * A customer page's 'Statement' panel: pick a month and download the customer's statement of it as
 * a PDF (opening balance, the month's invoices, payments and adjustment notes, closing balance and
 * its ageing), as the monthly email sends it.
 */
import { useState } from 'react';
import { adminHeaders } from '../session/admin-session';
import { workshopToday } from '../format';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Panel } from '../ui/Panel';

/** The month before the one `today` (yyyy-MM-dd) is in, yyyy-MM. */
export function lastMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

export function StatementPanel({ customerId, today = workshopToday() }: { customerId: string; today?: string }) {
  const [month, setMonth] = useState(() => lastMonth(today));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`/api/admin/customers/${customerId}/statement?month=${encodeURIComponent(month)}`, { headers: adminHeaders(), credentials: 'same-origin' });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        throw new Error(body.message ?? `The statement could not be made (${res.status}).`);
      }
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `statement-${month}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Statement" className="customer-statement" data-testid="customer-statement">
      <form
        className="customer-statement__form"
        onSubmit={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        <Field id="statement-month" label="Month" hint="Account statements are emailed on the first working day of each month." error={error} alert>
          <input id="statement-month" type="month" required value={month} max={today.slice(0, 7)} onChange={(event) => setMonth(event.target.value)} />
        </Field>
        <Button type="submit" variant="secondary" busy={busy}>
          Download statement (PDF)
        </Button>
      </form>
    </Panel>
  );
}
