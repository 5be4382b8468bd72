/**
 * 'Import price file' of a supplier on the Parts page: a CSV file chosen (or dropped on the dialog)
 * is sent, then its reading followed every second: a progress bar while the server reads it, then
 * what it would do (the parts it adds, changes and leaves as they are, the first rows as the
 * catalogue would take them) and each bad row by its line, which is never applied. Apply asks
 * first, then the dialog follows the applying until the parts are changed, and says so. A supplier
 * whose price file columns are not saved has them set here first (they can be changed here too).
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { skipToken, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { AdminApplyPriceImportDocument, AdminPartsDocument, AdminPriceImportDocument, type AdminSupplierFragment } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { AdminIcon } from '../ui/AdminIcon';
import { Button } from '../ui/Button';
import { useConfirm } from '../ui/Confirm';
import { Dialog } from '../ui/Dialog';
import { LoadFailed, LoadingState } from '../ui/States';
import { estimatedRows, PRICE_FILE_MAX_BYTES, PriceFileRefused, readingPercent, uploadPriceFile } from './price-file-upload';
import { PriceColumnsForm } from './PriceColumnsForm';
import { ColumnsUsed, COUNT, Counts, fileSize, Findings, plural, Progress } from './PriceImportFindings';
import '../styles/admin-price-import.css';


/** How often an import being read or applied is asked about. */
const POLL_MS = 1000;

interface Props {
  supplier: AdminSupplierFragment;
  onClose: () => void;
  /** How often an import being read or applied is asked about (tests ask faster). */
  pollMs?: number;
}

