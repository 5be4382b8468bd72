/**
 * View and Download of a stored PDF (or an export): each click asks the api for a link valid a
 * few minutes for that one thing, then opens it in a new tab (or downloads it in place), so the
 * session token never lands in a URL.
 */
import { useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminDocumentLinkDocument, type DocumentDisposition } from '../../../gql/graphql';
import { AdminIcon } from './AdminIcon';
import { useNotices } from './Notices';
import { Button } from './Button';

/** Starts the download of a same-origin file without leaving the page (no new tab). */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Opens the link `request` answers in a new tab; a refused request shows the server's message. */
export function useOpenLink(): { open: (request: () => Promise<string>) => Promise<void>; busy: boolean } {
  const notices = useNotices();
  const [busy, setBusy] = useState(false);
  async function open(request: () => Promise<string>) {
    setBusy(true);
    try {
      window.open(await request(), '_blank', 'noopener');
    } catch (failure) {
      notices.error(failure);
    } finally {
      setBusy(false);
    }
  }
  return { open, busy };
}

export function useOpenDocument(): { open: (documentId: string, disposition: DocumentDisposition) => Promise<void>; busy: boolean } {
  const [requestLink] = useMutation(AdminDocumentLinkDocument);
  const { open, busy } = useOpenLink();
  return {
    open: (documentId, disposition) =>
      open(async () => {
        const { data } = await requestLink({ variables: { documentId, disposition } });
        if (!data) throw new Error('No link in the answer.');
        return data.documentLink.url;
      }),
    busy,
  };
}

interface PdfButtonsProps {
  /** What the buttons open, for screen readers (e.g. "signed terms PDF"). */
  label: string;
  onOpen: (disposition: DocumentDisposition) => void;
  busy: boolean;
  download?: boolean;
}

/** The View (and Download) buttons themselves. */
function PdfButtons({ label, onOpen, busy, download = true }: PdfButtonsProps) {
  return (
    <span className="document-buttons">
      <Button size="small" disabled={busy} aria-label={`View ${label}`} onClick={() => onOpen('inline')}>
        <AdminIcon name="eye" size={16} /> View
      </Button>
      {download && (
        <Button size="small" disabled={busy} aria-label={`Download ${label}`} onClick={() => onOpen('attachment')}>
          <AdminIcon name="download" size={16} /> Download
        </Button>
      )}
    </span>
  );
}

interface DocumentButtonsProps {
  documentId: string;
  label: string;
  download?: boolean;
}

/** View and Download of one stored document. */
export function DocumentButtons({ documentId, label, download = true }: DocumentButtonsProps) {
  const { open, busy } = useOpenDocument();
  return <PdfButtons label={label} busy={busy} download={download} onOpen={(disposition) => void open(documentId, disposition)} />;
}

/**
 * A stored PDF's fingerprint for staff: closed under 'Document fingerprint', open it shows the
 * SHA-256 (shortened; the full value in the tooltip and for copying) that proves the file unchanged.
 */
export function DocumentFingerprint({ sha256 }: { sha256: string }) {
  return (
    <details className="fingerprint">
      <summary>Document fingerprint</summary>
      SHA-256 <ShortHash sha256={sha256} />
    </details>
  );
}

/** The SHA-256 shortened for reading; the full value in the tooltip and for copying. */
function ShortHash({ sha256 }: { sha256: string }) {
  return (
    <code className="mono" title={`SHA-256 ${sha256}`} data-testid="document-sha256">
      {sha256.slice(0, 12)}…{sha256.slice(-6)}
    </code>
  );
}

/** One PDF an invoice was issued with: when (issued or re-generated), its fingerprint, and its buttons. */
export function IssuedPdf({ doc, when, label, download }: { doc: { documentId: string; sha256: string }; when: ReactNode; label: string; download?: boolean }) {
  return (
    <li>
      {/* Blocks, not spans: a <details> is not phrasing content. */}
      <div>
        {when}
        <div className="cell-sub">
          <DocumentFingerprint sha256={doc.sha256} />
        </div>
      </div>
      <DocumentButtons documentId={doc.documentId} label={label} download={download} />
    </li>
  );
}
