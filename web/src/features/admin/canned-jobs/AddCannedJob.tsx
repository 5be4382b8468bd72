/**
 * 'Add Canned Job' on a job card: a dialog listing the canned jobs, searched by name; choosing one
 * adds its lines after the card's in one action (what is typed on the card is saved first) and the
 * card takes them, to be edited as any line.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { AdminApplyCannedJobDocument, AdminCannedJobsDocument } from '../../../gql/graphql';
import { formatMoney, lineAmount } from '../../../shared/money';
import { errorMessage } from '../errors';
import { Button } from '../ui/Button';
import { Dialog, DialogBody, DialogFooter } from '../ui/Dialog';
import { useNotices } from '../ui/Notices';
import { EmptyState, LoadFailed, LoadingState } from '../ui/States';
import { lineCount, type CannedJob } from './canned-job-draft';
import '../styles/admin-canned-jobs.css';

interface Props {
  jobCardId: string;
  /** Saves what is typed on the card before the lines are added: false when it could not be. */
  beforeApply: () => Promise<boolean>;
  /** The card as the server has it now, with the lines added. */
  afterApply: () => Promise<void>;
}

export function AddCannedJob(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div className="canned-apply">
      <Button icon="plus" onClick={() => setOpen(true)} data-testid="add-canned-job">
        Add Canned Job
      </Button>
      {open && <CannedJobPicker {...props} onClose={() => setOpen(false)} />}
    </div>
  );
}

const matches = (job: CannedJob, words: string[]) => words.every((word) => job.name.toLowerCase().includes(word));
const pricedCents = (job: CannedJob) => job.lines.reduce((sum, line, i) => (job.linesPricedByRate.includes(i) ? sum : sum + lineAmount(line.quantity, line.unitPriceCents)), 0);

function CannedJobPicker({ jobCardId, beforeApply, afterApply, onClose }: Props & { onClose: () => void }) {
  const uid = useId();
  const notices = useNotices();
  const [search, setSearch] = useState('');
  const { data, error, refetch } = useQuery(AdminCannedJobsDocument, { fetchPolicy: 'cache-and-network' });
  const [apply, applying] = useMutation(AdminApplyCannedJobDocument);
  const [chosen, setChosen] = useState<string | null>(null);
  /** Why the last choice was not added, shown in the dialog. */
  const [problem, setProblem] = useState<string | null>(null);
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const jobs = data?.cannedJobs.filter((job) => matches(job, words));

  async function add(job: CannedJob) {
    setChosen(job.id);
    setProblem(null);
    try {
      if (!(await beforeApply())) {
        setProblem('The changes on this card could not be saved first: check the lines marked, then add the canned job.');
        return;
      }
      await apply({ variables: { jobCardId, cannedJobId: job.id } });
      await afterApply();
      notices.success(`${job.name}: ${lineCount(job.lines.length)} added.`);
      onClose();
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setChosen(null);
    }
  }

  return (
    <Dialog title="Add Canned Job" subtitle="Its lines are added after the card’s, then edited as any line." onClose={onClose} busy={applying.loading} size="medium">
      <DialogBody>
        <div className="afield">
          <label className="afield__label" htmlFor={`${uid}-search`}>
            Search canned jobs
          </label>
          <input id={`${uid}-search`} type="search" autoComplete="off" placeholder="e.g. logbook" value={search} onChange={(e) => setSearch(e.target.value)} data-autofocus />
        </div>
        {problem && (
          <p className="field-problem" role="alert">
            {problem}
          </p>
        )}
        {jobs === undefined ? (
          error ? <LoadFailed message={errorMessage(error)} onRetry={() => void refetch()} /> : <LoadingState label="Loading canned jobs…" />
        ) : data?.cannedJobs.length === 0 ? (
          <EmptyState icon="clipboard">
            No canned jobs yet. Owners and service advisers add them on the <Link to="/admin/canned-jobs">Canned Jobs</Link> page.
          </EmptyState>
        ) : jobs.length === 0 ? (
          <p className="form-note" role="status">
            No canned job matches “{search.trim()}”.
          </p>
        ) : (
          <ul className="canned-picker" aria-label="Canned jobs">
            {jobs.map((job) => (
              <li key={job.id}>
                <button type="button" className="canned-picker__choice" onClick={() => void add(job)} disabled={applying.loading} aria-busy={chosen === job.id || undefined}>
                  <span className="canned-picker__name">{job.name}</span>
                  <span className="canned-picker__facts">
                    {lineCount(job.lines.length)} · {formatMoney(pricedCents(job))}
                    {job.linesPricedByRate.length ? ' + labour at its rate' : ''}
                  </span>
                  {chosen === job.id && <span className="aspinner aspinner--small" aria-hidden="true" />}
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
      <DialogFooter>
        <Button onClick={onClose} disabled={applying.loading}>
          Cancel
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
