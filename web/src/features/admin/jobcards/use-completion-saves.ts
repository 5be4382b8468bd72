/**
 * The job card editor's part in completing the job: a save made now (after any save in flight),
 * the wait for the autosave before the completion's one request, and the freeze of editing and
 * autosave while it runs. Works on the editor's own refs (use-job-card-editor).
 */
import { useCallback, useState, type MutableRefObject } from 'react';
import { CARD_DETAIL_FIELDS, sameDraft, type Draft } from './job-card-draft';

/** The autosave's state that completion reads and steers. */
export interface AutosaveRefs {
  draftRef: MutableRefObject<Draft>;
  base: MutableRefObject<{ revision: number; fields: Draft }>;
  inFlight: MutableRefObject<boolean>;
  queued: MutableRefObject<boolean>;
  timer: MutableRefObject<number | undefined>;
  locked: MutableRefObject<boolean>;
  frozen: MutableRefObject<boolean>;
  /** Settles when the save in flight has ended. */
  settled: MutableRefObject<Promise<void>>;
  setDraft: (next: Draft) => void;
  flush: () => Promise<void>;
}

export function useCompletionSaves({ draftRef, base, inFlight, queued, timer, locked, frozen, settled, setDraft, flush }: AutosaveRefs) {
  const [isFrozen, setIsFrozen] = useState(false);

  /**
   * Saves `change` now (after any save in flight), for completing the job: true once the server
   * holds exactly what is on screen; false when the save failed or someone else's change came in.
   */
  const saveNow = useCallback(
    async (change: (draft: Draft) => Draft): Promise<boolean> => {
      if (locked.current || frozen.current) return false;
      window.clearTimeout(timer.current);
      timer.current = undefined;
      setDraft(change(draftRef.current));
      while (inFlight.current) await settled.current;
      if (sameDraft(draftRef.current, base.current.fields)) return true;
      const before = base.current.revision;
      await flush();
      return base.current.revision > before && sameDraft(draftRef.current, base.current.fields);
    },
    [flush, setDraft, draftRef, base, inFlight, settled, timer, locked, frozen],
  );

  /**
   * Before completing the job, which sends the items and notes on screen in its one request:
   * cancels the pending autosave and waits for a save in flight. Unsaved changes to the
   * customer's email or phone or the vehicle are saved first (the invoice is addressed from the card). Answers
   * the draft to send, or null when that save failed or someone else's change came in.
   */
  const settleForCompletion = useCallback(async (): Promise<Draft | null> => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    queued.current = false;
    while (inFlight.current) await settled.current;
    const saved = base.current.fields;
    const now = draftRef.current;
    if (CARD_DETAIL_FIELDS.some((field) => now[field] !== saved[field])) {
      if (!(await saveNow((d) => d))) return null;
    }
    return draftRef.current;
  }, [saveNow, draftRef, base, inFlight, queued, settled, timer]);

  /** Stops (or resumes) editing and autosave while the job is being completed. */
  const freeze = useCallback((on: boolean) => {
    frozen.current = on;
    setIsFrozen(on);
    if (on) window.clearTimeout(timer.current);
  }, [frozen, timer]);

  return { saveNow, settleForCompletion, freeze, isFrozen };
}
