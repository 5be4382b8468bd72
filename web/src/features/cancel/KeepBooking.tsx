/**
 * 'Undo — keep my booking' beside 'Book another time': books the cancelled appointment again at the
 * same time (the undo link's token). Kept: the page shows the booking (onKept); refused (the time
 * was taken, or the day to undo has passed): the reason, and booking another time stays offered.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Alert } from '../../components/Alert';
import { Icon } from '../../components/Icon';
import { UndoCancelAppointmentDocument, type UndoCancelAppointmentMutation } from '../../gql/public';
import { KEEPING, undoFailure } from './cancel-messages';

export type KeptBooking = UndoCancelAppointmentMutation['undoCancelAppointment'];

interface KeepBookingProps {
  token: string;
  onKept: (kept: KeptBooking) => void;
}

export function KeepBooking({ token, onKept }: KeepBookingProps) {
  const [undo, { loading }] = useMutation(UndoCancelAppointmentDocument);
  const [failure, setFailure] = useState<{ message: string; retry: boolean } | null>(null);

  async function keep() {
    setFailure(null);
    try {
      const { data } = await undo({ variables: { token } });
      if (data) onKept(data.undoCancelAppointment);
    } catch (error) {
      setFailure(undoFailure(error));
    }
  }

  const canKeep = !failure || failure.retry;
  return (
    <>
      {failure && <Alert tone="error">{failure.message}</Alert>}
      <p className="button-row button-row--center">
        {canKeep && (
          <button type="button" className="btn btn--primary" onClick={keep} disabled={loading}>
            {loading ? <span className="spinner" aria-hidden="true" /> : <Icon name="check" size={18} />}
            {loading ? KEEPING : 'Undo — keep my booking'}
          </button>
        )}
        <Link to="/booking" className={canKeep ? 'btn btn--ghost' : 'btn btn--primary'}>
          <Icon name="calendar" size={18} />
          Book another time
        </Link>
      </p>
    </>
  );
}
