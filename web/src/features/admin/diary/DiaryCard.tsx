/**
 * One booking in the diary: a button that opens it (named '9:00 AM Alex Nguyen, Toyota Hilux
 * ABC123, Logbook Servicing'), dragged by mouse or finger to another row or day, and 'Move…', the
 * keyboard's way to the same move.
 */
import { useDraggable } from '@dnd-kit/core';
import type { JobStatus } from '../../../gql/graphql';
import { formatDate, formatTime } from '../format';
import { STATUS_LABELS, statusTone } from '../jobcards/job-status';
import { AdminIcon } from '../ui/AdminIcon';
import { vehicleOf, type DiaryEntry } from './diary-model';

/** What a screen reader hears for a booking. */
export function entryName(entry: DiaryEntry): string {
  const a = entry.appointment;
  // A booking taken by phone may have only the rego, or only the make and model.
  const car = [vehicleOf(a), a.registration?.trim().toUpperCase()].filter(Boolean).join(' ');
  const status = entry.jobCardStatus as JobStatus | null | undefined;
  // The job card's status as the card shows it (a name must hold the words on show).
  const job = status ? `, ${STATUS_LABELS[status]}` : '';
  const roadworthy = roadworthyWords(entry);
  return `${formatTime(a.preferredTime)} ${a.fullName}, ${car}, ${a.serviceType}${job}${roadworthy ? `, ${roadworthy}` : ''}`;
}

/** Its job card's roadworthy result: the certificate's last current day, or the last day to re-inspect. */
function roadworthyWords(entry: DiaryEntry): string | null {
  if (!entry.roadworthyUntil) return null;
  const until = formatDate(entry.roadworthyUntil);
  return entry.roadworthyResult === 'pass' ? `RWC current until ${until}` : entry.roadworthyResult === 'fail' ? `RWC failed, re-inspect by ${until}` : null;
}

interface DiaryCardProps {
  entry: DiaryEntry;
  onOpen: (entry: DiaryEntry) => void;
  onMove: (entry: DiaryEntry) => void;
  /** Past bookings stay where they are. */
  movable: boolean;
  hintId: string;
}

export function DiaryCard({ entry, onOpen, onMove, movable, hintId }: DiaryCardProps) {
  const a = entry.appointment;
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: a.id, data: { entry }, disabled: !movable });
  const name = entryName(entry);
  return (
    <div ref={setNodeRef} className={`diary-card${isDragging ? ' is-dragging' : ''}${entry.jobCardId ? ' has-jobcard' : ''}`} data-testid="diary-card">
      <button
        type="button"
        className="diary-card__open"
        aria-label={name}
        aria-describedby={movable ? hintId : undefined}
        onClick={() => onOpen(entry)}
        {...(movable ? listeners : {})}
      >
        <CardFace entry={entry} />
      </button>
      {movable && (
        <button type="button" className="diary-card__move" aria-label={`Move… ${name}`} onClick={() => onMove(entry)}>
          Move…
        </button>
      )}
    </div>
  );
}

/** The card's text: time, customer, vehicle and rego, service, the job card's status and its roadworthy result. */
export function CardFace({ entry }: { entry: DiaryEntry }) {
  const a = entry.appointment;
  const status = entry.jobCardStatus as JobStatus | null | undefined;
  // The spaces between the parts keep the words apart for whatever reads the text (the card's name says it all, with commas).
  return (
    <>
      <span className="diary-card__time">{formatTime(a.preferredTime)}</span>{' '}
      <span className="diary-card__name">{a.fullName}</span>{' '}
      <span className="diary-card__line">
        <AdminIcon name="car" size={14} />
        <span className="diary-card__vehicle">{vehicleOf(a)}</span>{' '}
        {a.registration?.trim() && <span className="rego diary-card__rego">{a.registration.trim().toUpperCase()}</span>}
      </span>{' '}
      <span className="diary-card__line diary-card__service">{a.serviceType}</span>{' '}
      {status && (
        <span className={`badge diary-card__status ${statusTone(status)}`}>{STATUS_LABELS[status]}</span>
      )}{' '}
      {roadworthyWords(entry) && (
        <span className={`badge diary-card__status ${entry.roadworthyResult === 'pass' ? 'badge--success' : 'badge--danger'}`}>{roadworthyWords(entry)}</span>
      )}
    </>
  );
}