export function PriceImportDialog({ supplier, onClose, pollMs = POLL_MS }: Props) {
  const uid = useId();
  const confirm = useConfirm();
  const client = useApolloClient();
  const fileBox = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [started, setStarted] = useState<{ id: string; estimate: number; fileName: string } | null>(null);
  const [applyRefusal, setApplyRefusal] = useState<string | null>(null);
  const uploadAbort = useRef<AbortController | null>(null);
  /** The columns are being set (none saved yet) or changed. */
  const [editing, setEditing] = useState(!supplier.priceFileColumns);
  const [saving, setSaving] = useState(false);

  const [lastStatus, setLastStatus] = useState<string | null>(null);
  const polling = started !== null && (lastStatus === null || lastStatus === 'reading' || lastStatus === 'applying');
  const { data, error, refetch } = useQuery(
    AdminPriceImportDocument,
    started ? { variables: { id: started.id }, fetchPolicy: 'network-only', pollInterval: polling ? pollMs : 0 } : skipToken,
  );
  const [apply, { loading: applying }] = useMutation(AdminApplyPriceImportDocument);
  const job = started && data?.priceImport.id === started.id ? data.priceImport : null;
  const status = job?.status ?? null;

  useEffect(() => {
    setLastStatus(status);
  }, [status]);

  // Applied: the parts lists shown are asked again (the file added and changed parts).
  const refreshed = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'applied' || !job || refreshed.current === job.id) return;
    refreshed.current = job.id;
    void Promise.resolve(client.refetchQueries({ include: 'active', onQueryUpdated: (query) => query.options.query === AdminPartsDocument })).catch(() => undefined);
  }, [status, job, client]);

  useEffect(() => () => uploadAbort.current?.abort(), []);

  function choose(chosen: File | null | undefined) {
    setFileProblem(null);
    if (!chosen) return;
    if (chosen.size > PRICE_FILE_MAX_BYTES) {
      setFile(null);
      setFileProblem(`${chosen.name} is ${fileSize(chosen.size)}: a price file is at most 64 MB.`);
      return;
    }
    if (chosen.size === 0) {
      setFile(null);
      setFileProblem(`${chosen.name} is empty.`);
      return;
    }
    setFile(chosen);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (uploading) return;
    choose(event.dataTransfer.files[0]);
  }

  async function onUpload() {
    if (uploading) return;
    if (!file) {
      setFileProblem('Choose the supplier’s CSV price file first.');
      fileBox.current?.focus();
      return;
    }
    setFileProblem(null);
    setUploading(true);
    const abort = new AbortController();
    uploadAbort.current = abort;
    try {
      const csv = await file.text();
      const { id } = await uploadPriceFile(supplier.id, csv, abort.signal);
      setLastStatus(null);
      setStarted({ id, estimate: estimatedRows(csv), fileName: file.name });
    } catch (failure) {
      if (abort.signal.aborted) return;
      setFileProblem(failure instanceof PriceFileRefused ? failure.message : 'The file could not be read. Choose it again.');
    } finally {
      if (!abort.signal.aborted) setUploading(false);
    }
  }

  async function onApply() {
    if (!job || applying) return;
    setApplyRefusal(null);
    const changes = [job.newCount ? `${plural(job.newCount, 'part is', 'parts are')} added` : null, job.changedCount ? `${plural(job.changedCount, 'part is', 'parts are')} changed` : null].filter(Boolean);
    const message = `Apply ${started?.fileName ?? 'the price file'} to ${supplier.name}’s parts? ${changes.length ? `${changes.join(' and ')}.` : 'Every row matches the catalogue: nothing changes.'}${job.badCount ? ` ${plural(job.badCount, 'bad row is', 'bad rows are')} left out.` : ''}`;
    if (!(await confirm({ title: 'Apply Price File', message, confirmLabel: 'Apply', tone: 'primary' }))) return;
    try {
      await apply({ variables: { id: job.id } });
      setLastStatus('applying');
    } catch (failure) {
      setApplyRefusal(errorMessage(failure));
    }
  }

  function chooseAnother() {
    setStarted(null);
    setFile(null);
    setApplyRefusal(null);
    setLastStatus(null);
    if (fileBox.current) fileBox.current.value = '';
  }

  let body;
  let footer;
  if (editing) {
    const formId = `${uid}-columns`;
    body = <PriceColumnsForm id={formId} supplier={supplier} setBusy={setSaving} onSaved={() => setEditing(false)} />;
    footer = (
      <>
        <Button onClick={() => (supplier.priceFileColumns ? setEditing(false) : onClose())} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="primary" busy={saving} busyLabel="Saving…">
          Save Columns
        </Button>
      </>
    );
  } else if (!started) {
    body = (
      <div className="price-choose">
        <p className="form-note">
          The file’s first row names its columns; {supplier.name}’s are read by these headers:
        </p>
        <div className="price-columns-row">
          <ColumnsUsed supplier={supplier} />
          <Button size="small" onClick={() => setEditing(true)} disabled={uploading}>
            Change Columns
          </Button>
        </div>
        <div
          className={dragging ? 'price-drop price-drop--over' : 'price-drop'}
          onDragOver={(e) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = 'copy';
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="price-drop"
        >
          <AdminIcon name="download" size={26} className="price-drop__icon" />
          <label className="afield__label" htmlFor={`${uid}-file`}>
            Price file (CSV)
          </label>
          <input
            ref={fileBox}
            id={`${uid}-file`}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(e: ChangeEvent<HTMLInputElement>) => choose(e.target.files?.[0])}
            disabled={uploading}
            aria-invalid={fileProblem ? true : undefined}
            aria-describedby={`${uid}-file-hint${fileProblem ? ` ${uid}-file-problem` : ''}`}
            data-autofocus
          />
          <p id={`${uid}-file-hint`} className="form-note">
            {file ? `${file.name}, ${fileSize(file.size)}` : 'Choose the file, or drop it here. At most 64 MB.'}
          </p>
        </div>
        {fileProblem && (
          <p id={`${uid}-file-problem`} className="field-problem" role="alert">
            {fileProblem}
          </p>
        )}
      </div>
    );
    footer = (
      <>
        <Button onClick={onClose} disabled={uploading}>
          Cancel
        </Button>
        <Button variant="primary" onClick={() => void onUpload()} busy={uploading} busyLabel="Sending…">
          Read Price File
        </Button>
      </>
    );
  } else if (!job) {
    body = error ? <LoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState label="Reading the price file…" />;
    footer = <Button onClick={onClose}>Close</Button>;
  } else {
    const sendsError = error && polling ? <p className="field-problem" role="alert">{errorMessage(error)} Still trying…</p> : null;
    if (job.status === 'reading') {
      const percent = readingPercent(job.processed, started.estimate, false);
      body = (
        <>
          <Progress label="Reading the price file" percent={percent} text={`Reading ${started.fileName}: ${plural(job.processed, 'row', 'rows')} of about ${COUNT.format(started.estimate)} read…`} />
          {sendsError}
        </>
      );
      footer = <Button onClick={onClose}>Close</Button>;
    } else if (job.status === 'ready') {
      body = (
        <>
          <p className="price-summary" role="status">
            {started.fileName}: {plural(job.rows, 'row', 'rows')} read. Check what it does, then apply it.
          </p>
          <Findings job={job} />
          {applyRefusal && (
            <p className="field-problem" role="alert">
              {applyRefusal}
            </p>
          )}
        </>
      );
      footer = (
        <>
          <Button onClick={onClose} disabled={applying}>
            Close
          </Button>
          <Button variant="primary" icon="check" onClick={() => void onApply()} busy={applying} busyLabel="Applying…">
            Apply
          </Button>
        </>
      );
    } else if (job.status === 'applying') {
      body = (
        <>
          <Progress label="Applying the price file" percent={null} text={`Applying ${started.fileName}: adding ${plural(job.newCount, 'part', 'parts')}, changing ${COUNT.format(job.changedCount)}…`} />
          {sendsError}
        </>
      );
      footer = <Button onClick={onClose}>Close</Button>;
    } else if (job.status === 'applied') {
      body = (
        <>
          <p className="price-outcome" role="status" data-testid="price-import-outcome">
            <AdminIcon name="check" size={20} /> Price file applied: {plural(job.newCount, 'part', 'parts')} added, {COUNT.format(job.changedCount)} changed
            {job.badCount ? `, ${plural(job.badCount, 'bad row', 'bad rows')} left out` : ''}.
          </p>
          <Counts job={job} />
        </>
      );
      footer = (
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      );
    } else {
      body = (
        <div className="banner banner--error price-failed" role="alert">
          <AdminIcon name="alert" size={18} className="banner__icon" />
          <span className="banner__text">{job.failure || 'The price file could not be imported.'} Nothing of it was applied.</span>
        </div>
      );
      footer = (
        <>
          <Button onClick={onClose}>Close</Button>
          <Button variant="primary" onClick={chooseAnother}>
            Choose Another File
          </Button>
        </>
      );
    }
  }

  return (
    <Dialog title="Import Price File" subtitle={supplier.name} onClose={onClose} size="large" busy={uploading || applying || saving} footer={footer}>
      <div className="price-import">{body}</div>
    </Dialog>
  );
}
