/**
 * Confirmations as a promise: `if (await confirm({ ... }))`. The question is the dialog's
 * description; the safe choice has the focus, so Enter never destroys anything by accident.
 */
import { createContext, useCallback, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { Dialog } from './Dialog';
import { Button } from './Button';

export interface ConfirmOptions {
  title: string;
  /** The question, word for word. */
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** A choice that goes with the answer (e.g. how an invoice was paid), under the question. */
  body?: ReactNode;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside a ConfirmProvider.');
  return confirm;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const messageId = useId();

  const confirm = useCallback<Confirm>((options) => {
    resolver.current?.(false);
    setPending(options);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setPending(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending && (
        <Dialog
          title={pending.title}
          onClose={() => answer(false)}
          size="small"
          role="alertdialog"
          describedBy={messageId}
          footer={
            <>
              <Button onClick={() => answer(false)} data-autofocus>
                {pending.cancelLabel ?? 'Cancel'}
              </Button>
              <Button variant={pending.tone === 'primary' ? 'primary' : 'danger'} onClick={() => answer(true)}>
                {pending.confirmLabel}
              </Button>
            </>
          }
        >
          <p id={messageId} className="confirm__message">
            {pending.message}
          </p>
          {pending.body}
        </Dialog>
      )}
    </ConfirmContext.Provider>
  );
}
