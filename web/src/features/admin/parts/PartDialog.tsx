/**
 * One part, opened from the Parts page (a row, a scan, or a record on the Activity page): its stock
 * with Adjust Stock, its fields to change (Save), its recent moves, and Archive (asked first; an
 * archived part is left out of searches) or Restore.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminPartDocument, AdminPartsDocument, AdminUpdatePartDocument } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { errorMessage } from '../errors';
import { formatDateTime } from '../format';
import { Button } from '../ui/Button';
import { useConfirm } from '../ui/Confirm';
import { Dialog, DialogBody, DialogFooter } from '../ui/Dialog';
import { useNotices } from '../ui/Notices';
import { LoadFailed, LoadingState } from '../ui/States';
import { useFieldProblems } from '../ui/use-field-problems';
import { draftOfPart, partInput, partProblems, type Part, type PartDraft } from './part-draft';
import { PartFields } from './PartFields';
import { PartStock } from './PartStock';
import { StockMoves } from './StockMoves';

interface Props {
  partId: string;
  onClose: () => void;
  /** Archived or restored: the page's notice. */
  onArchived: (message: string) => void;
}

export function PartDialog({ partId, onClose, onArchived }: Props) {
  const { data, error, refetch } = useQuery(AdminPartDocument, { variables: { id: partId }, fetchPolicy: 'cache-and-network' });
  const [update, updating] = useMutation(AdminUpdatePartDocument, { refetchQueries: [AdminPartsDocument], awaitRefetchQueries: true });
  const confirm = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);
  const part = data?.part;

  async function setArchived(archived: boolean) {
    if (!part) return;
    if (archived) {
      const yes = await confirm({
        title: 'Archive part',
        message: `Archive ${part.partNumber}? It is left out of searches; its stock moves and the job cards it is on keep it.`,
        confirmLabel: 'Yes, Archive',
      });
      if (!yes) return;
    }
    setProblem(null);
    try {
      await update({ variables: { id: part.id, input: { archived } } });
      onArchived(archived ? `${part.partNumber} is archived.` : `${part.partNumber} is restored.`);
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  return (
    <Dialog title={part ? part.partNumber : 'Part'} subtitle={part?.description} onClose={onClose} size="large" busy={updating.loading}>
      <DialogBody>
        {!part ? (
          error ? (
            <LoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
          ) : (
            <LoadingState label="Loading the part…" />
          )
        ) : (
          <div className="part-dialog" data-testid="part-dialog">
            {part.archivedAt && (
              <p className="part-dialog__archived">
                <span className="badge badge--muted">Archived</span> {formatDateTime(part.archivedAt)}: left out of searches until it is restored.
              </p>
            )}
            <p className="part-dialog__price">
              Sells at <strong>{formatMoney(part.sellCents)}</strong> {part.sellPriceFixed ? '(fixed)' : '(from the markup matrix)'}
              {part.gstFree ? ', GST-free' : ''} · costs {formatMoney(part.costCents)}
              {part.bin ? ` · bin ${part.bin}` : ''}
            </p>
            <PartStock part={part} />
            <PartDetails part={part} />
            <StockMoves partId={part.id} />
          </div>
        )}
        {problem && (
          <p className="field-problem" role="alert">
            {problem}
          </p>
        )}
      </DialogBody>
      <DialogFooter>
        {part &&
          (part.archivedAt ? (
            <Button icon="refresh" onClick={() => void setArchived(false)} busy={updating.loading}>
              Restore
            </Button>
          ) : (
            <Button variant="danger-link" icon="trash" onClick={() => void setArchived(true)} busy={updating.loading}>
              Archive
            </Button>
          ))}
        <span className="dialog__spacer" />
        <Button onClick={onClose} disabled={updating.loading}>
          Close
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

/** The part's fields as a form: Save sends them all (an empty sell price goes back to the matrix). */
function PartDetails({ part }: { part: Part }) {
  const uid = useId();
  const notices = useNotices();
  const [draft, setDraft] = useState<PartDraft>(() => draftOfPart(part));
  const { problems, check, send } = useFieldProblems(uid);
  const [update, { loading }] = useMutation(AdminUpdatePartDocument);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading || !check(partProblems(draft))) return;
    await send(
      () => update({ variables: { id: part.id, input: partInput(draft) } }),
      ({ data }) => {
        if (data) setDraft(draftOfPart(data.updatePart));
        notices.success(`${data?.updatePart.partNumber ?? draft.partNumber} is saved.`);
      },
    );
  }

  return (
    <section className="part-section" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="part-section__title">
        Details
      </h3>
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${uid}-title`}>
        <PartFields idPrefix={uid} draft={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} problems={problems} matrixSellCents={part.sellPriceFixed ? null : part.sellCents} />
        <div className="form-actions">
          <Button type="submit" variant="primary" icon="check" busy={loading} busyLabel="Saving…">
            Save
          </Button>
        </div>
      </form>
    </section>
  );
}
