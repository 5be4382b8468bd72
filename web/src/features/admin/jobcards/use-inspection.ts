/**
 * A job card's inspection as the page edits it: the checks as the server last answered them, and
 * on top of them the changes typed here that the server has not confirmed yet. Each check saves
 * itself shortly after its last change (a rating at once, typing after a pause), one save per check
 * at a time, the latest state winning; a refetch (another admin, a photo) never loses what is typed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUnloadWarning } from './use-leave-guard';
import { useApolloClient } from '@apollo/client/react';
import {
  AdminDeleteInspectionPhotoDocument,
  AdminJobCardInspectionDocument,
  AdminSaveInspectionCheckDocument,
  type InspectionCheckFragment,
  type InspectionCheckInput,
  type InspectionRating,
} from '../../../gql/graphql';
import { describeFailure } from '../../../shared/api-errors';
import type { UploadedPhoto } from './inspection-photo-upload';

export type InspectionCheck = InspectionCheckFragment;
export type Rating = InspectionRating;

export const RATING_SAVE_DELAY_MS = 300;
export const TEXT_SAVE_DELAY_MS = 1200;
const NETWORK_RETRY_MS = 5000;

/** What was changed here and not yet confirmed by the server; a part left out is the server's. */
export interface CheckEdit {
  rating?: Rating | null;
  note?: string;
  /** Readings as typed, by reading key. */
  readings?: Record<string, string>;
}

/** A check as the page shows it. */
export interface CheckDraft {
  rating: Rating | null;
  note: string;
  readings: Record<string, string>;
}

export type CheckSaveState = 'saving' | 'saved' | 'failed';

const readingText = (value: number | null): string => (value == null ? '' : String(value));

/** A reading as typed means the server's value (1.50 is 1.5, 2 is 2.0; empty is none). */
function sameReading(typed: string, value: number | null): boolean {
  const text = typed.trim();
  return text === '' ? value === null : value !== null && Number(text) === value;
}

/**
 * The check as the page shows it: unconfirmed changes over the server's values. Once saved, what was
 * typed stays on screen as typed while it means what the server holds (its trailing space, "1.50"),
 * so a save never moves the text under the cursor.
 */
export function draftOfCheck(check: InspectionCheck, edit: CheckEdit | undefined, typed: CheckEdit | undefined): CheckDraft {
  const readings: Record<string, string> = {};
  for (const reading of check.readings) {
    const before = typed?.readings?.[reading.key];
    readings[reading.key] = edit?.readings?.[reading.key] ?? (before !== undefined && sameReading(before, reading.value) ? before : readingText(reading.value));
  }
  const typedNote = typed?.note;
  return {
    rating: edit && 'rating' in edit ? (edit.rating ?? null) : check.rating,
    note: edit?.note ?? (typedNote !== undefined && typedNote.trim() === check.note.trim() ? typedNote : check.note),
    readings,
  };
}

/** The input of a save: the changed parts; readings go whole (the server replaces a check's readings). */
function inputOf(check: InspectionCheck, edit: CheckEdit): InspectionCheckInput {
  const input: InspectionCheckInput = {};
  if ('rating' in edit) {
    if (edit.rating) input.rating = edit.rating;
    else input.clearRating = true;
  }
  if (edit.note !== undefined) input.note = edit.note;
  if (edit.readings) {
    input.readings = check.readings.map((reading) => {
      const text = (edit.readings?.[reading.key] ?? readingText(reading.value)).trim();
      // A number field answers '' for anything that is not a number: that clears the reading.
      return { key: reading.key, value: text === '' || !Number.isFinite(Number(text)) ? null : Number(text) };
    });
  }
  return input;
}

