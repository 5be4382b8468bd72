/**
 * What the workshop found when it inspected the vehicle, above the quote's lines: the urgent (red)
 * and soon (amber) checks first, each with its note, readings and photos (tap one to see it full
 * screen), then the checks found in good condition, folded away. All as they were when the quote
 * was sent: photos added later are not part of it.
 */
import { useId, useState } from 'react';
import type { PublicQuoteQuery } from '../../gql/public';
import { PhotoViewer } from './PhotoViewer';

type Check = PublicQuoteQuery['quote']['inspection'][number];

const RATING_LABELS = { urgent: 'Urgent', soon: 'Needs attention soon', good: 'Good' } as const;

function formatReading(value: number): string {
  return new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 }).format(value);
}

/** `sentOn`: the quote's date; the checks are as they were when it was sent. */
export function QuoteInspection({ checks, sentOn }: { checks: readonly Check[]; sentOn: string }) {
  const uid = useId();
  const [viewing, setViewing] = useState<{ check: Check; index: number } | null>(null);
  const needing = checks.filter((c) => c.rating === 'urgent' || c.rating === 'soon');
  const good = checks.filter((c) => c.rating === 'good');
  if (checks.length === 0) return null;

  const open = (check: Check, index: number) => setViewing({ check, index });

  return (
    <section className="qinsp" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="signing__h2">
        Vehicle inspection
      </h2>
      <p className="qinsp__intro">
        {needing.length > 0
          ? 'We checked your vehicle. Red items need attention now, amber items soon.'
          : 'We checked your vehicle: everything we looked at is in good condition.'}{' '}
        What we found and the photos are as they were when we sent this quote on {sentOn}.
      </p>
      {needing.length > 0 && (
        <ul className="qinsp__list">
          {needing.map((check) => (
            <InspectionItem key={check.key} check={check} onOpen={open} />
          ))}
        </ul>
      )}
      {/* Folded: its thumbnails load lazily, once opened. */}
      {good.length > 0 && (
        <details className="qinsp__good">
          <summary>
            {good.length === 1 ? '1 check found in good condition' : `${good.length} checks found in good condition`}
          </summary>
          <ul className="qinsp__list qinsp__list--good">
            {good.map((check) => (
              <InspectionItem key={check.key} check={check} onOpen={open} />
            ))}
          </ul>
        </details>
      )}
      {viewing && (
        <PhotoViewer
          title={viewing.check.label}
          photos={viewing.check.photos}
          index={viewing.index}
          onIndex={(index) => setViewing((v) => (v ? { ...v, index } : v))}
          onClose={() => setViewing(null)}
        />
      )}
    </section>
  );
}

function InspectionItem({ check, onOpen }: { check: Check; onOpen: (check: Check, index: number) => void }) {
  const rating = check.rating ?? 'good';
  const readings = check.readings.filter((r) => r.value != null);
  return (
    <li className={`qinsp__item qinsp__item--${rating}`} data-testid="quote-inspection-check">
      <div className="qinsp__head">
        <span className={`qinsp__badge qinsp__badge--${rating}`}>{RATING_LABELS[rating]}</span>
        <h3 className="qinsp__label">{check.label}</h3>
        <span className="qinsp__area">{check.area}</span>
      </div>
      {check.note && <p className="qinsp__note">{check.note}</p>}
      {readings.length > 0 && (
        <dl className="qinsp__readings">
          {readings.map((reading) => (
            <div key={reading.key}>
              <dt>{reading.label}</dt>
              <dd>
                {formatReading(reading.value!)} {reading.unit}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {check.photos.length > 0 && (
        <ul className="qinsp__photos" aria-label={`Photos of ${check.label}`}>
          {check.photos.map((photo, index) => (
            <li key={photo.id}>
              <button type="button" className="qinsp__thumb" aria-label={`Enlarge photo ${index + 1} of ${check.label}`} onClick={() => onOpen(check, index)}>
                <img src={photo.thumbnailUrl} width={photo.width} height={photo.height} alt="" loading={rating === 'good' ? 'lazy' : undefined} decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
