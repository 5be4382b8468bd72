/**
 * Autosave of one job card that never loses or overwrites work: a save goes out
 * 1.5 s after the last change, at most one at a time (an edit during a save is sent right after
 * it, the latest state winning), each based on the revision it started from. Changes made
 * elsewhere are merged field by field; a stale save (409) reloads the card instead of overwriting.
 * An odometer lower than an earlier reading of the vehicle (409 with `odometer: 'lower'`, not a
 * stale save) waits for staff to keep it (the save is sent again, confirmed) or change it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUnloadWarning } from './use-leave-guard';
import {
  draftOf,
  itemProblems,
  mergeDrafts,
  sameDraft,
  updateInput,
  type Draft,
  type DraftField,
  type JobCardDetail,
} from './job-card-draft';
import { useCompletionSaves } from './use-completion-saves';
import { saveOutcome, type Refusal } from './save-outcome';
import { useOdometerCheck } from './use-odometer-check';

const AUTOSAVE_DELAY_MS = 1500;
const INDICATOR_LINGER_MS = 1000;
const NETWORK_RETRY_MS = 5000;

export type SaveState = 'idle' | 'saving' | 'failed';

interface EditorOptions {
  save: (input: ReturnType<typeof updateInput>) => Promise<JobCardDetail>;
  /** The card as the server has it now. */
  reload: () => Promise<JobCardDetail>;
  /** Someone else's change replaced a save: say so. */
  onConflict: (conflicts: DraftField[]) => void;
}