/** What is left of `now` once the server confirmed `sent` (a change typed during the save stays). */
function unconfirmed(now: CheckEdit | undefined, sent: CheckEdit): CheckEdit | undefined {
  if (!now) return undefined;
  const left: CheckEdit = {};
  if ('rating' in now && (!('rating' in sent) || now.rating !== sent.rating)) left.rating = now.rating;
  if (now.note !== undefined && now.note !== sent.note) left.note = now.note;
  if (now.readings) {
    const readings = Object.fromEntries(Object.entries(now.readings).filter(([key, text]) => sent.readings?.[key] !== text));
    if (Object.keys(readings).length) left.readings = readings;
  }
  return Object.keys(left).length ? left : undefined;
}

export interface InspectionState {
  started: boolean;
  readOnly: boolean;
  checks: InspectionCheck[];
}

export function useInspection(jobCardId: string) {
  const client = useApolloClient();
  const [inspection, setInspection] = useState<InspectionState | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [edits, setEditsState] = useState<Record<string, CheckEdit>>({});
  const [states, setStates] = useState<Record<string, CheckSaveState>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [inFlightCount, setInFlightCount] = useState(0);

  const editsRef = useRef(edits);
  /** Every note and reading as last typed here, kept after they are saved (see draftOfCheck). */
  const [typed, setTyped] = useState<Record<string, CheckEdit>>({});
  const inspectionRef = useRef(inspection);
  const inFlight = useRef(new Set<string>());
  const queued = useRef(new Set<string>());
  const timers = useRef(new Map<string, number>());
  const loadSeq = useRef(0);
  const flushRef = useRef<(key: string) => Promise<void>>(async () => undefined);

  const setEdits = useCallback((next: Record<string, CheckEdit>) => {
    editsRef.current = next;
    setEditsState(next);
  }, []);

  const applyInspection = useCallback((next: InspectionState) => {
    inspectionRef.current = next;
    setInspection(next);
  }, []);

  const replaceCheck = useCallback(
    (check: InspectionCheck) => {
      const current = inspectionRef.current;
      if (!current) return;
      applyInspection({ ...current, started: true, checks: current.checks.map((c) => (c.key === check.key ? check : c)) });
    },
    [applyInspection],
  );

  const load = useCallback(async () => {
    const seq = ++loadSeq.current;
    try {
      // Not cached: this hook holds the inspection itself (its checks have no id to normalise by).
      const { data } = await client.query({ query: AdminJobCardInspectionDocument, variables: { jobCardId }, fetchPolicy: 'no-cache' });
      if (seq !== loadSeq.current || !data) return;
      applyInspection(data.jobCardInspection);
      setLoadFailed(false);
      // Invoiced meanwhile: what was not saved can no longer be.
      if (data.jobCardInspection.readOnly && Object.keys(editsRef.current).length) setEdits({});
    } catch {
      if (seq === loadSeq.current && !inspectionRef.current) setLoadFailed(true);
    }
  }, [applyInspection, client, jobCardId, setEdits]);

  useEffect(() => {
    void load();
  }, [load]);

  const schedule = useCallback((key: string, delay: number) => {
    window.clearTimeout(timers.current.get(key));
    timers.current.set(
      key,
      window.setTimeout(() => {
        timers.current.delete(key);
        void flushRef.current(key);
      }, delay),
    );
  }, []);

  const flush = useCallback(
    async (key: string) => {
      if (inFlight.current.has(key)) {
        queued.current.add(key);
        return;
      }
      const sent = editsRef.current[key];
      const check = inspectionRef.current?.checks.find((c) => c.key === key);
      if (!sent || !check || inspectionRef.current?.readOnly) return;
      inFlight.current.add(key);
      setInFlightCount(inFlight.current.size);
      setStates((s) => ({ ...s, [key]: 'saving' }));
      try {
        const { data } = await client.mutate({ mutation: AdminSaveInspectionCheckDocument, variables: { jobCardId, key, input: inputOf(check, sent) }, fetchPolicy: 'no-cache' });
        if (!data) throw new Error('No check in the answer.');
        replaceCheck(data.saveInspectionCheck);
        const left = unconfirmed(editsRef.current[key], sent);
        const next = { ...editsRef.current };
        if (left) next[key] = left;
        else delete next[key];
        setEdits(next);
        setStates((s) => ({ ...s, [key]: 'saved' }));
        setProblems(({ [key]: _gone, ...rest }) => rest);
      } catch (error) {
        const failure = describeFailure(error);
        setStates((s) => ({ ...s, [key]: 'failed' }));
        if (failure.kind === 'network') {
          setProblems((p) => ({ ...p, [key]: 'Not saved: no answer from the server. Trying again…' }));
          if (!timers.current.has(key)) schedule(key, NETWORK_RETRY_MS);
        } else {
          setProblems((p) => ({ ...p, [key]: `Not saved: ${failure.message ?? 'the server refused this change.'}` }));
          // Invoiced meanwhile: the inspection is read-only now; the page shows it.
          if (failure.code === 'CONFLICT') void load();
        }
      } finally {
        inFlight.current.delete(key);
        setInFlightCount(inFlight.current.size);
        if (queued.current.delete(key)) void flushRef.current(key);
      }
    },
    [client, jobCardId, load, replaceCheck, schedule, setEdits],
  );
  useEffect(() => {
    flushRef.current = flush;
  });

  /** A change by the person at the keyboard; the check saves `delay` ms after its last change. */
  const edit = useCallback(
    (key: string, change: (edit: CheckEdit) => CheckEdit, delay: number) => {
      if (inspectionRef.current?.readOnly) return;
      const next = change(editsRef.current[key] ?? {});
      setEdits({ ...editsRef.current, [key]: next });
      setTyped((all) => {
        const mine = { ...all[key] };
        if (next.note !== undefined) mine.note = next.note;
        if (next.readings) mine.readings = { ...mine.readings, ...next.readings };
        return { ...all, [key]: mine };
      });
      // 'Saved' no longer holds for this check; a failure stays shown until the next save answers.
      setStates(({ [key]: was, ...rest }) => (was === 'saved' ? rest : { ...rest, ...(was ? { [key]: was } : {}) }));
      schedule(key, delay);
    },
    [schedule, setEdits],
  );

  /** Leaving a field: what it changed is saved now rather than after the pause. */
  const saveSoon = useCallback(
    (key: string) => {
      if (editsRef.current[key]) schedule(key, 0);
    },
    [schedule],
  );

  /** A photo the server just stored: shown at once, before the next refetch. */
  const addPhoto = useCallback(
    (key: string, photo: UploadedPhoto) => {
      const check = inspectionRef.current?.checks.find((c) => c.key === key);
      if (!check || check.photos.some((p) => p.id === photo.id)) return;
      const url = `/api/admin/jobcards/${jobCardId}/inspection/photos/${photo.id}`;
      replaceCheck({ ...check, photos: [...check.photos, { id: photo.id, width: photo.width, height: photo.height, url, thumbnailUrl: `${url}?size=thumb` }] });
    },
    [jobCardId, replaceCheck],
  );

  /** Deletes a photo for good (the customer's quote page loses it too); throws the server's refusal. */
  const deletePhoto = useCallback(
    async (key: string, photoId: string) => {
      await client.mutate({ mutation: AdminDeleteInspectionPhotoDocument, variables: { jobCardId, photoId } });
      const check = inspectionRef.current?.checks.find((c) => c.key === key);
      if (check) replaceCheck({ ...check, photos: check.photos.filter((p) => p.id !== photoId) });
    },
    [client, jobCardId, replaceCheck],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, []);

  const unsaved = Object.keys(edits).length > 0 || inFlightCount > 0;
  useUnloadWarning(unsaved);

  return {
    inspection,
    loadFailed,
    reload: load,
    edits,
    typed,
    edit,
    saveSoon,
    /** Per check: saving, saved (since this page opened) or failed. */
    states,
    /** Per check: why its last save failed. */
    problems,
    saving: inFlightCount > 0,
    failed: Object.keys(problems).length > 0,
    unsaved,
    addPhoto,
    deletePhoto,
  };
}
