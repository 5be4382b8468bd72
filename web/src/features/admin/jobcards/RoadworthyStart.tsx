/**
 * A repair card's way into a roadworthy inspection: a full one, or the re-test of the vehicle's
 * failed card inside its 7 days; and the note of that failed inspection, or why its window ended.
 */
import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminJobCardRoadworthyDocument, AdminStartRoadworthyDocument, type JobCardRoadworthyFragment } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { formatDate } from '../format';
import { Button } from '../ui/Button';

type PreviousFail = NonNullable<JobCardRoadworthyFragment['previousFail']>;

/** The vehicle's failed inspection a new one could re-test, or why it no longer can. */
export function PreviousFailNote({ fail }: { fail: PreviousFail }) {
  return (
    <p className="form-note roadworthy__previous">
      {fail.windowOpen
        ? `${fail.jobNumber} of this vehicle failed its roadworthy inspection: its failed items may be re-inspected until ${formatDate(fail.reinspectBy)}.`
        : `The 7-day re-inspection window of ${fail.jobNumber} ended on ${formatDate(fail.reinspectBy)}: this is a full inspection again.`}
    </p>
  );
}

export function StartRoadworthy({ jobCardId, previousFail }: { jobCardId: string; previousFail: PreviousFail | null }) {
  const uid = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [start, { loading }] = useMutation(AdminStartRoadworthyDocument, {
    update: (cache, { data }) => data && cache.writeQuery({ query: AdminJobCardRoadworthyDocument, variables: { jobCardId }, data: { jobCardRoadworthy: data.startRoadworthy } }),
  });
  const go = async (retestOf: string | null) => {
    setProblem(null);
    try {
      await start({ variables: { jobCardId, retestOf } });
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };
  const retest = previousFail?.windowOpen ? previousFail : null;
  return (
    <div className="roadworthy__start" role="group" aria-label="Start a roadworthy inspection" aria-describedby={`${uid}-title`}>
      <p id={`${uid}-title`} className="form-note">
        This is a repair job card. Make it a roadworthy inspection to record the Licensed Vehicle Tester’s checklist.
      </p>
      {previousFail && <PreviousFailNote fail={previousFail} />}
      {problem && (
        <p className="field-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="roadworthy__actions">
        {retest && (
          <Button variant="primary" disabled={loading} onClick={() => void go(retest.jobCardId)}>
            Re-test the failed items of {retest.jobNumber}
          </Button>
        )}
        <Button variant={retest ? 'secondary' : 'primary'} disabled={loading} onClick={() => void go(null)}>
          {retest ? 'Full inspection instead' : 'Make it a roadworthy inspection'}
        </Button>
      </div>
    </div>
  );
}
