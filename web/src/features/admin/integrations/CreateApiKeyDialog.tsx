/**
 * 'Create key': a name (which program it is for), what it may do in each area (no access, read
 * only, or read and write; nothing is chosen until the owner chooses) and an optional expiry date.
 * The form says what is missing before sending; the server's refusals go under their field.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminApiKeysDocument, AdminCreateApiKeyDocument, type AdminCreateApiKeyMutation } from '../../../gql/graphql';
import { workshopToday } from '../format';
import { Field } from '../ui/Field';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useFieldProblems } from '../ui/use-field-problems';
import { scopesOf, type Access, type ScopeArea } from './api-key-format';

/** The longest name a key may have. */
const MAX_NAME = 80;

const LEVELS: ReadonlyArray<[Access, string]> = [
  ['none', 'No access'],
  ['read', 'Read only'],
  ['write', 'Read and write'],
];

interface CreateApiKeyDialogProps {
  areas: readonly ScopeArea[];
  onClose: () => void;
  onCreated: (created: AdminCreateApiKeyMutation['createApiKey']) => void;
}

export function CreateApiKeyDialog(props: CreateApiKeyDialogProps) {
  return (
    <FormDialog title="Create API key" subtitle="For one program or integration: give it only what it needs." onClose={props.onClose} size="large">
      {(setBusy) => <CreateForm {...props} setBusy={setBusy} />}
    </FormDialog>
  );
}

function CreateForm({ areas, onClose, onCreated, setBusy }: CreateApiKeyDialogProps & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const [name, setName] = useState('');
  const [access, setAccess] = useState<Record<string, Access>>({});
  const [expires, setExpires] = useState('');
  const { problems, check, send } = useFieldProblems(uid, setBusy);
  const [create, { loading }] = useMutation(AdminCreateApiKeyDocument, { refetchQueries: [AdminApiKeysDocument] });
  const today = workshopToday();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const trimmed = name.trim();
    const scopes = scopesOf(access, areas);
    const found: Record<string, string> = {};
    if (!trimmed) found.name = 'Give the key a name: the program or integration that will use it.';
    else if (trimmed.length > MAX_NAME) found.name = `The name is at most ${MAX_NAME} characters.`;
    if (scopes.length === 0) found.scopes = 'Choose what the key may do: read only, or read and write, in at least one area.';
    if (expires && expires < today) found.expiresAt = 'The expiry date must be today or later.';
    if (!check(found)) return;
    await send(
      () => create({ variables: { input: { name: trimmed, scopes, expiresAt: expires || null } } }),
      ({ data }) => {
        if (data) onCreated(data.createApiKey);
      },
    );
  }

  return (
    <DialogForm id={uid} onSubmit={onSubmit} className="dialog-form" noValidate loading={loading} onCancel={onClose} icon="key" label="Create key" busyLabel="Creating…">
      <Field id={`${uid}-name`} label="Name" required error={problems.name} hint="Which program or integration uses it, e.g. 'Xero export' or 'Parts supplier'.">
        <input id={`${uid}-name`} name="name" autoComplete="off" maxLength={MAX_NAME + 20} value={name} onChange={(e) => setName(e.target.value)} data-autofocus />
      </Field>
      <fieldset className="scope-grid" id={`${uid}-scopes`} tabIndex={-1} aria-describedby={problems.scopes ? `${uid}-scopes-problem` : `${uid}-scopes-hint`}>
        <legend className="afield__label">What it may do</legend>
        <p id={`${uid}-scopes-hint`} className="form-note">
          Nothing until you choose. Read only lets it look; read and write also lets it make changes, which the Activity trail records under the key’s name.
        </p>
        {areas.map((area) => (
          <fieldset key={area.area} className="scope-grid__row">
            <legend className="scope-grid__area">
              {area.label}
              <span className="scope-grid__what">{[area.read, access[area.area] === 'write' ? area.write : null].filter(Boolean).join(' ')}</span>
            </legend>
            <div className="scope-grid__choices">
              {LEVELS.map(([level, label]) =>
                level === 'write' && !area.write ? (
                  <span key={level} className="scope-grid__choice scope-grid__choice--none" aria-hidden="true" />
                ) : (
                  <label key={level} className="scope-grid__choice">
                    <input
                      type="radio"
                      name={`${uid}-${area.area}`}
                      value={level}
                      checked={(access[area.area] ?? 'none') === level}
                      onChange={() => setAccess((choice) => ({ ...choice, [area.area]: level }))}
                    />
                    <span>{label}</span>
                  </label>
                ),
              )}
            </div>
          </fieldset>
        ))}
        {problems.scopes && (
          <p id={`${uid}-scopes-problem`} className="field-problem">
            {problems.scopes}
          </p>
        )}
      </fieldset>
      <Field id={`${uid}-expiresAt`} label="Expires" error={problems.expiresAt} hint="Optional: the key works until the end of this day. Leave it empty for a key that works until it is revoked.">
        <input id={`${uid}-expiresAt`} name="expiresAt" type="date" min={today} value={expires} onChange={(e) => setExpires(e.target.value)} />
      </Field>
    </DialogForm>
  );
}
