/**
 * Settings › Online payment: the Stripe account invoices are paid through (secret key and webhook
 * signing secret, never sent back to the browser: their fields read 'saved' and blank keeps them),
 * the card surcharge (0–5 %, the most Checkout adds) and the webhook address to paste into Stripe's
 * dashboard. A value set in the server's environment (STRIPE_*) wins and its field is locked.
 * 'Disconnect' (after a confirmation) removes the saved secrets.
 */
import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminStripeSettingsDocument, AdminUpdateStripeSettingsDocument, type AdminStripeSettingsFragment } from '../../../gql/graphql';
import { useMe } from '../session/use-me';
import { Button } from '../ui/Button';
import { useConfirm } from '../ui/Confirm';
import { Field } from '../ui/Field';
import { Banner, useNotices } from '../ui/Notices';
import { LoadFailed, LoadingState } from '../ui/States';
import { useFieldProblems } from '../ui/use-field-problems';
import { SettingsPanel } from './SettingsPanel';

interface Draft {
  secretKey: string;
  webhookSecret: string;
  surchargePercent: string;
}

const draftOf = (s: AdminStripeSettingsFragment): Draft => ({ secretKey: '', webhookSecret: '', surchargePercent: String(s.surchargePercent) });

export default function StripeSection() {
  const { data, error, refetch } = useQuery(AdminStripeSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const { me } = useMe();
  const settings = data?.stripeSettings;
  if (!settings)
    return error ? <LoadFailed message="The online payment settings could not be loaded." onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState label="Loading online payment settings…" />;
  return <StripeForm key={String(settings.savedAt)} settings={settings} canEdit={Boolean(me?.owner)} />;
}

function StripeForm({ settings, canEdit }: { settings: AdminStripeSettingsFragment; canEdit: boolean }) {
  const uid = useId();
  const notices = useNotices();
  const confirm = useConfirm();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [saving, setSaving] = useState(false);
  const { problems, send, clear } = useFieldProblems(uid, setSaving);
  const [update] = useMutation(AdminUpdateStripeSettingsDocument);
  const env = new Set(settings.fromEnvironment);
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(settings));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const onSave = (disconnect = false) =>
    void send(
      async () => {
        const percent = /^\s*\d+(\.\d+)?\s*$/.test(draft.surchargePercent) ? Number(draft.surchargePercent) : -1;
        const secrets = disconnect ? { secretKey: null, webhookSecret: null, disconnect: true } : { secretKey: draft.secretKey || null, webhookSecret: draft.webhookSecret || null };
        const { data } = await update({
          variables: { input: { ...secrets, surchargePercent: disconnect ? settings.surchargePercent : percent } },
          update: (cache, { data: answer }) => {
            if (answer) cache.writeQuery({ query: AdminStripeSettingsDocument, data: { stripeSettings: answer.updateStripeSettings } });
          },
        });
        return data!.updateStripeSettings;
      },
      (saved) => {
        setDraft(draftOf(saved));
        notices.success(
          disconnect
            ? 'Online payment disconnected: invoices show the bank transfer and PayID instead of Pay now.'
            : saved.connected
              ? 'Online payment settings saved. Pay now links use them from now on.'
              : 'Online payment settings saved. Invoices are paid online once both secrets are set.',
        );
      },
    );

  const onDisconnect = async () => {
    const sure = await confirm({
      title: 'Disconnect online payment?',
      message: 'The saved secret key and webhook secret are removed: new invoice emails have no Pay now link. Links already sent stop working.',
      confirmLabel: 'Disconnect',
      cancelLabel: 'Keep connected',
      tone: 'danger',
    });
    if (sure) onSave(true);
  };
  // Only what is saved here can be removed here: a secret the environment sets stays.
  const removable = canEdit && (settings.secretKeySaved || settings.webhookSecretSaved) && !(env.has('STRIPE_SECRET_KEY') && env.has('STRIPE_WEBHOOK_SECRET'));

  const envNote = (name: string) => (env.has(name) ? `Set by ${name} in the server’s environment, which wins over this page.` : undefined);
  const secret = (name: 'secretKey' | 'webhookSecret', label: string, saved: boolean, variable: string, placeholder: string): ReactNode => (
    <Field id={`${uid}-${name}`} label={label} hint={envNote(variable) ?? (saved ? 'Saved and encrypted; never shown. Leave empty to keep it.' : 'Stored encrypted; never shown again.')} error={problems[name]} alert>
      <input
        id={`${uid}-${name}`}
        name={name}
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        placeholder={saved ? 'saved' : placeholder}
        value={draft[name]}
        readOnly={!canEdit || env.has(variable)}
        onChange={(e) => set({ [name]: e.target.value })}
      />
    </Field>
  );

  return (
    <SettingsPanel
      title="Online payment"
      icon="receipt"
      description={
        settings.connected
          ? 'Invoices are paid online: each invoice email has a Pay now link to Stripe Checkout for the balance.'
          : 'Online payment is not connected: invoice emails have no Pay now link, and show the bank transfer and PayID instead. Enter the secret key and the webhook signing secret from Stripe’s dashboard to connect.'
      }
      saved={settings.savedAt ? settings : null}
      status="Not saved yet."
      changed={changed}
      saving={saving}
      saveLabel="Save online payment"
      locked={canEdit ? undefined : 'Only an owner can change these settings.'}
      onSave={() => onSave()}
      onDiscard={() => (setDraft(draftOf(settings)), clear())}
    >
      {settings.problem && <Banner tone="warning" lifetime={0}>{settings.problem}</Banner>}
      <div className="settings-form__pair">
        {secret('secretKey', 'Secret key', settings.secretKeySaved, 'STRIPE_SECRET_KEY', 'sk_live_…')}
        {secret('webhookSecret', 'Webhook signing secret', settings.webhookSecretSaved, 'STRIPE_WEBHOOK_SECRET', 'whsec_…')}
      </div>
      <Field
        id={`${uid}-surchargePercent`}
        label="Card surcharge (%)"
        hint={envNote('STRIPE_SURCHARGE_PERCENT') ?? 'Added to card payments as a line of its own: 0 to 5, at most 2 decimals. Keep it to what your card fees cost you.'}
        error={problems.surchargePercent}
        alert
      >
        <input
          id={`${uid}-surchargePercent`}
          name="surchargePercent"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft.surchargePercent}
          readOnly={!canEdit || env.has('STRIPE_SURCHARGE_PERCENT')}
          onChange={(e) => set({ surchargePercent: e.target.value })}
        />
      </Field>
      <div>
        <p className="form-note">Webhook address to add in Stripe’s dashboard (Developers › Webhooks), with the events checkout.session.completed and charge.refunded:</p>
        <p className="settings-form__copy" data-testid="stripe-webhook-url">
          {settings.webhookUrl}
        </p>
      </div>
      {removable && (
        <div>
          <Button variant="danger-link" onClick={() => void onDisconnect()} disabled={saving}>
            Disconnect online payment
          </Button>
        </div>
      )}
    </SettingsPanel>
  );
}
