/** A message body in a sandboxed frame (see message-frame.ts): no scripts, no same origin, its own CSP. */
import { useMemo } from 'react';
import { messageFrameDocument } from './message-frame';

interface MessageFrameProps {
  /** The server's sanitized HTML. */
  html: string;
  imagesShown: boolean;
  subject: string;
}

export function MessageFrame({ html, imagesShown, subject }: MessageFrameProps) {
  const srcDoc = useMemo(() => messageFrameDocument(html, { origin: window.location.origin, imagesShown }), [html, imagesShown]);
  return (
    <iframe
      className="message-frame"
      title={`Message: ${subject || '(no subject)'}`}
      // Links may open in a new tab (without an opener); nothing in the frame may run or reach this page.
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      srcDoc={srcDoc}
      data-testid="message-frame"
    />
  );
}
