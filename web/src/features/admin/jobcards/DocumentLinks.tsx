/**
 * View and Download of a stored PDF: each click asks the api for a link valid a few minutes for
 * that one document, then opens it in a new tab, so the session token never lands in a URL.
 */
import { useMutation } from '@apollo/client/react';
import { AdminDocumentLinkDocument, type DocumentDisposition } from '../../../gql/graphql';
import { AdminIcon } from '../ui/AdminIcon';
import { useNotices } from '../ui/Notices';

export function useOpenDocument(): { open: (documentId: string, disposition: DocumentDisposition) => Promise<void>; busy: boolean } {
  const [requestLink, state] = useMutation(AdminDocumentLinkDocument);
  const notices = useNotices();
  async function open(documentId: string, disposition: DocumentDisposition) {
    try {
      const { data } = await requestLink({ variables: { documentId, disposition } });
      if (!data) throw new Error('No link in the answer.');
      window.open(data.documentLink.url, '_blank', 'noopener');
    } catch (failure) {
      notices.error(failure);
    }
  }
  return { open, busy: state.loading };
}

interface DocumentButtonsProps {
  documentId: string;
  /** What the buttons open, for screen readers (e.g. "signed terms PDF"). */
  label: string;
  download?: boolean;
}

export function DocumentButtons({ documentId, label, download = true }: DocumentButtonsProps) {
  const { open, busy } = useOpenDocument();
  const click = (disposition: DocumentDisposition) => void open(documentId, disposition);
  return (
    <span className="document-buttons">
      <button type="button" className="abtn abtn--ghost abtn--small" disabled={busy} aria-label={`View ${label}`} onClick={() => click('inline')}>
        <AdminIcon name="eye" size={16} /> View
      </button>
      {download && (
        <button
          type="button"
          className="abtn abtn--ghost abtn--small"
          disabled={busy}
          aria-label={`Download ${label}`}
          onClick={() => click('attachment')}
        >
          <AdminIcon name="receipt" size={16} /> Download
        </button>
      )}
    </span>
  );
}

/** The SHA-256 shortened for reading; the full value in the tooltip and for copying. */
export function ShortHash({ sha256 }: { sha256: string }) {
  return (
    <code className="mono" title={`SHA-256 ${sha256}`} data-testid="document-sha256">
      {sha256.slice(0, 12)}…{sha256.slice(-6)}
    </code>
  );
}
