/**
 * The server's question about an odometer lower than an earlier reading of the vehicle, as the job
 * card editor holds it: asked after a save, gone when another reading is typed; 'Keep' sends the
 * save again at once with the reading confirmed, 'Change it' just closes the question.
 */
import { useCallback, useRef, useState } from 'react';
import type { OdometerCheck } from './save-outcome';

export function useOdometerCheck(schedule: (delay: number) => void) {
  const [check, setCheck] = useState<OdometerCheck | null>(null);
  /** The lower reading staff chose to keep: saves send it confirmed. */
  const keptKm = useRef<string | null>(null);

  /** Whether a save sends `km` confirmed: a reading the server already holds, or one staff kept, is not asked about again. */
  const confirmed = useCallback((km: string, savedKm: string) => km !== '' && (km === savedKm || km === keptKm.current), []);

  /** Another reading typed: the question was about the old one. */
  const typed = useCallback((km: string) => setCheck((current) => (current && current.km !== km ? null : current)), []);

  /** 'Keep 12,000 km': the save goes again at once, the lower reading confirmed. */
  const keep = useCallback(() => {
    if (!check) return;
    keptKm.current = check.km;
    setCheck(null);
    schedule(0);
  }, [check, schedule]);

  /** 'Change it': the question goes; the reading is corrected in its field. */
  const dismiss = useCallback(() => setCheck(null), []);

  return { check, setCheck, confirmed, typed, keep, dismiss };
}
