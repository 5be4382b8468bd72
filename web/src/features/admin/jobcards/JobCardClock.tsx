/**
 * The job card's time clock wired to the server: the card's time entries (refreshed when anyone's
 * clock on this card changes), clocking on and off, the technicians an owner or adviser may clock
 * for, and the correction dialog.
 */
import { useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  AdminClockOffDocument,
  AdminClockOnDocument,
  AdminClockTechniciansDocument,
  AdminCorrectTimeEntryDocument,
  AdminJobCardTimeEntriesDocument,
  AdminTimeClockChangedDocument,
  type AdminTimeEntryFragment,
} from '../../../gql/graphql';
import { useMe } from '../session/use-me';
import { useNotices } from '../ui/Notices';
import { ClockPanel } from './ClockPanel';
import { CorrectTimeDialog, type Correction } from './CorrectTimeDialog';

/** `onCorrected`: an entry of this card was corrected, here or elsewhere (a line of the card's history). */
export function JobCardClock({ jobCardId, invoiced, onCorrected }: { jobCardId: string; invoiced: boolean; onCorrected?: () => void }) {
  const { me } = useMe();
  const notices = useNotices();
  const office = me ? me.role !== 'TECHNICIAN' : false;
  const { data, refetch } = useQuery(AdminJobCardTimeEntriesDocument, { variables: { jobCardId }, fetchPolicy: 'cache-and-network' });
  const technicians = useQuery(AdminClockTechniciansDocument, { skip: !office, fetchPolicy: 'cache-and-network' }).data?.technicians ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [correcting, setCorrecting] = useState<AdminTimeEntryFragment | null>(null);
  const [clockOn] = useMutation(AdminClockOnDocument);
  const [clockOff] = useMutation(AdminClockOffDocument);
  const [correct] = useMutation(AdminCorrectTimeEntryDocument);
  const reload = () => void refetch().catch(() => undefined);

  useSubscription(AdminTimeClockChangedDocument, {
    variables: { jobCardId },
    onData: ({ data: event }) => {
      reload();
      if (event.data?.timeClockChanged.kind === 'corrected') onCorrected?.();
    },
    onError: (error) => console.error('Live time clock updates failed', error),
  });

  if (!me) return null;
  const forId = picked ?? me.id;
  const technicianId = forId === me.id ? null : forId;

  async function run(call: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await call();
      await refetch();
      notices.success(done);
    } catch (failure) {
      notices.error(failure);
      reload();
    } finally {
      setBusy(false);
    }
  }

  const name = technicianId ? (technicians.find((t) => t.id === technicianId)?.name ?? 'They') : 'You';
  return (
    <>
      <ClockPanel
        entries={data?.timeEntries ?? null}
        me={{ id: me.id, name: me.name || me.username }}
        office={office}
        technicians={technicians}
        forId={forId}
        onFor={setPicked}
        invoiced={invoiced}
        busy={busy}
        onClockOn={() => void run(() => clockOn({ variables: { jobCardId, technicianId } }), `${name} ${technicianId ? 'is' : 'are'} clocked on to this job.`)}
        onClockOff={() => void run(() => clockOff({ variables: { jobCardId, technicianId } }), `${name} ${technicianId ? 'is' : 'are'} clocked off this job.`)}
        onCorrect={setCorrecting}
      />
      {correcting && (
        <CorrectTimeDialog
          entry={correcting}
          onClose={() => setCorrecting(null)}
          onSave={async (c: Correction) => {
            await correct({ variables: { id: correcting.id, input: { startedAt: c.startedAt, ...(c.endedAt ? { endedAt: c.endedAt } : {}), note: c.note } } });
            await refetch();
            onCorrected?.();
            notices.success('Time corrected.');
          }}
        />
      )}
    </>
  );
}
