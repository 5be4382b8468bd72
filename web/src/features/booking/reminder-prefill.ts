/**
 * /booking?reminder=<token>, the 'Book your service' link of a service reminder: the customer's and
 * the vehicle's details as the workshop has them (GET /api/reminders/{token}/booking), to fill the
 * form in. Asked in the browser only (the server renders /booking once for every query string); a
 * link that is not valid any more answers the server's own sentence, shown above an empty form.
 */
import { useEffect, useState } from 'react';
import { RestFailure, restJson } from '../../shared/rest';

export interface BookingPrefill {
  fullName: string;
  email: string;
  phone: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: number | null;
  registration: string;
  serviceType: string;
}

export type PrefillState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; prefill: BookingPrefill }
  | { status: 'failed'; message: string };

export const PREFILLED = 'We have filled in your details and your vehicle from your reminder. Please check them, then choose a day and a time.';
const PREFILL_UNREACHABLE = 'We could not fill in your details from your reminder just now. Please fill in the form, or call us.';

export function useReminderPrefill(token: string | null): PrefillState {
  const [answer, setAnswer] = useState<{ token: string; state: PrefillState } | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    restJson<BookingPrefill>(`/api/reminders/${encodeURIComponent(token)}/booking`, { signal: controller.signal }).then(
      (prefill) => setAnswer({ token, state: { status: 'ready', prefill } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof RestFailure && error.status !== null && error.status < 500 && error.serverMessage ? error.serverMessage : PREFILL_UNREACHABLE;
        setAnswer({ token, state: { status: 'failed', message } });
      },
    );
    return () => controller.abort();
  }, [token]);
  if (!token) return { status: 'none' };
  return answer?.token === token ? answer.state : { status: 'loading' };
}

type TextFields = Record<'fullName' | 'email' | 'phone' | 'vehicleMake' | 'vehicleModel' | 'vehicleYear' | 'registration', string>;

/** The form's fields with the reminder's details in those still empty (what the customer typed meanwhile stays). */
export function withPrefill<F extends TextFields>(fields: F, prefill: BookingPrefill): F {
  const from: TextFields = {
    fullName: prefill.fullName,
    email: prefill.email,
    phone: prefill.phone,
    vehicleMake: prefill.vehicleMake,
    vehicleModel: prefill.vehicleModel,
    vehicleYear: prefill.vehicleYear == null ? '' : String(prefill.vehicleYear),
    registration: prefill.registration,
  };
  const next = { ...fields };
  for (const name of Object.keys(from) as Array<keyof TextFields>) {
    if (!next[name].trim()) next[name] = from[name] as F[typeof name];
  }
  return next;
}
