/**
 * The server's question under the odometer when a reading is lower than an earlier one of the
 * vehicle: keep it (the save goes again, confirmed) or change it (the field is selected).
 */
import type { ReactNode } from 'react';
import { formatKm } from '../format';
import { Button } from '../ui/Button';
import type { OdometerCheck } from './save-outcome';

/** A note under a field: its id (the field points at it) and what it says. */
export interface OdometerNote {
  id: string;
  content: ReactNode;
}

export function odometerCheckNote(uid: string, check: OdometerCheck | null, answers: { keep: () => void; dismiss: () => void }): OdometerNote | null {
  if (!check) return null;
  return {
    id: `${uid}-odometer-check`,
    content: (
      <div className="odometer-check" role="alert">
        <p>{check.message}</p>
        <div className="odometer-check__actions">
          <Button variant="warning" size="small" onClick={answers.keep}>
            Keep {formatKm(Number(check.km))}
          </Button>
          <Button
            size="small"
            onClick={() => {
              answers.dismiss();
              const input = document.getElementById(`${uid}-odometerKm`);
              if (input instanceof HTMLInputElement) input.select();
            }}
          >
            Change it
          </Button>
        </div>
      </div>
    ),
  };
}
