/**
 * The business details section of /admin/settings: what every document and email prints (name, ABN,
 * GST registration, address, phone, email, the bank account and PayID customers pay to, payment terms, quote
 * validity, the warranty every invoice states, the footer). Until saved here they are the server's configured defaults; once saved,
 * these win. The server checks each field (the ABN's check digits, the BSB); its message shows
 * under the field it is about. Leaving with unsaved changes asks first.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminBusinessSettingsDocument, AdminUpdateBusinessSettingsDocument, type AdminBusinessSettingsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { useLeaveGuard, useUnloadWarning } from '../jobcards/use-leave-guard';
import { AdminIcon } from '../ui/AdminIcon';
import { useConfirm } from '../ui/Confirm';
import { useNotices } from '../ui/Notices';
import { LoadFailed, LoadingState } from '../ui/States';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { useFieldProblems } from '../ui/use-field-problems';
import { warrantyPeriod } from '../../../shared/warranty';

type Draft = Record<Exclude<keyof AdminBusinessSettingsFragment, 'savedAt' | 'savedBy' | '__typename' | 'gstRegistered'>, string> & { gstRegistered: boolean };

function draftOf(s: AdminBusinessSettingsFragment): Draft {
  return {
    businessName: s.businessName,
    abn: s.abn,
    gstRegistered: s.gstRegistered,
    address: s.address,
    phone: s.phone,
    email: s.email,
    bankAccountName: s.bankAccountName,
    bsb: s.bsb,
    accountNumber: s.accountNumber,
    payId: s.payId,
    paymentTermsDays: String(s.paymentTermsDays),
    quoteValidityDays: String(s.quoteValidityDays),
    documentFooter: s.documentFooter,
    warrantyMonths: String(s.warrantyMonths),
    warrantyKm: String(s.warrantyKm),
  };
}

/** '12 months or 20,000 km, whichever comes first', as invoices word the warranty typed so far. */
function warrantyWords(draft: Pick<Draft, 'warrantyMonths' | 'warrantyKm'>): string {
  const months = wholeNumber(draft.warrantyMonths);
  const km = wholeNumber(draft.warrantyKm.replace(/[,\s]/g, ''));
  if (Number.isNaN(months)) return 'Invoices state the months and km, whichever comes first';
  return `Invoices say: ${warrantyPeriod(months, Number.isNaN(km) ? 0 : km, true)}`;
}

