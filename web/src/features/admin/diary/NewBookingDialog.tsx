/**
 * 'New booking': an appointment taken by staff (by phone, at the counter) as the call goes (a name,
 * a phone or an email, the rego or the make and model), any half hour the diary offers (the current
 * one too), for a customer picked from the search or typed in, with the confirmation email unless
 * unticked or there is no email. Opened from the page's button or a free half hour (its date and
 * time filled in).
 */
import { useId, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { AdminDiaryDocument, AdminDiaryServiceTypesDocument, AdminStaffBookAppointmentDocument } from '../../../gql/graphql';
import { describeFailure } from '../../../shared/api-errors';
import { formatPhone } from '../../../shared/phone';
import { formatTime } from '../format';
import { Dialog, DialogBody, FormDialogFooter } from '../ui/Dialog';
import { useDebounced } from '../ui/use-debounced';
import { RecommendedWorkPanel } from '../vehicles/RecommendedWorkPanel';
import { useNotices } from '../ui/Notices';
import { BookingFields, EMPTY_BOOKING, type BookingField, type BookingValues } from './BookingFields';
import { CustomerPicker, type PickedCustomer, type PickedVehicle } from './CustomerPicker';
import { dayAndMonth, workshopNow } from './diary-dates';
import { hasRow, useDaySlots } from './use-day-slots';

interface NewBookingDialogProps {
  businessName: string;
  /** A free half hour clicked in the diary. */
  at?: { date: string; time: string };
  /** A booking asked for elsewhere (a failed roadworthy's re-inspection): its fields, and what it is for. */
  prefill?: BookingPrefill;
  onClose: () => void;
  /** Booked, on `date`. */
  onBooked: (message: string, date: string) => void;
}

export interface BookingPrefill {
  values: Partial<BookingValues>;
  /** Said at the top of the form, e.g. the last day the booking may be on. */
  note: string;
}

export function NewBookingDialog(props: NewBookingDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title="New booking" subtitle="A booking taken by phone or at the counter." onClose={props.onClose} busy={busy} size="large">
      <NewBookingForm {...props} setBusy={setBusy} />
    </Dialog>
  );
}

function NewBookingForm({ businessName, at, prefill, onClose, onBooked, setBusy }: NewBookingDialogProps & { setBusy: (busy: boolean) => void }) {
  const [values, setValues] = useState<BookingValues>({ ...EMPTY_BOOKING, ...prefill?.values, preferredDate: at?.date ?? '', preferredTime: at?.time ?? '' });
  // The rego once typing pauses: its recommended work is listed under the form.
  const rego = useDebounced(values.registration, 400);
  const [problems, setProblems] = useState<Partial<Record<BookingField, string>>>({});
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [sendConfirmation, setSendConfirmation] = useState(true);
  const services = useQuery(AdminDiaryServiceTypesDocument);
  const [book, { loading }] = useMutation(AdminStaffBookAppointmentDocument, { refetchQueries: [AdminDiaryDocument], awaitRefetchQueries: true });
  const client = useApolloClient();
  const slots = useDaySlots(values.preferredDate);
  const notices = useNotices();
  const uid = useId();
  const today = workshopNow().date;
  const hasEmail = values.email.trim() !== '';

  // A time the chosen date does not have is no choice (adjusting state during render); one taken meanwhile stays, marked.
  if (values.preferredTime && slots.status === 'ready' && !hasRow(slots, values.preferredTime)) setValues({ ...values, preferredTime: '' });

  const change = (field: BookingField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };
  const pick = (picked: PickedCustomer | null) => {
    setCustomer(picked);
    if (picked) setValues((v) => ({ ...v, fullName: picked.name, email: picked.email ?? v.email, phone: picked.phone ? formatPhone(picked.phone) : v.phone }));
  };
  const fillVehicle = (vehicle: PickedVehicle) =>
    setValues((v) => ({ ...v, vehicleMake: vehicle.make ?? v.vehicleMake, vehicleModel: vehicle.model ?? v.vehicleModel, vehicleYear: vehicle.year ? String(vehicle.year) : v.vehicleYear, registration: vehicle.rego }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const { preferredDate: date, preferredTime: time } = values;
    // The public form's own checks, in its words; the server checks everything again.
    // A day without opening hours (the settings): the server's words for it.
    if (slots.status === 'ready' && slots.closed) {
      const day = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', { weekday: 'long', timeZone: 'UTC' });
      return notices.errorText(`${businessName} is closed on ${day}s. Please select another day.`);
    }
    if (!time) return notices.errorText('Please select a preferred time.');
    setBusy(true);
    try {
      const { data } = await book({
        variables: {
          input: {
            fullName: values.fullName.trim(),
            email: values.email.trim() || null,
            phone: values.phone.trim() || null,
            vehicleMake: values.vehicleMake.trim() || null,
            vehicleModel: values.vehicleModel.trim() || null,
            vehicleYear: values.vehicleYear.trim() ? Number(values.vehicleYear) : null,
            registration: values.registration.trim() || null,
            serviceType: values.serviceType,
            issueDescription: values.issueDescription.trim() || null,
            preferredDate: date,
            preferredTime: time,
            customerId: customer?.id ?? null,
            sendConfirmation,
          },
        },
      });
      setBusy(false);
      const name = data?.staffBookAppointment.fullName ?? values.fullName.trim();
      onBooked(`${name} booked for ${dayAndMonth(date)} at ${formatTime(time)}. ${confirmationWords(sendConfirmation, values.email)}`, date);
    } catch (failure) {
      setBusy(false);
      const found = describeFailure(failure);
      if (found.kind === 'rejected' && found.fields) setProblems(found.fields as Partial<Record<BookingField, string>>);
      notices.errorText(found.kind === 'network' ? 'An error occurred while submitting the booking.' : `Booking failed: ${found.message ?? 'Unknown error.'}`);
      // The time may just have been taken: show what is left.
      void client.refetchQueries({ include: [AdminDiaryDocument] });
    }
  }

  return (
    <>
      <DialogBody>
        <form id={uid} className="diary-form diary-form--booking" onSubmit={onSubmit}>
          {prefill && <p className="form-note diary-form__prefill">{prefill.note}</p>}
          <BookingFields
            values={values}
            problems={problems}
            serviceTypes={services.data?.siteInfo.serviceTypes ?? []}
            slots={slots}
            today={today}
            onChange={change}
            focusDate={!at}
            picker={<CustomerPicker picked={customer} onPick={pick} onVehicle={fillVehicle} />}
          />
          <label className="check-label">
            <input type="checkbox" checked={sendConfirmation && hasEmail} disabled={!hasEmail} onChange={(e) => setSendConfirmation(e.target.checked)} />
            Send confirmation email
          </label>
          <p className="form-note diary-form__hint">
            {!hasEmail
              ? 'No email address: the customer gets no confirmation. Tell them the time yourself.'
              : sendConfirmation
                ? 'The customer gets the confirmation with a calendar invitation and the link to cancel.'
                : 'The customer gets no email: tell them yourself.'}
          </p>
        </form>
        {rego.trim().length >= 2 && <RecommendedWorkPanel rego={rego} place="booking" />}
      </DialogBody>
      <FormDialogFooter form={uid} loading={loading} onCancel={onClose} icon="calendarCheck" label="Book appointment" busyLabel="Booking…" />
    </>
  );
}

/** What the booked notice says of the confirmation email. */
function confirmationWords(send: boolean, email: string): string {
  if (!email.trim()) return 'No confirmation was sent: there is no email address.';
  return send ? 'The confirmation is on its way to the customer.' : 'No confirmation was sent.';
}
