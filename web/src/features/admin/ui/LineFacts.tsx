/** What a priced line is and whether it is GST-free, as a document's read-only lines show it under the description. */
import { KIND_LABELS, type LineKind } from './priced-line';
import '../styles/admin-items.css';

export function LineFacts({ kind, gstFree }: { kind: LineKind; gstFree: boolean }) {
  return (
    <span className="line-facts">
      <span className={`line-kind line-kind--${kind.toLowerCase()}`}>{KIND_LABELS[kind]}</span>
      {gstFree && <span className="line-gst-free">GST-free</span>}
    </span>
  );
}
