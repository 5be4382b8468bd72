/**
 * The job card's roadworthy inspection (Victoria): the checklist by group, pass or fail per item
 * with a note, the result and the certificate number, saved together, and each item's photos
 * (stored as they are added); after a fail, the rejection
 * report PDF and the last day to re-inspect. A repair card offers to become a roadworthy inspection
 * (a full one, or the re-test of a failed card's items inside its 7 days).
 */
import { useId, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import {
  AdminDeleteRoadworthyPhotoDocument,
  AdminJobCardDocument,
  AdminJobCardRoadworthyDocument,
  AdminRoadworthyRejectionReportLinkDocument,
  AdminSaveRoadworthyDocument,
  type JobCardRoadworthyFragment,
} from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { formatDate, workshopToday } from '../format';
import { Button } from '../ui/Button';
import { Collapsible } from '../ui/Collapsible';
import { Field } from '../ui/Field';
import { LoadFailed, LoadingState } from '../ui/States';
import { useOpenLink } from '../ui/DocumentLinks';
import { PreviousFailNote, StartRoadworthy } from './RoadworthyStart';
import { RoadworthyItemRow, type ItemDraft, type Result } from './RoadworthyItemRow';
import { usePhotoUploads } from './use-photo-uploads';
import '../styles/admin-roadworthy.css';

function groupsOf(items: JobCardRoadworthyFragment['items']) {
  const groups: Array<{ group: string; items: JobCardRoadworthyFragment['items'] }> = [];
  for (const item of items) {
    const found = groups.find((g) => g.group === item.group);
    if (found) found.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  return groups;
}

/**
 * After a fail, inside the 7-day window: the diary's New booking, filled in with the customer, the
 * vehicle and the re-inspection, with its last day said.
 */
function BookReinspection({ jobCardId, reinspectBy }: { jobCardId: string; reinspectBy: string }) {
  const navigate = useNavigate();
  const card = useQuery(AdminJobCardDocument, { variables: { id: jobCardId }, fetchPolicy: 'cache-only' }).data?.jobCard;
  if (!card || workshopToday() > reinspectBy) return null;
  const booking = {
    values: {
      fullName: card.customerName,
      email: card.customerEmail ?? '',
      phone: card.customerPhone ?? '',
      vehicleMake: card.vehicleMake ?? '',
      vehicleModel: card.vehicleModel ?? '',
      vehicleYear: card.vehicleYear ? String(card.vehicleYear) : '',
      registration: card.carRego,
      serviceType: 'Roadworthy Certificate',
      issueDescription: `Roadworthy re-inspection of the failed items of ${card.jobNumber}, by ${formatDate(reinspectBy)}.`,
    },
    note: `Re-inspection of ${card.jobNumber}: book it on or before ${formatDate(reinspectBy)}, the last day of the 7-day window. After that it is a full inspection again.`,
  };
  return <Button onClick={() => void navigate('/admin/diary', { state: { booking } })}>Book the re-inspection</Button>;
}

function RoadworthyForm({ jobCardId, inspection }: { jobCardId: string; inspection: JobCardRoadworthyFragment }) {
  const uid = useId();
  const [drafts, setDrafts] = useState<Record<string, ItemDraft>>(() =>
    Object.fromEntries(inspection.items.map((i) => [i.key, { result: (i.result ?? '') as Result, note: i.note }])),
  );
  const [result, setResult] = useState<Result>((inspection.result ?? '') as Result);
  const [certificate, setCertificate] = useState(inspection.certificateNumber ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // The saved inspection becomes the panel's (its type has no id for the cache to match it by).
  const [save, { loading }] = useMutation(AdminSaveRoadworthyDocument, {
    update: (cache, { data }) => data && cache.writeQuery({ query: AdminJobCardRoadworthyDocument, variables: { jobCardId }, data: { jobCardRoadworthy: data.saveRoadworthy } }),
  });
  const [requestLink] = useMutation(AdminRoadworthyRejectionReportLinkDocument);
  // Photos are stored as they are added or deleted (not with Save): the inspection is read again to show them.
  const client = useApolloClient();
  const reread = () => void client.refetchQueries({ include: [AdminJobCardRoadworthyDocument] });
  const uploads = usePhotoUploads(`/api/admin/jobcards/${encodeURIComponent(jobCardId)}/roadworthy/photos`, reread);
  const deletePhoto = async (photoId: string) => {
    await client.mutate({ mutation: AdminDeleteRoadworthyPhotoDocument, variables: { jobCardId, photoId } });
    await client.refetchQueries({ include: [AdminJobCardRoadworthyDocument] });
  };
  const { open, busy } = useOpenLink();

  const edit = (key: string, change: Partial<ItemDraft>) => {
    setSaved(false);
    setDrafts((all) => ({ ...all, [key]: { ...all[key], ...change } }));
  };
  const failedCount = Object.values(drafts).filter((d) => d.result === 'fail').length;
  const passedCount = Object.values(drafts).filter((d) => d.result === 'pass').length;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSaved(false);
    try {
      const { data } = await save({
        variables: {
          jobCardId,
          input: {
            items: inspection.items.map((i) => ({ key: i.key, result: drafts[i.key].result || null, note: drafts[i.key].note })),
            result: result || null,
            certificateNumber: certificate.trim() || null,
          },
        },
      });
      if (data) setSaved(true);
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };

  return (
    <form className="roadworthy" onSubmit={(e) => void onSubmit(e)} noValidate>
      {inspection.retestOf && (
        <p className="form-note">
          Re-test of <Link to={`/admin/jobcards/${inspection.retestOf}`}>{inspection.retestOfJobNumber ?? 'the failed job card'}</Link>: the items that passed then are carried over, and only the
          others are inspected again.
        </p>
      )}
      {inspection.previousFail && !inspection.previousFail.windowOpen && <PreviousFailNote fail={inspection.previousFail} />}
      {groupsOf(inspection.items).map((group) => (
        <fieldset key={group.group} className="roadworthy__group">
          <legend className="roadworthy__group-title">{group.group}</legend>
          {group.items.map((item) => (
            <RoadworthyItemRow
              key={item.key}
              item={item}
              name={`${uid}-${item.key}`}
              draft={drafts[item.key]}
              onEdit={(change) => edit(item.key, change)}
              uploads={uploads.uploads.filter((u) => u.key === item.key)}
              onAddPhoto={(file) => uploads.start(item.key, file)}
              onRetryUpload={uploads.retry}
              onDismissUpload={uploads.dismiss}
              onDeletePhoto={deletePhoto}
            />
          ))}
        </fieldset>
      ))}

      <fieldset className="roadworthy__group roadworthy__result">
        <legend className="roadworthy__group-title">Result</legend>
        <p className="form-note">
          {passedCount} passed, {failedCount} failed of {inspection.items.length}. A pass needs every item passed and the certificate number; a fail needs a failed item.
        </p>
        <div className="roadworthy__choices radio-group">
          {(['pass', 'fail', ''] as const).map((value) => (
            <label key={value || 'none'} className="roadworthy__choice">
              <input type="radio" name={`${uid}-result`} value={value} checked={result === value} onChange={() => (setSaved(false), setResult(value))} />
              {value === 'pass' ? 'Pass: issue the certificate' : value === 'fail' ? 'Fail: rejection report' : 'Undecided'}
            </label>
          ))}
        </div>
        <Field id={`${uid}-certificate`} label="Certificate number" hint="Needed for a pass.">
          <input id={`${uid}-certificate`} value={certificate} maxLength={40} autoComplete="off" onChange={(e) => (setSaved(false), setCertificate(e.target.value))} />
        </Field>
      </fieldset>

      {problem && (
        <p className="field-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="roadworthy__actions">
        <Button type="submit" variant="primary" disabled={loading}>
          {loading ? 'Saving…' : 'Save'}
        </Button>
        {inspection.result === 'fail' && (
          <Button
            disabled={busy}
            onClick={() =>
              void open(async () => {
                const { data } = await requestLink({ variables: { jobCardId } });
                if (!data) throw new Error('No link in the answer.');
                return data.roadworthyRejectionReportLink.url;
              })
            }
          >
            Rejection report (PDF)
          </Button>
        )}
        {inspection.result === 'fail' && inspection.reinspectBy && <BookReinspection jobCardId={jobCardId} reinspectBy={inspection.reinspectBy} />}
        <span role="status" className="form-note">
          {saved ? 'Saved' : ''}
        </span>
      </div>
      <dl className="roadworthy__facts">
        {inspection.testerName && (
          <>
            <dt>Tester</dt>
            <dd>
              {inspection.testerName}
              {inspection.testerNumber ? `, tester number ${inspection.testerNumber}` : ''}
            </dd>
          </>
        )}
        {inspection.result === 'pass' && inspection.issuedOn && inspection.currentUntil && (
          <>
            <dt>Certificate</dt>
            <dd>
              {inspection.certificateNumber}, issued {formatDate(inspection.issuedOn)}, current until {formatDate(inspection.currentUntil)}
            </dd>
          </>
        )}
        {inspection.result === 'fail' && inspection.reinspectBy && (
          <>
            <dt>Re-inspect by</dt>
            <dd>{formatDate(inspection.reinspectBy)} (failed items only; after that a full inspection)</dd>
          </>
        )}
      </dl>
    </form>
  );
}

export function JobCardRoadworthy({ jobCardId }: { jobCardId: string }) {
  const { data, error, refetch } = useQuery(AdminJobCardRoadworthyDocument, { variables: { jobCardId } });
  const inspection = data?.jobCardRoadworthy;
  const roadworthy = inspection?.kind === 'roadworthy';
  // Open on a roadworthy card, and on a card of a vehicle whose failed inspection can still be re-tested.
  const open = roadworthy || inspection?.previousFail?.windowOpen === true;
  const aside = inspection?.result ? <span className={`badge ${inspection.result === 'pass' ? 'badge--success' : 'badge--danger'}`}>{inspection.result === 'pass' ? 'Passed' : 'Failed'}</span> : null;
  return (
    // Mounted again once loaded, so a roadworthy card's panel opens and a repair card's stays closed.
    <Collapsible key={inspection ? `${inspection.kind}:${open}` : 'loading'} title="Roadworthy" icon="clipboard" defaultOpen={open} aside={aside}>
      {!inspection ? (
        error ? (
          <LoadFailed message="The roadworthy inspection could not be loaded." onRetry={() => void refetch()} />
        ) : (
          <LoadingState label="Loading the roadworthy inspection…" />
        )
      ) : roadworthy ? (
        // A new form when the saved inspection changes (saved, or started): its drafts start from it.
        <RoadworthyForm key={`${inspection.result}:${inspection.inspectedOn}:${inspection.items.length}`} jobCardId={jobCardId} inspection={inspection} />
      ) : (
        <StartRoadworthy jobCardId={jobCardId} previousFail={inspection.previousFail ?? null} />
      )}
    </Collapsible>
  );
}
