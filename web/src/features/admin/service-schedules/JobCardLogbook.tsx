/**
 * The job card's logbook service: what the vehicle's schedule asks, each item done or not with a
 * note, saved together; and the service record PDF the owner keeps with the logbook. A card that
 * is not one offers to become a logbook service to the vehicle's schedule.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminJobCardLogbookDocument,
  AdminSaveLogbookServiceDocument,
  AdminServiceRecordLinkDocument,
  AdminStartLogbookServiceDocument,
  type AdminJobCardLogbookFragment,
} from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { formatDate, formatKm } from '../format';
import { Button } from '../ui/Button';
import { Collapsible } from '../ui/Collapsible';
import { Field } from '../ui/Field';
import { LoadFailed, LoadingState } from '../ui/States';
import { useOpenLink } from '../ui/DocumentLinks';
import '../styles/admin-logbook.css';

type Done = 'done' | 'not-done' | '';
interface ItemDraft {
  done: Done;
  note: string;
}

const doneOf = (value: boolean | null | undefined): Done => (value === true ? 'done' : value === false ? 'not-done' : '');
const valueOf = (done: Done): boolean | null => (done === 'done' ? true : done === 'not-done' ? false : null);

function StartLogbook({ jobCardId }: { jobCardId: string }) {
  const uid = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [start, { loading }] = useMutation(AdminStartLogbookServiceDocument, {
    update: (cache, { data }) => data && cache.writeQuery({ query: AdminJobCardLogbookDocument, variables: { jobCardId }, data: { jobCardLogbook: data.startLogbookService } }),
  });
  const onStart = async () => {
    setProblem(null);
    try {
      await start({ variables: { jobCardId } });
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };
  return (
    <div className="logbook">
      <p id={`${uid}-note`} className="form-note">
        This is a repair job card. Make it a logbook service to record what the vehicle’s service schedule asks and what was done, and print the service record for the owner’s logbook.
      </p>
      {problem && (
        <p className="field-problem" role="alert">
          {problem}
        </p>
      )}
      <div>
        <Button variant="primary" disabled={loading} onClick={() => void onStart()} aria-describedby={`${uid}-note`}>
          {loading ? 'Starting…' : 'Make it a logbook service'}
        </Button>
      </div>
    </div>
  );
}

function LogbookForm({ jobCardId, logbook }: { jobCardId: string; logbook: AdminJobCardLogbookFragment }) {
  const uid = useId();
  const [drafts, setDrafts] = useState<Record<string, ItemDraft>>(() => Object.fromEntries(logbook.items.map((i) => [i.key, { done: doneOf(i.done), note: i.note }])));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, { loading }] = useMutation(AdminSaveLogbookServiceDocument, {
    update: (cache, { data }) => data && cache.writeQuery({ query: AdminJobCardLogbookDocument, variables: { jobCardId }, data: { jobCardLogbook: data.saveLogbookService } }),
  });
  const [requestLink] = useMutation(AdminServiceRecordLinkDocument);
  const { open, busy } = useOpenLink();
  const edit = (key: string, change: Partial<ItemDraft>) => {
    setSaved(false);
    setDrafts((all) => ({ ...all, [key]: { ...all[key], ...change } }));
  };
  const doneCount = Object.values(drafts).filter((d) => d.done === 'done').length;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSaved(false);
    try {
      const { data } = await save({ variables: { jobCardId, input: { items: logbook.items.map((i) => ({ key: i.key, done: valueOf(drafts[i.key].done), note: drafts[i.key].note })) } } });
      if (data) setSaved(true);
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };

  return (
    <form className="logbook" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Logbook service">
      <p className="form-note">
        {logbook.scheduleName}: every {formatKm(logbook.everyKm ?? 0)} or {logbook.everyMonths} months, whichever comes first. {doneCount} of {logbook.items.length} done
        {logbook.servicedOn ? `; last saved ${formatDate(logbook.servicedOn)}` : ''}.
      </p>
      <ul className="logbook__items">
        {logbook.items.map((item) => {
          const draft = drafts[item.key];
          const name = `${uid}-${item.key}`;
          return (
            <li key={item.key}>
              <fieldset className={`logbook__item${draft.done === 'not-done' ? ' logbook__item--not-done' : ''}`}>
                <legend className="logbook__item-label">{item.text}</legend>
                <div className="logbook__choices radio-group">
                  {(['done', 'not-done', ''] as const).map((value) => (
                    <label key={value || 'none'} className="logbook__choice">
                      <input type="radio" name={name} value={value} checked={draft.done === value} onChange={() => edit(item.key, { done: value })} />
                      {value === 'done' ? 'Done' : value === 'not-done' ? 'Not done' : 'Not yet'}
                    </label>
                  ))}
                </div>
                <Field id={`${name}-note`} label={`Note on ${item.text}`} className="logbook__note">
                  <input id={`${name}-note`} value={draft.note} maxLength={500} placeholder="Note (e.g. the oil used, or why it was not done)" onChange={(e) => edit(item.key, { note: e.target.value })} />
                </Field>
              </fieldset>
            </li>
          );
        })}
      </ul>
      {problem && (
        <p className="field-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="logbook__actions">
        <Button type="submit" variant="primary" disabled={loading}>
          {loading ? 'Saving…' : 'Save'}
        </Button>
        <Button
          disabled={busy}
          onClick={() =>
            void open(async () => {
              const { data } = await requestLink({ variables: { jobCardId } });
              if (!data) throw new Error('No link in the answer.');
              return data.serviceRecordLink.url;
            })
          }
        >
          Service record (PDF)
        </Button>
        <span role="status" className="form-note">
          {saved ? 'Saved' : ''}
        </span>
      </div>
    </form>
  );
}

export function JobCardLogbook({ jobCardId }: { jobCardId: string }) {
  const { data, error, refetch } = useQuery(AdminJobCardLogbookDocument, { variables: { jobCardId } });
  const logbook = data?.jobCardLogbook;
  const isLogbook = logbook?.kind === 'logbook';
  const done = logbook ? logbook.items.filter((i) => i.done === true).length : 0;
  const aside = isLogbook ? <span className="badge">{`${done}/${logbook.items.length} done`}</span> : null;
  return (
    // Mounted again once loaded, so a logbook card's panel opens and a repair card's stays closed.
    <Collapsible key={logbook ? logbook.kind : 'loading'} title="Logbook service" icon="clipboard" defaultOpen={isLogbook} aside={aside}>
      {!logbook ? (
        error ? (
          <LoadFailed message="The logbook service could not be loaded." onRetry={() => void refetch()} />
        ) : (
          <LoadingState label="Loading the logbook service…" />
        )
      ) : isLogbook ? (
        // A new form when the saved logbook changes: its drafts start from it.
        <LogbookForm key={`${logbook.servicedOn}:${logbook.items.map((i) => `${i.done}${i.note}`).join('|')}`} jobCardId={jobCardId} logbook={logbook} />
      ) : (
        <StartLogbook jobCardId={jobCardId} />
      )}
    </Collapsible>
  );
}