/** A whole number typed, or NaN (the server says what is wrong with it). */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export default function BusinessSection() {
  const { data, error, refetch } = useQuery(AdminBusinessSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const settings = data?.businessSettings;
  if (!settings)
    return error ? <LoadFailed message="The business details could not be loaded." onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState label="Loading business details…" />;
  return <SettingsForm settings={settings} />;
}

function SettingsForm({ settings }: { settings: AdminBusinessSettingsFragment }) {
  const uid = useId();
  const notices = useNotices();
  const confirm = useConfirm();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const { problems, clear, send } = useFieldProblems(uid);
  const [save, { loading }] = useMutation(AdminUpdateBusinessSettingsDocument);
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(settings));
  useLeaveGuard(changed, () =>
    confirm({ title: 'Unsaved changes', message: 'Leave without saving the business details?', confirmLabel: 'Leave', cancelLabel: 'Stay' }),
  );
  useUnloadWarning(changed);

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    await send(
      async () => {
        const numbers = {
          paymentTermsDays: wholeNumber(draft.paymentTermsDays),
          quoteValidityDays: wholeNumber(draft.quoteValidityDays),
          warrantyMonths: wholeNumber(draft.warrantyMonths),
          warrantyKm: wholeNumber(draft.warrantyKm.replace(/[,\s]/g, '')),
        };
        // A non-number would be refused by GraphQL's Int before the server's own message: send -1 to get it.
        for (const key of Object.keys(numbers) as Array<keyof typeof numbers>) if (Number.isNaN(numbers[key])) numbers[key] = -1;
        // The settings have no id: the answer is written over the page's query by hand.
        const { data } = await save({
          variables: { input: { ...draft, ...numbers } },
          update: (cache, { data: saved }) => {
            if (saved) cache.writeQuery({ query: AdminBusinessSettingsDocument, data: { businessSettings: saved.updateBusinessSettings } });
          },
        });
        if (data) setDraft(draftOf(data.updateBusinessSettings));
      },
      () => notices.success('Business details saved. New documents and emails use them from now on.'),
    );
  }

  const field = (name: keyof Draft, label: string, input: ReactNode, hint?: string) => (
    <Field id={`${uid}-${name}`} label={label} hint={hint} error={problems[name]} alert>
      {input}
    </Field>
  );
  const text = (name: Exclude<keyof Draft, 'gstRegistered'>, extra: { inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string; placeholder?: string } = {}) => (
    <input
      id={`${uid}-${name}`}
      name={name}
      type="text"
      inputMode={extra.inputMode}
      autoComplete={extra.autoComplete ?? 'off'}
      placeholder={extra.placeholder}
      value={draft[name]}
      onChange={(e) => set({ [name]: e.target.value })}
    />
  );

  return (
      <form className="settings-form" onSubmit={onSubmit} noValidate aria-label="Business details">
        <p className="form-note">
          {settings.savedAt
            ? `The business details on every quote, invoice, receipt and email. Last saved ${formatDateTime(settings.savedAt)}${settings.savedBy ? ` by ${settings.savedBy}` : ''}.`
            : 'The business details on every quote, invoice, receipt and email. These are the server’s configured defaults until you save them here.'}
        </p>
        <section className="panel settings-form__section" aria-labelledby={`${uid}-business`}>
          <h2 id={`${uid}-business`} className="panel__title">
            <AdminIcon name="user" size={18} /> Business
          </h2>
          {field('businessName', 'Business name', text('businessName', { autoComplete: 'organization' }))}
          {field('abn', 'ABN', text('abn', { inputMode: 'numeric', placeholder: 'e.g. 51 824 753 556' }), 'Printed on invoices. Leave empty if the business has none.')}
          <label className="check-label settings-form__check">
            <input type="checkbox" checked={draft.gstRegistered} onChange={(e) => set({ gstRegistered: e.target.checked })} />
            Registered for GST
          </label>
          <p className="form-note settings-form__note">
            {draft.gstRegistered
              ? draft.abn.trim()
                ? 'Invoices are tax invoices, with GST shown.'
                : 'Invoices show GST, but are titled Invoice until an ABN is entered.'
              : 'New invoices and quotes charge no GST and are never titled Tax Invoice.'}
          </p>
          {field('address', 'Address', text('address', { autoComplete: 'address-line1' }))}
          <div className="settings-form__pair">
            {field('phone', 'Phone', text('phone', { inputMode: 'tel', autoComplete: 'tel' }))}
            {field('email', 'Email', text('email', { inputMode: 'email', autoComplete: 'email' }))}
          </div>
        </section>

        <section id="payment" className="panel settings-form__section" aria-labelledby={`${uid}-bank`}>
          <h2 id={`${uid}-bank`} className="panel__title">
            <AdminIcon name="lock" size={18} /> Bank account for transfers
          </h2>
          <p className="form-note">Printed under ‘How to pay’ on invoices, with the invoice number as the reference. Fill in all three, or leave all three empty.</p>
          {field('bankAccountName', 'Account name', text('bankAccountName'))}
          <div className="settings-form__pair">
            {field('bsb', 'BSB', text('bsb', { inputMode: 'numeric', placeholder: 'e.g. 063-000' }))}
            {field('accountNumber', 'Account number', text('accountNumber', { inputMode: 'numeric', placeholder: '6 to 10 digits' }))}
          </div>
          {field(
            'payId',
            'PayID (optional)',
            text('payId', { inputMode: 'email', placeholder: 'e.g. accounts@example.com, 0412 345 678 or your ABN' }),
            'An email address, an Australian mobile or the ABN registered as your PayID. Printed under ‘How to pay’ while invoices cannot be paid online by card.',
          )}
        </section>

        <section id="documents" className="panel settings-form__section" aria-labelledby={`${uid}-documents`}>
          <h2 id={`${uid}-documents`} className="panel__title">
            <AdminIcon name="receipt" size={18} /> Quotes and invoices
          </h2>
          <div className="settings-form__pair">
            {field('paymentTermsDays', 'Payment terms (days)', text('paymentTermsDays', { inputMode: 'numeric' }), '0: due on completion of the work, as the site’s Terms say.')}
            {field('quoteValidityDays', 'Quotes valid for (days)', text('quoteValidityDays', { inputMode: 'numeric' }), 'Printed on each quote as its valid-until date.')}
          </div>
          <div className="settings-form__pair">
            {field('warrantyMonths', 'Warranty (months)', text('warrantyMonths', { inputMode: 'numeric' }), 'Our warranty against defects, stated on every invoice with the Australian Consumer Law’s words.')}
            {field('warrantyKm', 'Warranty (km)', text('warrantyKm', { inputMode: 'numeric' }), `${warrantyWords(draft)}. 0: no distance limit.`)}
          </div>
          {field(
            'documentFooter',
            'Footer on every document (optional)',
            <textarea
              id={`${uid}-documentFooter`}
              name="documentFooter"
              rows={2}
              maxLength={300}
              value={draft.documentFooter}
              placeholder="e.g. Licensed Motor Car Trader LMCT 12345"
              onChange={(e) => set({ documentFooter: e.target.value })}
            />,
          )}
        </section>

        <div className="settings-form__actions">
          <span className="form-note" role="status">
            {changed ? 'Unsaved changes.' : ''}
          </span>
          <Button disabled={!changed || loading} onClick={() => (setDraft(draftOf(settings)), clear())}>
            Discard changes
          </Button>
          <Button variant="primary" type="submit" icon="check" busy={loading} busyLabel="Saving…">
            Save business details
          </Button>
        </div>
      </form>
  );
}
