/**
 * A vehicle's recommended work: the lines its customer declined on a quote, still to do, each with
 * its quoted price, the quote and day it was declined, and the inspection's photos of it. On the
 * vehicle page staff mark it done or dismiss it (after a confirmation); on a job card each can be
 * added to the card; when a booking is made or opened it is listed so the work can be offered.
 * Nothing is shown outside the vehicle page while there is none.
 */
import { useState } from 'react';
import { formatMoney } from '../../../shared/money';
import { formatDate } from '../format';
import { useAdminImage } from '../jobcards/use-admin-image';
import { Button } from '../ui/Button';
import { useConfirm } from '../ui/Confirm';
import { useNotices } from '../ui/Notices';
import { Panel } from '../ui/Panel';
import { EmptyState, LoadFailed, LoadingState } from '../ui/States';
import { errorMessage } from '../errors';
import { closeRecommendedWork, useRecommendedWork, type RecommendedWork, type RecommendedWorkPhoto } from './recommended-work';
import '../styles/admin-recommended-work.css';

export interface RecommendedWorkPanelProps {
  rego: string;
  /** Where it shows: the vehicle page (done / dismiss, and its empty state), a job card ("Add to card") or a booking (listed). */
  place: 'vehicle' | 'jobcard' | 'booking';
  /** A job card adds the line (its description, quantity and quoted unit price). */
  onAdd?: (work: RecommendedWork) => void;
  /** The job card shown: what was declined on its own quote is on it already, so not listed. */
  exceptJobCardId?: string;
}

function Thumbnail({ photo, label }: { photo: RecommendedWorkPhoto; label: string }) {
  const image = useAdminImage(photo.thumbnailUrl);
  if (image.state !== 'ready') return <span className="recwork__thumb recwork__thumb--empty" role="img" aria-label={image.state === 'failed' ? `${label}: not loaded` : `${label}: loading`} />;
  return <img className="recwork__thumb" src={image.src} width={photo.width} height={photo.height} alt={label} />;
}

function WorkRow({ work, place, onAdd, onClosed }: { work: RecommendedWork; place: RecommendedWorkPanelProps['place']; onAdd?: (w: RecommendedWork) => void; onClosed: (id: string) => void }) {
  const confirm = useConfirm();
  const notices = useNotices();
  const [busy, setBusy] = useState<'done' | 'dismissed' | null>(null);

  async function close(outcome: 'done' | 'dismissed') {
    if (
      outcome === 'dismissed' &&
      !(await confirm({
        title: 'Dismiss recommended work',
        message: `Dismiss “${work.description}”? It leaves this vehicle’s recommended work and the customer is not offered it again.`,
        confirmLabel: 'Dismiss',
        tone: 'danger',
      }))
    )
      return;
    setBusy(outcome);
    try {
      await closeRecommendedWork(work._id, outcome);
      notices.success(outcome === 'done' ? `“${work.description}” marked done.` : `“${work.description}” dismissed.`);
      onClosed(work._id);
    } catch (failure) {
      notices.errorText(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  const price = `${formatMoney(work.quotedCents)}${work.pricesIncludeGst ? ' incl. GST' : ' plus GST'}`;
  return (
    <li className="recwork__item">
      <div className="recwork__main">
        <span className="recwork__description">{work.description}</span>
        <span className="recwork__facts">
          {work.quantity !== 1 ? `${work.quantity} × ` : ''}
          {price} · declined on quote {work.quoteNumber}, {formatDate(work.declinedOn)}
        </span>
        {work.photos.length > 0 && (
          <span className="recwork__photos">
            {work.photos.map((photo, i) => (
              <Thumbnail key={photo.id} photo={photo} label={`Inspection photo ${i + 1} of ${work.description}`} />
            ))}
          </span>
        )}
      </div>
      <div className="recwork__actions">
        {place === 'jobcard' && onAdd && (
          <Button size="small" variant="primary" icon="plus" onClick={() => onAdd(work)} aria-label={`Add ${work.description} to the card`}>
            Add to card
          </Button>
        )}
        {place === 'vehicle' && (
          <>
            <Button size="small" busy={busy === 'done'} disabled={busy !== null} onClick={() => void close('done')} aria-label={`Mark ${work.description} done`}>
              Mark done
            </Button>
            <Button size="small" variant="danger-link" busy={busy === 'dismissed'} disabled={busy !== null} onClick={() => void close('dismissed')} aria-label={`Dismiss ${work.description}`}>
              Dismiss
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

export function RecommendedWorkPanel({ rego, place, onAdd, exceptJobCardId }: RecommendedWorkPanelProps) {
  const state = useRecommendedWork(rego);
  const { failed, reload, drop } = state;
  const work = state.work?.filter((w) => w.jobCardId !== exceptJobCardId) ?? null;
  const quiet = place !== 'vehicle';
  if (quiet && (!work || work.length === 0)) return null;
  const title = place === 'vehicle' ? 'Recommended work' : `Recommended work for ${rego.replace(/\s+/g, '').toUpperCase()}`;
  const intro =
    place === 'jobcard'
      ? 'The customer declined this work on an earlier quote. Offer it again, and add it to this card if they agree.'
      : place === 'booking'
        ? 'The customer declined this work on an earlier quote: offer it with this booking.'
        : null;
  return (
    <Panel title={title} className={`recwork recwork--${place}`} data-testid="recommended-work">
      {intro && <p className="recwork__intro">{intro}</p>}
      {failed ? (
        <LoadFailed message={errorMessage(failed)} onRetry={reload} />
      ) : !work ? (
        <LoadingState label="Loading recommended work…" />
      ) : work.length === 0 ? (
        <EmptyState icon="check">No recommended work outstanding: nothing the customer declined is still to do.</EmptyState>
      ) : (
        <ul className="recwork__list" aria-label={title}>
          {work.map((w) => (
            <WorkRow
              key={w._id}
              work={w}
              place={place}
              onAdd={
                onAdd
                  ? (added) => {
                      onAdd(added);
                      drop(added._id);
                    }
                  : undefined
              }
              onClosed={drop}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}
