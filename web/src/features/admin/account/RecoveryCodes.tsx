/**
 * The ten recovery codes, shown this once after two-factor sign-in is confirmed: each signs in once
 * when the phone is lost. Copy, or download them as a text file; 'Done' waits until the person says
 * they are saved, since they are never shown again.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { AdminIcon } from '../ui/AdminIcon';
import { Banner, useNotices } from '../ui/Notices';
import { copyText, downloadText } from './clipboard';
import { Button } from '../ui/Button';

interface RecoveryCodesProps {
  codes: readonly string[];
  businessName: string;
  username: string;
  onDone: () => void;
}

export function RecoveryCodes({ codes, businessName, username, onDone }: RecoveryCodesProps) {
  const uid = useId();
  const [saved, setSaved] = useState(false);
  const notices = useNotices();
  const heading = useRef<HTMLHeadingElement>(null);
  // They replace the setup form: the keyboard and screen reader continue from their heading.
  useEffect(() => heading.current?.focus(), []);

  const asText = () =>
    [`${businessName}: recovery codes of ${username}`, 'Each code signs in once, in place of the authenticator app’s code.', '', ...codes, ''].join('\n');

  async function onCopy() {
    if (await copyText(asText())) notices.success('Recovery codes copied.');
    else notices.errorText('The browser did not allow copying: select the codes and copy them, or download them.');
  }

  return (
    <div className="recovery-codes" data-testid="recovery-codes">
      <h3 ref={heading} tabIndex={-1} className="recovery-codes__title">
        Save your recovery codes
      </h3>
      <p className="form-note" id={`${uid}-about`}>
        If you lose your phone, each of these codes signs you in once in place of the app’s code. Keep them somewhere safe, away from the phone.
      </p>
      <ol className="recovery-codes__list" aria-describedby={`${uid}-about`}>
        {codes.map((code) => (
          <li key={code} className="mono">
            {code}
          </li>
        ))}
      </ol>
      <div className="recovery-codes__actions">
        <Button size="small" onClick={() => void onCopy()}>
          <AdminIcon name="clipboard" size={16} /> Copy
        </Button>
        <Button size="small" onClick={() => downloadText(`recovery-codes-${username}.txt`, asText())}>
          <AdminIcon name="download" size={16} /> Download as text
        </Button>
      </div>
      <Banner tone="warning" lifetime={0}>
        These codes will not be shown again.
      </Banner>
      <label className="check-label">
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        I have saved my recovery codes
      </label>
      <div>
        <Button variant="primary" disabled={!saved} onClick={onDone}>
          <AdminIcon name="check" size={18} /> Done
        </Button>
      </div>
    </div>
  );
}
