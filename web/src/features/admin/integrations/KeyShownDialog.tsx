/**
 * A new API key, shown this once: the server keeps only its hash, so once this dialog closes
 * nobody can see it again. 'Copy' puts it on the clipboard; where the browser refuses that, the
 * key is selected for the owner to copy with the keyboard.
 */
import { useId, useRef, useState } from 'react';
import { copyText } from '../account/clipboard';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

interface KeyShownDialogProps {
  name: string;
  secret: string;
  onClose: () => void;
}

export function KeyShownDialog({ name, secret, onClose }: KeyShownDialogProps) {
  const uid = useId();
  const field = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');

  function selectKey() {
    field.current?.focus();
    field.current?.select();
  }

  async function copy() {
    if (await copyText(secret)) {
      setSaid('Copied to the clipboard.');
      return;
    }
    selectKey();
    setSaid('The browser did not allow copying: the key is selected, press Ctrl+C (⌘C on a Mac) to copy it.');
  }

  return (
    <Dialog
      title={`Key "${name}" created`}
      onClose={onClose}
      role="alertdialog"
      describedBy={`${uid}-once`}
      footer={
        <>
          <Button onClick={() => void copy()} icon="clipboard" data-autofocus>
            Copy
          </Button>
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        </>
      }
    >
      <p id={`${uid}-once`} className="key-shown__once">
        Copy the key now: it will not be shown again. Keep it as you would a password; anyone who has it can use the API within its scopes until you revoke it.
      </p>
      <label className="afield__label" htmlFor={`${uid}-key`}>
        API key
      </label>
      <input id={`${uid}-key`} ref={field} className="key-shown__secret mono" readOnly value={secret} spellCheck={false} autoComplete="off" onFocus={(e) => e.currentTarget.select()} />
      <p className="form-note" role="status">
        {said}
      </p>
      <p className="form-note">
        The program sends it with every request: <code>Authorization: Bearer {secret.slice(0, 8)}…</code>
      </p>
    </Dialog>
  );
}
