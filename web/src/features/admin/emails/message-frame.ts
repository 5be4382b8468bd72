/**
 * The document a message is shown in: the server's sanitized HTML inside a page of our own with a
 * restrictive Content-Security-Policy (no script, no form, no frame, no font, no fetch; images only
 * from this site, or from anywhere once the admin chose 'Show images'), no referrer, no DNS
 * prefetching, and links opening in a new tab. It goes into an <iframe sandbox> without
 * allow-scripts or allow-same-origin, so even a sanitizer miss could neither run nor reach the
 * admin's session.
 */

function messageCsp(origin: string, imagesShown: boolean): string {
  return [
    "default-src 'none'",
    `img-src ${origin}${imagesShown ? ' https: http:' : ''}`,
    "style-src 'unsafe-inline'",
    "font-src 'none'",
    "script-src 'none'",
    "object-src 'none'",
    "frame-src 'none'",
    "child-src 'none'",
    "media-src 'none'",
    "connect-src 'none'",
    "manifest-src 'none'",
    "worker-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const FRAME_STYLE = `
html { background: #ffffff; color: #1d2330; }
body { margin: 0; padding: 16px; font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; overflow-wrap: anywhere; }
img { max-width: 100%; height: auto; }
table { max-width: 100%; }
pre { white-space: pre-wrap; }
blockquote { margin: 0 0 0 0.5em; padding-left: 0.75em; border-left: 3px solid #ccd1d9; color: #4b5563; }
a { color: #1d4ed8; }
`;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The srcdoc of a message frame. `html` must be the server's sanitized HTML. */
export function messageFrameDocument(html: string, options: { origin: string; imagesShown: boolean }): string {
  return `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(messageCsp(options.origin, options.imagesShown))}">
<meta name="referrer" content="no-referrer">
<meta http-equiv="x-dns-prefetch-control" content="off">
<base target="_blank">
<style>${FRAME_STYLE}</style>
</head><body>${html}</body></html>`;
}