export function useJobCardEditor(initial: JobCardDetail, { save, reload, onConflict }: EditorOptions) {
  const [card, setCard] = useState(initial);
  const [draft, setDraftState] = useState(() => draftOf(initial));
  const [dirty, setDirty] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  /** Why the server refused the last save (a year or odometer out of range), with the field it names. */
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [showSaving, setShowSaving] = useState(false);

  const draftRef = useRef(draft);
  const base = useRef({ revision: initial.revision, fields: draftOf(initial) });
  const inFlight = useRef(false);
  const queued = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const linger = useRef<number | undefined>(undefined);
  const waitingServer = useRef<JobCardDetail | null>(null);
  const locked = useRef(initial.status === 'INVOICED');
  // While the job is being completed nothing is edited or autosaved.
  const frozen = useRef(false);
  /** Settles when the save in flight has ended. */
  const settled = useRef<Promise<void>>(Promise.resolve());
  const flushRef = useRef<() => Promise<void>>(async () => undefined);
  const options = useRef({ save, reload, onConflict });
  useEffect(() => {
    options.current = { save, reload, onConflict };
  });

  const setDraft = useCallback((next: Draft) => {
    draftRef.current = next;
    setDraftState(next);
    setDirty(!sameDraft(next, base.current.fields));
  }, []);

  const schedule = useCallback((delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      void flushRef.current();
    }, delay);
  }, []);
  const odometer = useOdometerCheck(schedule);
  const { setCheck: setOdometerCheck, confirmed: odometerConfirmed, typed: odometerTyped } = odometer;

  /** Takes the server's card: merged with local edits, then those are saved on the new revision. */
  const adopt = useCallback(
    (server: JobCardDetail): DraftField[] => {
      if (inFlight.current) {
        waitingServer.current = server;
        return [];
      }
      if (server.revision <= base.current.revision) return [];
      const serverDraft = draftOf(server);
      const { merged, conflicts } = mergeDrafts(base.current.fields, draftRef.current, serverDraft);
      base.current = { revision: server.revision, fields: serverDraft };
      locked.current = server.status === 'INVOICED';
      setCard(server);
      if (locked.current) {
        window.clearTimeout(timer.current);
        setDraft(serverDraft);
        return conflicts;
      }
      setDraft(merged);
      if (!sameDraft(merged, serverDraft) && timer.current === undefined) schedule(AUTOSAVE_DELAY_MS);
      return conflicts;
    },
    [schedule, setDraft],
  );

  const flush = useCallback(async () => {
    if (inFlight.current) {
      queued.current = true;
      return;
    }
    const snapshot = draftRef.current;
    if (locked.current || frozen.current || sameDraft(snapshot, base.current.fields) || itemProblems(snapshot.items).size) return;
    inFlight.current = true;
    let release!: () => void;
    settled.current = new Promise<void>((resolve) => {
      release = resolve;
    });
    window.clearTimeout(linger.current);
    setShowSaving(true);
    setSaveState('saving');
    let conflict = false;
    try {
      const confirmed = odometerConfirmed(snapshot.odometerKm.trim(), base.current.fields.odometerKm.trim());
      const saved = await options.current.save(updateInput(snapshot, base.current.revision, confirmed));
      base.current = { revision: saved.revision, fields: snapshot };
      setCard(saved);
      setSaveState('idle');
      setRefusal(null);
      setOdometerCheck(null);
    } catch (error) {
      const outcome = saveOutcome(error);
      setSaveState(outcome.kind === 'failed' ? 'failed' : 'idle');
      setRefusal(outcome.kind === 'failed' ? outcome.refusal : null);
      // A lower odometer is not a stale save: nothing to reload; the card waits for staff to keep or change the reading.
      if (outcome.kind === 'odometer') setOdometerCheck({ message: outcome.message, km: snapshot.odometerKm.trim() });
      conflict = outcome.kind === 'stale';
      // A dropped connection is retried; a refused value waits for the next edit.
      if (outcome.kind === 'failed' && outcome.retry && timer.current === undefined) schedule(NETWORK_RETRY_MS);
    } finally {
      inFlight.current = false;
      release();
      setDirty(!sameDraft(draftRef.current, base.current.fields));
      linger.current = window.setTimeout(() => setShowSaving(false), INDICATOR_LINGER_MS);
    }
    if (conflict) {
      try {
        const latest = await options.current.reload();
        options.current.onConflict(adopt(latest));
      } catch {
        setSaveState('failed');
      }
    }
    const server = waitingServer.current;
    waitingServer.current = null;
    if (server) adopt(server);
    if (queued.current) {
      queued.current = false;
      void flushRef.current();
    }
  }, [adopt, schedule, odometerConfirmed, setOdometerCheck]);
  useEffect(() => {
    flushRef.current = flush;
  });

  /** A change by the person at the keyboard: the save follows 1.5 s after the last one. */
  const edit = useCallback(
    (change: (draft: Draft) => Draft) => {
      if (locked.current || frozen.current) return;
      const next = change(draftRef.current);
      setDraft(next);
      odometerTyped(next.odometerKm.trim());
      schedule(AUTOSAVE_DELAY_MS);
    },
    [schedule, setDraft, odometerTyped],
  );

  const { saveNow, settleForCompletion, freeze, isFrozen } = useCompletionSaves({ draftRef, base, inFlight, queued, timer, locked, frozen, settled, setDraft, flush });

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      window.clearTimeout(linger.current);
    },
    [],
  );

  const unsaved = dirty || saveState === 'saving';
  useUnloadWarning(unsaved);

  return {
    card,
    draft,
    edit,
    adopt,
    /** Send now (e.g. before leaving), if anything is unsaved. */
    flush,
    unsaved,
    showSaving,
    failed: saveState === 'failed',
    /** The server's reason for refusing the last save, while it stands. */
    refusal: saveState === 'failed' ? refusal : null,
    invalid: dirty && itemProblems(draft.items).size > 0,
    /** The server asks whether to keep a lower odometer reading (while nothing else was saved since). */
    odometerCheck: odometer.check,
    keepOdometer: odometer.keep,
    dismissOdometer: odometer.dismiss,
    locked: card.status === 'INVOICED' || isFrozen,
    saveNow,
    settleForCompletion,
    freeze,
  };
}
