/**
 * The job card's digital inspection: the checks grouped by area, each rated green, amber or red,
 * with a note, its readings and photos; saved as it is changed, read-only once the card is invoiced.
 * Made for a phone in the workshop as much as for the office screen.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Collapsible } from '../ui/Collapsible';
import { LoadFailed, LoadingState } from '../ui/States';
import { InspectionCheckCard } from './InspectionCheckCard';
import { usePhotoUploads } from './use-photo-uploads';
import { draftOfCheck, useInspection, type InspectionCheck } from './use-inspection';
import '../styles/admin-inspection.css';

export interface InspectionStatus {
  saving: boolean;
  failed: boolean;
  /** Changes or uploads the server does not hold yet. */
  unsaved: boolean;
  /** Photos are being sent. */
  uploading: boolean;
}

interface JobCardInspectionProps {
  jobCardId: string;
  /** Changes with every live event of the card: the inspection is read again (another device's photo, the card invoiced). */
  refreshSignal: number;
  onStatus: (status: InspectionStatus) => void;
}

function byArea(checks: readonly InspectionCheck[]): Array<{ area: string; checks: InspectionCheck[] }> {
  const groups: Array<{ area: string; checks: InspectionCheck[] }> = [];
  for (const check of checks) {
    const group = groups.find((g) => g.area === check.area);
    if (group) group.checks.push(check);
    else groups.push({ area: check.area, checks: [check] });
  }
  return groups;
}

export function JobCardInspection({ jobCardId, refreshSignal, onStatus }: JobCardInspectionProps) {
  const state = useInspection(jobCardId);
  const uploads = usePhotoUploads(`/api/admin/jobcards/${encodeURIComponent(jobCardId)}/inspection/photos`, state.addPhoto);
  const { inspection, reload } = state;

  const firstSignal = useRef(refreshSignal);
  useEffect(() => {
    if (refreshSignal !== firstSignal.current) void reload();
  }, [refreshSignal, reload]);

  const status: InspectionStatus = { saving: state.saving, failed: state.failed, unsaved: state.unsaved || uploads.busy, uploading: uploads.busy };
  const statusRef = useRef(onStatus);
  useEffect(() => {
    statusRef.current = onStatus;
  });
  useEffect(() => {
    statusRef.current({ saving: status.saving, failed: status.failed, unsaved: status.unsaved, uploading: status.uploading });
  }, [status.saving, status.failed, status.unsaved, status.uploading]);

  const drafts = inspection?.checks.map((check) => draftOfCheck(check, state.edits[check.key], state.typed[check.key])) ?? [];
  const count = (rating: string) => drafts.filter((d) => d.rating === rating).length;
  const rated = drafts.filter((d) => d.rating).length;
  const summary = inspection ? (
    <span className="inspection-summary">
      {count('urgent') > 0 && <span className="badge badge--danger">{count('urgent')} urgent</span>}
      {count('soon') > 0 && <span className="badge badge--warning">{count('soon')} soon</span>}
      <span className="count-badge">
        {rated}/{inspection.checks.length}
        <span className="visually-hidden"> checks rated</span>
      </span>
    </span>
  ) : null;

  let sectionStatus: string | null = null;
  if (state.saving) sectionStatus = 'Saving…';
  else if (state.failed) sectionStatus = 'Some changes are not saved: see the message under the check.';
  else if (Object.keys(state.edits).length > 0) sectionStatus = 'Unsaved changes';
  else if (Object.values(state.states).includes('saved')) sectionStatus = 'Saved';

  return (
    <Collapsible title="Inspection" icon="clipboard" defaultOpen aside={summary}>
      {!inspection ? (
        state.loadFailed ? (
          <LoadFailed message="The inspection could not be loaded." onRetry={() => void reload()} />
        ) : (
          <LoadingState label="Loading the inspection…" />
        )
      ) : (
        <div className="inspection" data-testid="inspection">
          <div className="inspection__intro">
            {inspection.readOnly ? (
              <p className="inspection__readonly" role="note">
                This job card is invoiced: its inspection can no longer change.
              </p>
            ) : (
              <p className="form-note">
                Rate each check (tap the chosen rating again to clear it), add a note, readings and photos. The customer sees the rated checks with their quote.{' '}
                <Link to="/admin/settings/inspection">Edit the checklist</Link>
              </p>
            )}
            <p className={`inspection__status${state.failed ? ' inspection__status--failed' : sectionStatus === 'Saved' ? '' : ' inspection__status--muted'}`} role="status" data-testid="inspection-status">
              {sectionStatus}
            </p>
          </div>
          {byArea(inspection.checks).map((group) => (
            <section key={group.area} className="inspection__area">
              <h3 className="inspection__area-title">{group.area}</h3>
              <div className="inspection__checks">
                {group.checks.map((check) => (
                  <InspectionCheckCard
                    key={check.key}
                    check={check}
                    draft={draftOfCheck(check, state.edits[check.key], state.typed[check.key])}
                    readOnly={inspection.readOnly}
                    saveState={state.states[check.key] ?? null}
                    problem={state.problems[check.key] ?? null}
                    edit={(change, delay) => state.edit(check.key, change, delay)}
                    onLeaveField={() => state.saveSoon(check.key)}
                    uploads={uploads.uploads.filter((u) => u.key === check.key)}
                    onAddPhoto={(file) => uploads.start(check.key, file)}
                    onRetryUpload={uploads.retry}
                    onDismissUpload={uploads.dismiss}
                    onDeletePhoto={(photoId) => state.deletePhoto(check.key, photoId)}
                  />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </Collapsible>
  );
}
