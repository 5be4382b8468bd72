/**
 * One check of the inspection: its rating (three large buttons in a radio group: arrow keys move,
 * tapping the chosen one again clears it), its readings with their units, a note and its photos.
 */
import { useId } from 'react';
import { AdminIcon } from '../ui/AdminIcon';
import { useRovingFocus } from '../ui/use-roving-focus';
import { InspectionPhotos } from './InspectionPhotos';
import type { PhotoUpload } from './use-photo-uploads';
import { RATING_SAVE_DELAY_MS, TEXT_SAVE_DELAY_MS, type CheckDraft, type CheckEdit, type CheckSaveState, type InspectionCheck, type Rating } from './use-inspection';

const RATINGS: ReadonlyArray<{ value: Rating; label: string; tone: string }> = [
  { value: 'good', label: 'Good', tone: 'good' },
  { value: 'soon', label: 'Needs attention soon', tone: 'soon' },
  { value: 'urgent', label: 'Urgent', tone: 'urgent' },
];

interface InspectionCheckCardProps {
  check: InspectionCheck;
  draft: CheckDraft;
  readOnly: boolean;
  saveState: CheckSaveState | null;
  problem: string | null;
  edit: (change: (edit: CheckEdit) => CheckEdit, delay: number) => void;
  /** A note or reading lost the focus: save it now. */
  onLeaveField: () => void;
  uploads: PhotoUpload[];
  onAddPhoto: (file: File) => void;
  onRetryUpload: (upload: PhotoUpload) => void;
  onDismissUpload: (upload: PhotoUpload) => void;
  onDeletePhoto: (photoId: string) => Promise<void>;
}

export function InspectionCheckCard({ check, draft, readOnly, saveState, problem, edit, onLeaveField, ...photos }: InspectionCheckCardProps) {
  const uid = useId();
  const titleId = `${uid}-title`;

  const rate = (rating: Rating | null) => edit((e) => ({ ...e, rating }), RATING_SAVE_DELAY_MS);
  // Tapping the chosen rating again clears it.
  const toggle = (rating: Rating) => rate(draft.rating === rating ? null : rating);

  const item = useRovingFocus({
    count: RATINGS.length,
    current: Math.max(
      0,
      RATINGS.findIndex((r) => r.value === draft.rating),
    ),
    keys: 'arrows',
    onMove: (index) => rate(RATINGS[index].value),
  });

  return (
    <article className={`icheck${draft.rating ? ` icheck--${draft.rating}` : ''}`} aria-labelledby={titleId} data-testid="inspection-check">
      <div className="icheck__head">
        <h4 id={titleId} className="icheck__title">
          {check.label}
        </h4>
        {saveState === 'saving' && (
          <span className="icheck__state">
            <span className="aspinner aspinner--small" aria-hidden="true" /> Saving…
          </span>
        )}
        {saveState === 'saved' && !problem && (
          <span className="icheck__state icheck__state--saved">
            <AdminIcon name="check" size={14} /> Saved
          </span>
        )}
      </div>

      <div className="rating-group" role="radiogroup" aria-labelledby={titleId} aria-describedby={problem ? `${uid}-problem` : undefined}>
        {RATINGS.map((option, index) => {
          const checked = draft.rating === option.value;
          return (
            <button
              key={option.value}
              {...item(index)}
              type="button"
              role="radio"
              aria-checked={checked}
              disabled={readOnly}
              className={`rating-group__option rating-group__option--${option.tone}`}
              onClick={() => toggle(option.value)}
            >
              <span className="rating-group__dot" aria-hidden="true" />
              {option.label}
            </button>
          );
        })}
      </div>

      {check.readings.length > 0 && (
        <div className="icheck__readings">
          {check.readings.map((reading) => {
            const id = `${uid}-reading-${reading.key}`;
            return (
              <div key={reading.key} className="icheck__reading">
                <label htmlFor={id}>{reading.label}</label>
                <span className="icheck__reading-input">
                  <input
                    id={id}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={10000}
                    step="any"
                    value={draft.readings[reading.key] ?? ''}
                    readOnly={readOnly}
                    aria-label={`${check.label}: ${reading.label} (${reading.unit})`}
                    onBlur={onLeaveField}
                    onChange={(e) => {
                      const text = e.target.value;
                      edit((prev) => ({ ...prev, readings: { ...prev.readings, [reading.key]: text } }), TEXT_SAVE_DELAY_MS);
                    }}
                  />
                  <span className="icheck__unit" aria-hidden="true">
                    {reading.unit}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
      )}

      {(!readOnly || draft.note) && (
        <>
          <label className="visually-hidden" htmlFor={`${uid}-note`}>
            {check.label}: note
          </label>
          <textarea
            id={`${uid}-note`}
            className="icheck__note"
            rows={1}
            maxLength={2000}
            value={draft.note}
            readOnly={readOnly}
            placeholder="Note (optional)"
            onBlur={onLeaveField}
            onChange={(e) => {
              const note = e.target.value;
              edit((prev) => ({ ...prev, note }), TEXT_SAVE_DELAY_MS);
            }}
          />
        </>
      )}

      {problem && (
        <p className="field-problem" id={`${uid}-problem`} role="alert">
          {problem}
        </p>
      )}

      <InspectionPhotos checkLabel={check.label} photos={check.photos} readOnly={readOnly} {...photos} />
    </article>
  );
}
